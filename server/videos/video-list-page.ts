import type { FastifyInstance } from 'fastify';
import type { ListPage } from '../../shared/contracts/api-envelope';
import type { VideoListQuery } from '../../shared/contracts/video-query';
import { resolveVideoFilters } from './video-filters';
import { listVideos, type VideoAudience } from './video-repository';

type VideoRow = Awaited<ReturnType<typeof listVideos>>['rows'][number];

/**
 * One page of the browse list as the API answers it (spec 000 §7): the query's filters resolved, the rows
 * read with the audience's columns and shaped by its presenter, and the pagination block. The public and
 * the signed-in list routes both answer with this.
 */
export async function readVideoListPage<T>(
  app: FastifyInstance,
  query: VideoListQuery,
  audience: VideoAudience,
  present: (row: VideoRow) => T,
): Promise<ListPage<T>> {
  const { page, limit, sort } = query;
  const filters = await resolveVideoFilters(app.db, query);
  const result = await listVideos(app.db, app.counts, filters, { page, limit, sort }, audience);
  return {
    success: true as const,
    data: result.rows.map(present),
    pagination: { page, limit, total: result.total, hasMore: result.hasMore },
  };
}
