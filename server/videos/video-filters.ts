import type { VideoListQuery } from '../../shared/contracts/video-query';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { findViewTags } from '../views/view-repository';
import type { VideoFilters } from './video-repository';

/** Turns a validated list query into filters, resolving a view slug to its tags (DECISIONS.md 6). */
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
  if (query.view) {
    const tags = await findViewTags(db, query.view);
    if (!tags) throw errors.viewNotFound(query.view);
    filters.anyTags = tags;
  }
  return filters;
}
