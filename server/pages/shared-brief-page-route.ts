import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citedVideoCards, presentSharedBrief } from '../briefs/brief-presenter';
import { findSharedBrief } from '../briefs/brief-repository';
import { cachedText } from '../http/index-html';
import { sharedBriefHeadTags, withPageHead } from './page-meta';
import type { PageRenderer } from './page-render';

export interface SharedBriefPageRouteOptions {
  /** The web app's index.html. */
  indexFile: string;
  /** Fills in the page (page-render.ts). */
  renderPage: PageRenderer;
}

/**
 * GET /shared/briefs/{token} and /public/briefs/{slug} (issue 34): the brief drawn by the server for a
 * visitor (page-data.ts), with its title and link-preview tags in its head, as a shared swipefile's page is (shared-swipefile-page-route.ts). A link-only
 * brief is noindex, a public one canonical (and in the sitemap); a dead or unknown address answers 404 with
 * noindex, and the web app says 'This link is no longer active'. `no-store`: sharing may stop at any moment.
 */
export const sharedBriefPageRoute: FastifyPluginAsyncZod<SharedBriefPageRouteOptions> = async (
  app,
  options,
) => {
  const readTemplate = cachedText(options.indexFile);
  const routes: [string, (key: string) => { token: string } | { slug: string }][] = [
    ['/shared/briefs/:key', (token) => ({ token })],
    ['/public/briefs/:key', (slug) => ({ slug })],
  ];
  for (const [pattern, addressOf] of routes) {
    app.get(
      pattern,
      { config: { access: 'public' }, schema: { hide: true, params: z.object({ key: z.string() }) } },
      async (request, reply) => {
        const row = await findSharedBrief(app.db, addressOf(request.params.key));
        const brief = row ? presentSharedBrief(row, await citedVideoCards(app.db, row), row.ownerName) : null;
        const pathname = new URL(request.url, 'http://page.local').pathname;
        const tags = sharedBriefHeadTags(brief, `${app.config.publicUrl}${pathname}`, app.config.publicUrl);
        const status = brief ? 200 : 404;
        const html = await options.renderPage(request, {
          template: withPageHead(await readTemplate(), tags),
          status,
          // 'This link is no longer active' is drawn too: the page's query answer says it (page-data.ts).
          drawNotFound: true,
        });
        return reply
          .code(status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
  }
};
