import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSignedInRenderedPage } from '../../shared/contracts/page-queries';
import { isPageRoute, PAGE_ROUTE_PATTERNS } from '../../shared/domain/page-routes';
import { asPublicRoutes } from '../auth/access';
import { errors } from '../errors';
import { cachedText, NOINDEX_TAG, withHeadTags } from '../http/index-html';
import {
  sourceImagesDir,
  THUMBNAIL_VARIANTS_PATH,
  variantImagesDir,
} from '../library-import/thumbnail-files';
import { carriesSession, createPageRenderer } from './page-render';
import { sharedBriefPageRoute } from './shared-brief-page-route';
import { sharedSwipefilePageRoute } from './shared-swipefile-page-route';
import { taxonomyPageHandler } from './taxonomy-alias-redirect';
import { videoPageRoute } from './video-page-route';
import { viewPageRoute } from './view-page-route';

/** Pages with a route of their own, which writes their head tags and status. */
const OWN_ROUTES = new Set([
  '/v/:id',
  '/shared/swipefiles/:token',
  '/public/swipefiles/:slug',
  '/shared/briefs/:token',
  '/public/briefs/:slug',
  '/views/:slug',
]);

/** Where the built web app lives (vite build output). */
export const WEB_DIST_DIR = path.resolve('dist/web');

export interface PageRoutesOptions {
  dataDir: string;
  /** The built web app (default WEB_DIST_DIR). */
  webDistDir: string;
  /** Serve the build's `.map` files (SERVE_SOURCE_MAPS); otherwise they answer 404. */
  serveSourceMaps: boolean;
}

/**
 * Serves thumbnail sources at /images/analyzer/{filename}, their converted variants at /images/derived/, and
 * the built web app with history fallback: a GET of one of the web app's routes (shared/domain/page-routes.ts)
 * gets index.html, server-rendered for a signed-out visitor where server/pages/page-render.ts can, and the
 * app's router takes over; any other page path gets index.html with 404 and noindex. /v/{id} and the
 * shared and public swipefile pages get their title and link-preview tags too.
 */
export async function registerPageRoutes(
  app: FastifyInstance,
  { dataDir, webDistDir, serveSourceMaps }: PageRoutesOptions,
): Promise<void> {
  const imagesDir = sourceImagesDir(dataDir);
  const variantsDir = variantImagesDir(dataDir);
  fs.mkdirSync(imagesDir, { recursive: true });
  fs.mkdirSync(variantsDir, { recursive: true });
  // Thumbnails and the web app's files are public; the plugin registers their routes itself.
  await asPublicRoutes(app, async () => {
    await app.register(fastifyStatic, {
      root: imagesDir,
      prefix: '/images/analyzer/',
      decorateReply: false,
      maxAge: '1d',
    });
    // A variant's name is the hash of its bytes' source, width and format: it never changes, so it is cached for good.
    await app.register(fastifyStatic, {
      root: variantsDir,
      prefix: THUMBNAIL_VARIANTS_PATH,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  });

  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebBuild = fs.existsSync(indexFile);
  const renderPage = createPageRenderer(app, { webDistDir });
  if (hasWebBuild) {
    await app.register(videoPageRoute, { indexFile, renderPage });
    await app.register(sharedSwipefilePageRoute, { indexFile, renderPage });
    await app.register(sharedBriefPageRoute, { indexFile, renderPage });
    await app.register(viewPageRoute, { indexFile, renderPage });
    await asPublicRoutes(app, () =>
      app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        allowedPath: (pathName) => serveSourceMaps || !pathName.endsWith('.map'),
        setHeaders: (reply, filePath) => {
          // Hashed build assets never change; everything else is revalidated.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
  }

  const readIndex = cachedText(indexFile);
  /** One of the web app's pages: rendered for a visitor, the shell otherwise (server/pages/page-render.ts). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await renderPage(request, { template: await readIndex(), status: 200 });
    const cacheControl = carriesSession(app, request) ? 'private, no-store' : 'no-cache';
    return reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(html);
  };
  if (hasWebBuild) {
    // The web app's pages as routes of their own (/v/{id} has its own above), so their answers go through
    // the route hooks — compression above all: a rendered list is a quarter of a megabyte of HTML. Other
    // spellings the web app accepts (a trailing slash, capitals) reach the not-found handler below.
    for (const pattern of PAGE_ROUTE_PATTERNS.filter((p) => !OWN_ROUTES.has(p))) {
      const handler = taxonomyPageHandler(app, pattern, sendPage) ?? sendPage;
      // A screen drawn for a signed-in user needs the viewer behind the cookie (auth/access.ts finds it).
      const identifyViewer = isSignedInRenderedPage(pattern);
      app.get(pattern, { config: { access: 'public', identifyViewer }, schema: { hide: true } }, handler);
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/images/') &&
      !path.extname(pathname);
    if (isPage && hasWebBuild) {
      if (isPageRoute(pathname)) return sendPage(request, reply);
      // An unknown page path answers 404 with the web app, which shows its not-found handling (docs/product/routes.md#unknown-addresses:
      // it sends the reader to `/`). Not a 308 to `/`: a redirect would tell crawlers and link checkers
      // that the path moved to the landing page (a soft 404), and would drop the URL the reader typed.
      const html = await renderPage(request, {
        template: withHeadTags(await readIndex(), [NOINDEX_TAG]),
        status: 404,
      });
      return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    const error = errors.notFound(`Not found: ${request.method} ${pathname}`);
    return reply.code(error.statusCode).send(error.toBody());
  });
}
