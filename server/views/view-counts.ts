import type { FastifyInstance } from 'fastify';
import { videoListQuerySchema } from '../../shared/contracts/video-query';
import type { View } from '../../shared/contracts/views';
import { isViewSlug } from '../../shared/domain/view-rules';
import { resolveVideoFilters } from '../videos/video-filters';
import { countListedVideos } from '../videos/video-repository';
import { presentView } from './view-presenter';
import { findViewBySlug, type ViewRow } from './view-repository';

/**
 * How many videos `/views/{slug}` lists right now. The view's first browse page asks for exactly
 * `?view={slug}`, so the same parsed query resolves to the same filters and the same count-cache entry:
 * the figure on the admin screen is the page's total, and after the first read it costs no query until
 * the library changes.
 */
export async function countViewVideos(app: FastifyInstance, slug: string): Promise<number> {
  const filters = await resolveVideoFilters(app.db, videoListQuerySchema.parse({ view: slug }));
  return countListedVideos(app.db, app.counts, filters, 'public');
}

/** A view as the API answers it, with its video count. */
export async function presentViewWithCount(app: FastifyInstance, row: ViewRow): Promise<View> {
  return presentView(row, await countViewVideos(app, row.slug));
}

/** One view by slug as the API answers it (the call, the page's head and its server render), or null. */
export async function readPublicView(app: FastifyInstance, slug: string): Promise<View | null> {
  // No stored slug breaks the rule, so anything else (a NUL byte, 300 characters) is answered unread.
  if (!isViewSlug(slug)) return null;
  const row = await findViewBySlug(app.db, slug);
  return row ? presentViewWithCount(app, row) : null;
}
