import './app-context';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics/analytics-routes';
import { registerEventMaintenance } from './analytics/event-retention';
import { eventRoutes } from './analytics/event-routes';
import { auditRoutes } from './audit/audit-routes';
import { asPublicRoutes, registerAccessControl } from './auth/access';
import { createAuth, sessionCookieName, signInCodeHasher } from './auth/auth';
import { authRoutes } from './auth/auth-routes';
import { resolveAuthSecret } from './auth/auth-secret';
import { codeRequestMark } from './auth/code-request-cookie';
import type { SignInLimits } from './auth/sign-in-limits';
import type { PendingInvitations } from './auth/sign-up-policy';
import { ViewerCache } from './auth/viewer-cache';
import { botAdminRoutes } from './bot/bot-admin-routes';
import { chatRoutes } from './bot/chat-routes';
import { createChatService } from './bot/chat-service';
import { type ChatOverrides, chatParts } from './bot/chat-wiring';
import { briefCollaboratorRoutes } from './briefs/brief-collaborator-routes';
import { acceptBriefInvitations, hasBriefInvitation } from './briefs/brief-collaborators';
import { briefExportRoutes } from './briefs/brief-export-routes';
import { briefRoutes } from './briefs/brief-routes';
import { sharedBriefRoutes } from './briefs/shared-brief-routes';
import { commentRoutes } from './comments/comment-routes';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { EMBEDDINGS_CHANNEL, LibraryChanges, VIEWERS_CHANNEL } from './db/library-changes';
import { DigestJob } from './digests/digest-job';
import { digestRoutes } from './digests/digest-routes';
import { unsubscribeRoutes } from './digests/unsubscribe-routes';
import { createEmbeddingProvider } from './embeddings/create-provider';
import { EmbeddingJobRunner } from './embeddings/embedding-job';
import type { EmbeddingProvider } from './embeddings/embedding-provider';
import { embeddingRoutes } from './embeddings/embedding-routes';
import { feedRoutes } from './feed/feed-routes';
import { FollowSets } from './feed/follow-sets';
import { ForYouAhead, type ForYouAheadOptions } from './feed/for-you-ahead';
import { ForYouFeed } from './feed/for-you-feed';
import { TrendingFeed } from './feed/trending-feed';
import { followRoutes } from './follows/follow-routes';
import { ResolvedTargets } from './follows/resolved-targets';
import { healthRoutes } from './health/health-routes';
import { brotliParams } from './http/brotli';
import { registerErrorHandler } from './http/error-handler';
import { openApiOptions } from './http/openapi-document';
import { registerPrivateAnswers } from './http/private-answers';
import { registerResponseCache } from './http/response-cache';
import { registerUnreadBodyDrain } from './http/unread-body-drain';
import { importRoutes } from './library-import/import-routes';
import { createMailer } from './mail/mailer';
import { NotificationFanout, type NotificationFanoutOptions } from './notifications/notification-fanout';
import { notificationRoutes } from './notifications/notification-routes';
import { registerPageRoutes, WEB_DIST_DIR } from './pages/page-routes';
import { registerCounterSweep } from './rate-limits/counter-sweep';
import { SearchIndex } from './search/search-index';
import { VideoSearch } from './search/video-search';
import { sitemapRoutes } from './sitemaps/sitemap-routes';
import { acceptInvitations, hasInvitation } from './swipefiles/collaborator-repository';
import { collaboratorRoutes } from './swipefiles/collaborator-routes';
import { newShareRoutes } from './swipefiles/new-shares-routes';
import { savedVideoRoutes } from './swipefiles/saved-video-routes';
import { sharedSwipefileRoutes } from './swipefiles/shared-swipefile-routes';
import { swipefileRoutes } from './swipefiles/swipefile-routes';
import { taxonomyAdminRoutes } from './taxonomies/taxonomy-admin-routes';
import { taxonomyRoutes } from './taxonomies/taxonomy-routes';
import { userRoutes } from './users/user-routes';
import { BrowseOrders } from './videos/browse-orders';
import { CountCache } from './videos/count-cache';
import { FilterSets } from './videos/filter-sets';
import { PresentedVideos } from './videos/presented-videos';
import { PresentedWarming } from './videos/presented-warming';
import { publicVideoRoutes } from './videos/public-video-routes';
import { signedInVideoRoutes } from './videos/signed-in-video-routes';
import { viewRoutes } from './views/view-routes';
import { closeBriefPdfWorker } from './workers/brief-pdf';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; tests point it at a folder of their own. Default: dist/web. */
  webDistDir?: string;
  /** Sign-in rate limits other than the defaults (tests reach a limit in a few calls). */
  signInLimits?: Partial<SignInLimits>;
  /** false: no response cache, so `npm run bench` can measure what a cache miss costs. Default: on. */
  responseCache?: boolean;
  /** Videos per sitemap other than VIDEOS_PER_SITEMAP (tests see paging with a few videos). */
  videosPerSitemap?: number;
  /**
   * What turns text into vectors; null: embeddings off. Default: the one config.embeddings names
   * (create-provider.ts); tests pass a test provider.
   */
  embeddingProvider?: EmbeddingProvider | null;
  /** The embedding job's timing other than the defaults (tests), and `automatic: false` for no automatic runs. */
  embeddingJob?: { automatic?: boolean; pageSize?: number; debounceMs?: number };
  /**
   * When the search index reads the library: before the app is ready (tests, small libraries: the first
   * search is already ranked) or after it listens (a large library must not hold up start-up).
   */
  searchIndexLoad?: 'before-ready' | 'after-listen';
  /** Chat parts other than chat-wiring.ts's (tests: a scripted model, a short model time-out). */
  chat?: ChatOverrides;
  /**
   * The digest run's timing other than the defaults (tests), and `automatic: false` for no scheduled runs
   * (the command line, tests that run digests themselves).
   */
  digestJob?: { automatic?: boolean; checkMs?: number; firstCheckMs?: number; leaseMs?: number };
  /** The notifications' fan-out timing other than the defaults (tests: a lease that lapses sooner). */
  notificationFanout?: NotificationFanoutOptions;
  /** For you lists worked out ahead (server/feed/for-you-ahead.ts). */
  forYouAhead?: ForYouAheadOptions;
}

