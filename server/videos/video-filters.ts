import { eq } from 'drizzle-orm';
import type { VideoListQuery } from '../../shared/contracts/video-query';
import type { Db } from '../db/database';
import { views } from '../db/schema';
import { errors } from '../errors';
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
    const [view] = await db
      .select({ tagFilter: views.tagFilter })
      .from(views)
      .where(eq(views.slug, query.view));
    if (!view) throw errors.viewNotFound(query.view);
    filters.anyTags = view.tagFilter
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  }
  return filters;
}
