import type { FastifyInstance } from 'fastify';
import { type ListPage, pagination } from '../../shared/contracts/api-envelope';
import type { VideoListQuery } from '../../shared/contracts/video-query';
import type { SearchInfo } from '../../shared/contracts/video-search';
import { queryTerms } from '../../shared/domain/search-text';
import { joinJson } from '../http/send-json';
import { resolveVideoFilters } from './video-filters';
import { listVideoIds, type VideoAudience } from './video-repository';

/** A list page: everything but the videos, and each video's JSON (UTF-8) as the audience receives it. */
export interface VideoListAnswer {
  head: Omit<ListPage<unknown>, 'data'> & { search?: SearchInfo };
  videos: Buffer[];
  /** A search's near misses below its relevance cut (first page only): apart from `data`, never counted. */
  related?: Buffer[];
}

/**
 * One page of the browse list as the API answers it (docs/product/calls.md#videos): the query's filters resolved, the page's
 * ids read in its order, the videos from the presented-video cache (presented-videos.ts: presented and
 * encoded with the audience's schema), and the pagination block. The public and the signed-in list routes
 * both answer with this. A search goes through the search index (issue 17: words and meaning, `@`/`#`
 * exact) once it has loaded, and through PostgreSQL full-text before.
 */
export async function readVideoListPage(
  app: FastifyInstance,
  query: VideoListQuery,
  audience: VideoAudience,
): Promise<VideoListAnswer> {
  const { page, limit, sort } = query;
  const filters = await resolveVideoFilters(app.db, query);
  if (filters.search && app.videoSearch.ready) {
    const matches = await app.videoSearch.find(filters.search, filters, audience);
    const offset = (page - 1) * limit;
    // Relevance is the matches' own order; a column sort is the browse order's (in memory, as SQL orders).
    const ordered =
      !sort || sort === 'relevance' ? matches.ids : await app.browseOrders.inOrder(matches.ids, sort);
    const ids = ordered.slice(offset, offset + limit);
    // The near misses go with the first page, where the "Related" row is shown once under the matches.
    const related = page === 1 ? await app.presentedVideos.json(matches.related, audience) : [];
    return {
      head: {
        success: true as const,
        pagination: pagination(page, limit, matches.total),
        search: {
          terms: matches.terms,
          totalIsCapped: matches.totalIsCapped,
          suggestions: matches.suggestions,
        },
      },
      videos: await app.presentedVideos.json(ids, audience),
      related,
    };
  }
  const { search, ...rest } = filters;
  // Browsing is read from memory (browse-orders.ts); a search before the index is in, from PostgreSQL.
  const result = search
    ? await listVideoIds(app.db, app.counts, filters, { page, limit, sort }, audience)
    : await app.browseOrders.page(rest, {
        page,
        limit,
        sort: !sort || sort === 'relevance' ? 'newest' : sort,
      });
  return {
    head: {
      success: true as const,
      pagination: pagination(page, limit, result.total),
      ...(search ? { search: { terms: queryTerms(search), totalIsCapped: false, suggestions: [] } } : {}),
    },
    videos: await app.presentedVideos.json(result.ids, audience),
  };
}

/** The answer's JSON: the head's fields with `data` first, as the list envelope orders them. */
export function videoListJson({ head, videos, related }: VideoListAnswer): Buffer {
  const { success, ...rest } = head;
  const tail = JSON.stringify(rest).slice(1);
  const page = joinJson(`{"success":${success},"data":[`, videos, `]${tail === '}' ? '}' : `,${tail}`}`);
  if (!related) return page;
  // `related` goes last: the page's closing brace gives way to it.
  return Buffer.concat([page.subarray(0, page.length - 1), joinJson(',"related":[', related, ']}')]);
}

/** The answer as objects (a server-drawn page renders them). */
export function videoListObject<T>({
  head,
  videos,
  related,
}: VideoListAnswer): ListPage<T> & { search?: SearchInfo; related?: T[] } {
  const parse = (json: Buffer) => JSON.parse(json.toString()) as T;
  return { ...head, data: videos.map(parse), ...(related ? { related: related.map(parse) } : {}) };
}

/**
 * The ids of a search's best `cap` matches, best first, found as `readVideoListPage` finds them for the
 * same query: the search index once it has loaded (the same ranking, relevance cut and filters), PostgreSQL
 * full-text before. The Feed's saved searches read their matches here, so they never rank apart.
 */
export async function searchMatchIds(
  app: FastifyInstance,
  query: VideoListQuery,
  audience: VideoAudience,
  cap: number,
): Promise<number[]> {
  const filters = await resolveVideoFilters(app.db, query);
  if (!filters.search) return [];
  if (app.videoSearch.ready) {
    return (await app.videoSearch.find(filters.search, filters, audience)).ids.slice(0, cap);
  }
  const page = { page: 1, limit: cap, sort: 'relevance' as const };
  return (await listVideoIds(app.db, app.counts, filters, page, audience)).ids;
}
