import { eq } from 'drizzle-orm';
import type { VideoListQuery } from '../../shared/contracts/video-query';
import { splitTagFilter } from '../../shared/domain/view-rules';
import type { Db } from '../db/database';
import { views } from '../db/schema';
import { errors } from '../errors';
import { withAliasTargets } from '../taxonomies/taxonomy-aliases';
import type { VideoFilters } from './video-repository';

/**
 * Turns a validated list query into filters, resolving a view slug to its tags (docs/decisions/0006-views.md). A tag
 * (of `tag` or of a view) that names a merged or renamed taxonomy entry also matches the entry it went
 * into, so old links and views keep finding the videos (docs/decisions/0020-taxonomy-editing.md).
 */
export async function resolveVideoFilters(db: Db, query: VideoListQuery): Promise<VideoFilters> {
  const filters: VideoFilters = {
    platform: query.platform,
    format: query.format,
    concept: query.concept,
    element: query.element,
    accountType: query.accountType,
    topics: query.topic,
    tag: query.tag,
    search: query.search,
  };
  if (query.tag) {
    const names = await withAliasTargets(db, [query.tag]);
    if (names.length > 1) {
      filters.tag = undefined;
      filters.tagOrSuccessors = names;
    }
  }
  if (query.view) {
    const tags = await findViewTags(db, query.view);
    if (!tags) throw errors.viewNotFound(query.view);
    filters.anyTags = await withAliasTargets(db, tags);
  }
  return filters;
}

/**
 * The tags a view slug stands for (docs/decisions/0006-views.md), or null when no view has the slug. A view
 * is a saved filter over videos, so reading it as one lives here; views/ owns creating and changing them.
 */
export async function findViewTags(db: Db, slug: string): Promise<string[] | null> {
  const [row] = await db
    .select({ tagFilter: views.tagFilter })
    .from(views)
    .where(eq(views.slug, slug))
    .limit(1);
  return row ? splitTagFilter(row.tagFilter) : null;
}
