import './http/app-context';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { eventRoutes } from './analytics/event-routes';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { healthRoutes } from './health/health-routes';
import { registerErrorHandler } from './http/error-handler';
import { registerResponseCache } from './http/response-cache';
import { registerStaticFiles, WEB_DIST_DIR } from './http/static-files';
import { importRoutes } from './library-import/import-routes';
import { taxonomyRoutes } from './taxonomies/taxonomy-routes';
import { CountCache } from './videos/count-cache';
import { LibraryChanges } from './videos/library-changes';
import { publicVideoRoutes } from './videos/public-video-routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; tests point it at a folder of their own. Default: dist/web. */
  webDistDir?: string;
}

/** Third parties the web app embeds (spec 000 §7: Instagram and TikTok embed scripts). */
const EMBED_ORIGINS = [
  'https://www.instagram.com',
  'https://*.instagram.com',
  'https://*.cdninstagram.com',
  'https://www.tiktok.com',
  'https://*.tiktok.com',
  'https://*.tiktokcdn.com',
  'https://*.ttwstatic.com',
];

/**
 * Builds the whole application as one Fastify instance — the server listens on it, tests inject into it.
 * Order: external plugins, app context, then routes under /api, then the web app.
 */
export async function buildApp({ config, database, logger, webDistDir = WEB_DIST_DIR }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: true,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...EMBED_ORIGINS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        frameSrc: ["'self'", ...EMBED_ORIGINS],
        connectSrc: ["'self'", ...EMBED_ORIGINS],
        fontSrc: ["'self'", 'data:'],
      },
    },
    // Embedded players come from other origins.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });

  const libraryChanges = new LibraryChanges(database.url);
  await libraryChanges.listen();
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('libraryChanges', libraryChanges);
  app.decorate('counts', new CountCache(libraryChanges));
  app.addHook('onClose', () => libraryChanges.close());
  registerResponseCache(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hookshelf API',
        version: '1.0.0',
        description:
          'The Hookshelf library of analysed short-form videos. Public reads need no sign-in; errors are `{success:false, error, code}`.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(publicVideoRoutes);
      await api.register(taxonomyRoutes);
      await api.register(importRoutes);
      await api.register(eventRoutes);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(apiReference, {
        routePrefix: '/',
        configuration: { url: '/api/openapi.json', pageTitle: 'Hookshelf API reference' },
        // The reference page runs its own bundled script and inline styles.
        hooks: {
          onRequest: async (_request, reply) => {
            reply.header(
              'content-security-policy',
              "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'",
            );
          },
        },
      });
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, { dataDir: config.dataDir, webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
