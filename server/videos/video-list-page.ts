import type { FastifyInstance } from 'fastify';
import type { ListPage } from '../../shared/contracts/api-envelope';
import type { VideoListQuery } from '../../shared/contracts/video-query';
import type { SearchInfo } from '../../shared/contracts/video-search';
import { queryTerms } from '../../shared/domain/search-text';
import { resolveVideoFilters } from './video-filters';
import { listVideos, listVideosAmong, type VideoAudience } from './video-repository';

type VideoRow = Awaited<ReturnType<typeof listVideos>>['rows'][number];

/**
 * One page of the browse list as the API answers it (spec 000 §7): the query's filters resolved, the rows
 * read with the audience's columns and shaped by its presenter, and the pagination block. The public and
 * the signed-in list routes both answer with this. A search goes through the search index (issue 17:
 * words and meaning, `@`/`#` exact) once it has loaded, and through PostgreSQL full-text before.
 */
export async function readVideoListPage<T>(
  app: FastifyInstance,
  query: VideoListQuery,
  audience: VideoAudience,
  present: (row: VideoRow) => T,
): Promise<ListPage<T> & { search?: SearchInfo }> {
  const { page, limit, sort } = query;
  const filters = await resolveVideoFilters(app.db, query);
  if (filters.search && app.videoSearch.ready) {
    const matches = await app.videoSearch.find(filters.search, filters, audience);
    const rows = await listVideosAmong(app.db, matches.ids, { page, limit, sort }, audience);
    return {
      success: true as const,
      data: rows.map(present),
      pagination: { page, limit, total: matches.total, hasMore: page * limit < matches.total },
      search: {
        terms: matches.terms,
        totalIsCapped: matches.totalIsCapped,
        suggestions: matches.suggestions,
      },
    };
  }
  const result = await listVideos(app.db, app.counts, filters, { page, limit, sort }, audience);
  return {
    success: true as const,
    data: result.rows.map(present),
    pagination: { page, limit, total: result.total, hasMore: result.hasMore },
    ...(filters.search
      ? { search: { terms: queryTerms(filters.search), totalIsCapped: false, suggestions: [] } }
      : {}),
  };
}
