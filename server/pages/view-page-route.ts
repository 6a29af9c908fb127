import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../shared/domain/paths';
import { cachedText } from '../http/index-html';
import { readPublicView } from '../views/view-counts';
import { withPageHead } from './page-meta';
import type { PageRenderer } from './page-render';
import { viewHeadTags } from './view-page-meta';

export interface ViewPageRouteOptions {
  /** The web app's index.html. */
  indexFile: string;
  /** Fills in the page (page-render.ts): drawn for a visitor, the shell otherwise. */
  renderPage: PageRenderer;
}

/**
 * GET /views/{slug} (docs/decisions/0006-views.md): the web app with the view's title, description, canonical address
 * and link-preview tags in its head; drawn by the server for a visitor. An unknown slug answers 404 with
 * noindex, and the page draws its not-found state (its query's answer says it, page-data.ts).
 */
export const viewPageRoute: FastifyPluginAsyncZod<ViewPageRouteOptions> = async (app, options) => {
  const readTemplate = cachedText(options.indexFile);
  app.get(
    '/views/:slug',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      const { slug } = request.params;
      const view = await readPublicView(app, slug);
      const tags = viewHeadTags(view, new URL(paths.view(slug), app.config.publicUrl).href);
      const status = view ? 200 : 404;
      const html = await options.renderPage(request, {
        template: withPageHead(await readTemplate(), tags),
        status,
        drawNotFound: true,
      });
      return (
        reply
          .code(status)
          // An admin may change or delete the view at any moment: browsers ask again, cheaply.
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html)
      );
    },
  );
};
