import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedText } from '../http/index-html';
import { presentPublicVideo } from '../videos/video-presenter';
import { findVideo } from '../videos/video-repository';
import type { PageRenderer } from './page-render';
import { NOT_FOUND_META, renderVideoPageHtml, type VideoPageMeta, videoPageMeta } from './video-page-meta';

export interface VideoPageRouteOptions {
  /** The web app's index.html. */
  indexFile: string;
  /** Fills in the page (server/pages/page-render.ts): rendered for a visitor, the shell otherwise. */
  renderPage: PageRenderer;
}

// Ids the API accepts: positive whole numbers within the safe integer range.
const VIDEO_ID = /^[1-9]\d{0,14}$/;

/**
 * GET /v/{id}: the web app's index.html with the video's title, description and Open Graph tags in it,
 * so a shared permalink shows a preview (docs/product/video-detail.md#copy-link), a canonical link and VideoObject JSON-LD. A missing
 * or malformed id answers 404 with noindex, and the web app itself says 'Video Not Found'. One primary-key
 * read; the template is cached until the build changes.
 */
export const videoPageRoute: FastifyPluginAsyncZod<VideoPageRouteOptions> = async (app, options) => {
  const readTemplate = cachedText(options.indexFile);

  app.get(
    '/v/:id',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const template = await readTemplate();
      const meta = await metaFor(request.params.id).catch((error: unknown) => {
        // The page still works without the preview tags; the web app loads the video itself.
        request.log.warn({ err: error }, 'video page meta unavailable');
        return null;
      });
      const status = meta && !meta.found ? 404 : 200;
      const page = meta ? renderVideoPageHtml(template, meta) : template;
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await options.renderPage(request, { template: page, status }));
    },
  );

  async function metaFor(id: string): Promise<VideoPageMeta> {
    if (!VIDEO_ID.test(id)) return NOT_FOUND_META;
    const row = await findVideo(app.db, Number(id), 'public');
    if (!row) return NOT_FOUND_META;
    const video = presentPublicVideo(row);
    return videoPageMeta(video, app.config.publicUrl);
  }
};
