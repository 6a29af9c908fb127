import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPageRoute } from '../../shared/domain/page-routes';
import { asPublicRoutes } from '../auth/access';
import { errors } from '../errors';
import {
  sourceImagesDir,
  THUMBNAIL_VARIANTS_PATH,
  variantImagesDir,
} from '../library-import/thumbnail-files';
import { videoPageRoute } from '../videos/video-page-route';
import { cachedText, NOINDEX_TAG, withHeadTags } from './index-html';

/** Where the built web app lives (vite build output). */
export const WEB_DIST_DIR = path.resolve('dist/web');

export interface StaticFilesOptions {
  dataDir: string;
  /** The built web app (default WEB_DIST_DIR). */
  webDistDir: string;
  /** Serve the build's `.map` files (SERVE_SOURCE_MAPS); otherwise they answer 404. */
  serveSourceMaps: boolean;
}

/**
 * Serves thumbnail sources at /images/analyzer/{filename}, their converted variants at /images/derived/ and the built web app with history fallback:
 * a GET of one of the web app's routes (shared/domain/page-routes.ts) gets index.html and the app's router
 * takes over; any other page path gets index.html with 404 and noindex. /v/{id} gets index.html with the
 * video's title and link-preview tags written in.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { dataDir, webDistDir, serveSourceMaps }: StaticFilesOptions,
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
  if (hasWebBuild) {
    await app.register(videoPageRoute, { indexFile });
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
      if (isPageRoute(pathname)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
      }
      // An unknown page path answers 404 with the web app, which shows its not-found handling (spec 001 §2:
      // it sends the reader to `/`). Not a 308 to `/`: a redirect would tell crawlers and link checkers
      // that the path moved to the landing page (a soft 404), and would drop the URL the reader typed.
      const html = withHeadTags(await readIndex(), [NOINDEX_TAG]);
      return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    const error = errors.notFound(`Not found: ${request.method} ${pathname}`);
    return reply.code(error.statusCode).send(error.toBody());
  });
}
