import type { FastifyInstance } from 'fastify';
import { videoListQuerySchema } from '../../shared/contracts/video-query';
import { resolveVideoFilters } from '../videos/video-filters';
import { countListedVideos } from '../videos/video-repository';

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
