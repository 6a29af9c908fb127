import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VideoListQuery } from '../../shared/contracts/video-query';
import { videos } from '../db/schema';
import { AppError } from '../errors';
import type { ReadFollow } from '../follows/follow-service';
import { withAliasTargets } from '../taxonomies/taxonomy-aliases';
import { findViewTags } from '../videos/video-filters';
import { searchMatchIds } from '../videos/video-list-page';
import { type VideoFilters, whereClause } from '../videos/video-repository';

/**
 * A saved search brings its best 200 matches into the Feed. The Feed is newest first, so without a cap a
 * search's weakest matches (the list keeps up to a thousand) would sit at the top whenever they are new;
 * 200 is four pages of the search itself, and keeps the ids each search adds to the Feed's query small.
 */
export const SEARCH_FOLLOW_MATCHES = 200;

/** Matches no video (a followed view that was removed, a search that finds nothing). */
const NOTHING = sql`false`;

/** The browse filter (video-repository.ts) one name of each taxonomy kind is matched with. */
export const TAXONOMY_FILTERS = {
  topic: (name: string): VideoFilters => ({ topics: [name] }),
  format: (name: string): VideoFilters => ({ format: name }),
  concept: (name: string): VideoFilters => ({ concept: name }),
  element: (name: string): VideoFilters => ({ element: name }),
  account_type: (name: string): VideoFilters => ({ accountType: name }),
} as const;

/** The browse list's WHERE for these filter sets, any of them. */
const anyOf = (sets: VideoFilters[]): SQL => {
  const parts = sets.map((filters) => whereClause(filters, 'full')).filter((part) => part !== undefined);
  return parts.length === 0 ? NOTHING : sql`(${sql.join(parts, sql` OR `)})`;
};

/**
 * The SQL condition a video meets when it matches one follow (docs/product/feed.md#following-api), built
 * from the browse list's own filters so the Feed and browsing agree on what "a video of Skincare" is:
 * - a taxonomy entry: the video carries it in that kind's field, under its name now or the name the
 *   follow was made with (a merge retags videos, so the name now is what they carry);
 * - a creator: the video's handle, case ignored (handles are stored without '@');
 * - a view: any of the view's tags, through the aliases, as the view's own page lists it;
 * - a saved search: the ids of its best SEARCH_FOLLOW_MATCHES, as the browse list finds them.
 */
export async function followCondition(app: FastifyInstance, { row, target }: ReadFollow): Promise<SQL> {
  switch (target.kind) {
    case 'topic':
    case 'format':
    case 'concept':
    case 'element':
    case 'account_type': {
      const names = [...new Set([target.value, row.value])];
      return anyOf(names.map(TAXONOMY_FILTERS[target.kind]));
    }
    case 'creator':
      return sql`lower(${videos.authorUsername}) = ${target.value.toLowerCase()}`;
    case 'view': {
      const tags = await findViewTags(app.db, target.value);
      return tags ? anyOf([{ anyTags: await withAliasTargets(app.db, tags) }]) : NOTHING;
    }
    case 'search': {
      const ids = await searchFollowIds(app, target.value, target.filters);
      return ids.length === 0 ? NOTHING : sql`${videos.id} = ANY(${sql.param(ids)}::bigint[])`;
    }
  }
}

/** A saved search's best matches, as the browse list finds them with its text and filters. */
export async function searchFollowIds(
  app: FastifyInstance,
  text: string,
  filters: ReadFollow['target']['filters'],
): Promise<number[]> {
  const query: VideoListQuery = {
    page: 1,
    limit: SEARCH_FOLLOW_MATCHES,
    search: text,
    topic: filters.topics ?? [],
    format: filters.format,
    concept: filters.concept,
    element: filters.element,
    accountType: filters.accountType,
    platform: filters.platform as VideoListQuery['platform'],
    view: filters.view,
    tag: undefined,
    sort: undefined,
  };
  try {
    return await searchMatchIds(app, query, 'full', SEARCH_FOLLOW_MATCHES);
  } catch (error) {
    // A search whose view was removed since it was followed finds nothing, as its list would answer 404.
    if (error instanceof AppError && error.code === 'view_not_found') return [];
    throw error;
  }
}