/**
 * The scripts the web app loads from elsewhere: the two embed scripts (web/src/.../embed-scripts.ts),
 * and nothing else. They draw the players in iframes from the origins below, whose own scripts run there.
 */
const EMBED_SCRIPT_ORIGINS = ['https://www.instagram.com', 'https://www.tiktok.com'];

/** Third parties the embedded players come from (docs/product/calls.md#conventions: Instagram and TikTok embeds). */
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
export async function buildApp({
  config,
  database,
  logger,
  webDistDir = WEB_DIST_DIR,
  signInLimits,
  videosPerSitemap,
  responseCache = true,
  embeddingProvider: givenProvider,
  embeddingJob = {},
  searchIndexLoad = 'after-listen',
  chat,
  digestJob = {},
  notificationFanout,
  forYouAhead,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerUnreadBodyDrain(app);

  const mailer = createMailer(config);
  const secret = await resolveAuthSecret(config);
  // Sign-in turns swipefile and brief invitations into access: swipefiles/ and briefs/ keep them, auth is
  // handed the two calls.
  const invitations: PendingInvitations = {
    existFor: async (email) =>
      (await hasInvitation(database.db, email)) || (await hasBriefInvitation(database.db, email)),
    accept: async (userId) => {
      await acceptInvitations(database.db, userId);
      await acceptBriefInvitations(database.db, userId);
    },
  };
  const auth = createAuth({
    config,
    db: database.db,
    secret,
    mailer,
    invitations,
    log: app.log,
  });
  app.decorate('auth', auth);
  app.addHook('onClose', async () => mailer?.close());
  // The callers kept between requests, dropped whenever a session, user or tier changes anywhere.
  const viewerChanges = new LibraryChanges(database.url, VIEWERS_CHANNEL);
  await viewerChanges.listen();
  const viewers = new ViewerCache(viewerChanges);
  app.decorate('viewers', viewers);
  app.addHook('onClose', () => viewers.close());
  // Before any route and before the response cache: nothing is answered before access is decided.
  registerAccessControl(app, auth, viewers);

  // Over plain http (a local install) HSTS and upgrade-insecure-requests would break the site.
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...EMBED_SCRIPT_ORIGINS],
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
  await app.register(compress, { threshold: 1024, brotliOptions: { params: brotliParams(4) } });

  const libraryChanges = new LibraryChanges(database.url);
  await libraryChanges.listen();
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('libraryChanges', libraryChanges);
  app.decorate('counts', new CountCache(libraryChanges));
  const presentedVideos = new PresentedVideos(database.db, libraryChanges);
  app.decorate('presentedVideos', presentedVideos);
  const filterSets = new FilterSets(database.db, libraryChanges);
  const browseOrders = new BrowseOrders(database.db, libraryChanges, filterSets);
  app.decorate('browseOrders', browseOrders);
  const presentedWarming = new PresentedWarming(presentedVideos, browseOrders, libraryChanges, app.log);
  app.decorate('presentedWarming', presentedWarming);
  // After listen: the first requests are not held up; they are served between its reads.
  app.addHook('onListen', async () => presentedWarming.start());
  app.addHook('onClose', () => presentedWarming.stop());
  app.addHook('onClose', () => libraryChanges.close());
  registerPrivateAnswers(app);
  if (responseCache) registerResponseCache(app);
  registerCounterSweep(app);
  registerEventMaintenance(app);

  const embeddingProvider =
    givenProvider === undefined ? createEmbeddingProvider(config.embeddings) : givenProvider;
  const embeddings = new EmbeddingJobRunner({
    db: database.db,
    provider: embeddingProvider,
    log: app.log,
    pageSize: embeddingJob.pageSize,
    debounceMs: embeddingJob.debounceMs,
  });
  // After listen, in the background: the first run must not hold up start-up or the first requests.
  if (embeddingJob.automatic !== false) app.addHook('onListen', async () => embeddings.watch(libraryChanges));

  const embeddingChanges = new LibraryChanges(database.url, EMBEDDINGS_CHANNEL);
  await embeddingChanges.listen();
  const searchIndex = new SearchIndex(database.db, embeddingProvider?.model ?? null, app.log);
  searchIndex.follow(libraryChanges, embeddingChanges);
  app.decorate(
    'videoSearch',
    new VideoSearch(database.db, searchIndex, embeddingProvider, libraryChanges, filterSets, browseOrders),
  );
  app.decorate('followTargets', new ResolvedTargets(database.db, libraryChanges));
  app.decorate('followSets', new FollowSets(app));
  app.decorate('forYou', new ForYouFeed(app));
  app.decorate('forYouAhead', new ForYouAhead(app, forYouAhead));
  // After listen, like the index it waits for; before the lists it works out are dropped.
  app.addHook('onListen', async () => app.forYouAhead.start());
  app.addHook('onClose', async () => {
    await app.forYouAhead.close();
    app.forYou.forget();
  });
  app.decorate('trending', new TrendingFeed(app));
  app.addHook('onClose', async () => {
    searchIndex.close();
    await embeddingChanges.close();
  });
  if (searchIndexLoad === 'before-ready') {
    await searchIndex.load();
  } else {
    // A large library takes seconds to read: searches use PostgreSQL full-text until it is in.
    app.addHook('onListen', async () => {
      searchIndex
        .load()
        .catch((error: unknown) => app.log.error({ err: error }, 'search index failed to load'));
    });
  }
  app.addHook('onClose', async () => {
    // The encoder's workers go first: a page in the middle of embedding would otherwise hold shutdown for
    // seconds on a busy machine (the run ends as interrupted and the next start resumes it).
    embeddings.beginStopping();
    await embeddingProvider?.close();
    await embeddings.close();
  });

  const digests = new DigestJob({
    app,
    mailer,
    secret,
    log: app.log,
    forYouPicks: (request) => app.forYou.picks(request),
    checkMs: digestJob.checkMs,
    firstCheckMs: digestJob.firstCheckMs,
    leaseMs: digestJob.leaseMs,
  });
  app.decorate('digests', digests);
  // After listen: an instance looks for due digests every few minutes; the lease lets one of them send.
  if (digestJob.automatic !== false) app.addHook('onListen', async () => digests.watch());
  app.addHook('onClose', () => digests.close());
  // The brief PDF worker starts on the first export; a later render after this starts a new one.
  app.addHook('onClose', () => closeBriefPdfWorker());
  // New videos matching follows become notifications in the one instance holding the fan-out's lease.
  const fanout = new NotificationFanout(app, notificationFanout);
  app.addHook('onReady', async () => fanout.start(libraryChanges));
  app.addHook('onClose', () => fanout.close());

  await app.register(swagger, openApiOptions(config, sessionCookieName(config)));

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        auth,
        invitations,
        hashCode: signInCodeHasher(secret),
        codeRequestMark: codeRequestMark(secret),
        limits: signInLimits,
      });
      await api.register(userRoutes);
      await api.register(publicVideoRoutes);
      await api.register(signedInVideoRoutes);
      await api.register(taxonomyRoutes);
      await api.register(importRoutes);
      await api.register(eventRoutes);
      await api.register(analyticsRoutes);
      await api.register(swipefileRoutes);
      await api.register(savedVideoRoutes);
      await api.register(collaboratorRoutes, { mailer });
      await api.register(newShareRoutes);
      await api.register(sharedSwipefileRoutes);
      await api.register(briefRoutes);
      await api.register(briefExportRoutes);
      await api.register(briefCollaboratorRoutes, { mailer });
      await api.register(sharedBriefRoutes);
      await api.register(commentRoutes, { mailer });
      await api.register(auditRoutes);
      await api.register(viewRoutes);
      await api.register(followRoutes);
      await api.register(feedRoutes);
      await api.register(digestRoutes);
      await api.register(notificationRoutes);
      await api.register(taxonomyAdminRoutes);
      await api.register(embeddingRoutes, { runner: embeddings });
      await api.register(chatRoutes, { service: createChatService(chatParts(app, chat)) });
      await api.register(botAdminRoutes);
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await asPublicRoutes(app, () =>
        api.register(apiReference, {
          routePrefix: '/',
          configuration: {
            url: '/api/openapi.json',
            pageTitle: 'Hookshelf API reference',
            // Its default fonts come from fonts.scalar.com, which our CSP (rightly) refuses.
            withDefaultFonts: false,
          },
          // The reference page runs its own bundled script and inline styles.
          hooks: {
            onRequest: async (_request, reply) => {
              reply.header(
                'content-security-policy',
                "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'",
              );
            },
          },
        }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(sitemapRoutes, { videosPerSitemap });
  await app.register(unsubscribeRoutes, { secret });
  await registerPageRoutes(app, {
    dataDir: config.dataDir,
    webDistDir,
    serveSourceMaps: config.serveSourceMaps,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
