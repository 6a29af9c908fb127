import type { VideoListQuery } from '../../shared/contracts/video-query';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { withAliasTargets } from '../taxonomies/taxonomy-aliases';
import { findViewTags } from '../views/view-repository';
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
