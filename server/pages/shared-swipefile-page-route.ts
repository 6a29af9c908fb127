import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SWIPEFILE_LIMITS } from '../../shared/contracts/swipefiles';
import { cachedText } from '../http/index-html';
import { readSharedSwipefilePage } from '../swipefiles/shared-swipefile-page';
import type { SharedAddress } from '../swipefiles/shared-swipefile-repository';
import { sharedSwipefileHeadTags, withPageHead } from './page-meta';
import type { PageRenderer } from './page-render';

export interface SharedSwipefilePageRouteOptions {
  /** The web app's index.html. */
  indexFile: string;
  /** Fills in the page (page-render.ts): drawn for a visitor, the shell otherwise. */
  renderPage: PageRenderer;
}

/** Longer than any token or slug (the API's params say 200): answered as a dead link, not a 400. */
const KEY_MAX = 200;

/**
 * GET /shared/swipefiles/{token} and /public/swipefiles/{slug} (issue 15, docs/decisions/0018-shared-links.md): the web app
 * with the swipefile's title and link-preview tags in its head, for signed-in readers too (a pasted link
 * previews the same for everyone); drawn by the server for a visitor. A dead or unknown token or slug
 * answers 404 with noindex, and the web app says 'This link is no longer active'. `no-store`: the owner
 * may turn the link off at any moment, and no browser or proxy may keep showing it.
 */
export const sharedSwipefilePageRoute: FastifyPluginAsyncZod<SharedSwipefilePageRouteOptions> = async (
  app,
  options,
) => {
  const readTemplate = cachedText(options.indexFile);
  const routes: [string, (key: string) => SharedAddress][] = [
    ['/shared/swipefiles/:key', (token) => ({ by: 'token', token })],
    ['/public/swipefiles/:key', (slug) => ({ by: 'slug', slug })],
  ];
  for (const [pattern, addressOf] of routes) {
    app.get(
      pattern,
      { config: { access: 'public' }, schema: { hide: true, params: z.object({ key: z.string() }) } },
      async (request, reply) => {
        const { key } = request.params;
        const page =
          key.length > KEY_MAX
            ? null
            : await readSharedSwipefilePage(app.db, addressOf(key), {
                page: 1,
                limit: SWIPEFILE_LIMITS.savedVideosPageSize,
              });
        const pathname = new URL(request.url, 'http://page.local').pathname;
        const tags = sharedSwipefileHeadTags(
          page,
          `${app.config.publicUrl}${pathname}`,
          app.config.publicUrl,
        );
        const status = page ? 200 : 404;
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
