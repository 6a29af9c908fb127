import type { Auth } from './auth/auth';
import type { ViewerCache } from './auth/viewer-cache';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { LibraryChanges } from './db/library-changes';
import type { DigestJob } from './digests/digest-job';
import type { FollowSets } from './feed/follow-sets';
import type { ForYouAhead } from './feed/for-you-ahead';
import type { ForYouFeed } from './feed/for-you-feed';
import type { TrendingFeed } from './feed/trending-feed';
import type { ResolvedTargets } from './follows/resolved-targets';
import type { VideoSearch } from './search/video-search';
import type { BrowseOrders } from './videos/browse-orders';
import type { CountCache } from './videos/count-cache';
import type { PresentedVideos } from './videos/presented-videos';
import type { PresentedWarming } from './videos/presented-warming';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    counts: CountCache;
    presentedVideos: PresentedVideos;
    /** Fills the visitors' presented-video cache with the library at start and after changes. */
    presentedWarming: PresentedWarming;
    /** Browse pages from memory: each sort's order and each filter set, per library generation. */
    browseOrders: BrowseOrders;
    libraryChanges: LibraryChanges;
    /** The videos each follow matches, per library generation (the Feed, server/feed). */
    followSets: FollowSets;
    /** Each user's For you list, per library and vector state (the Feed's tab and the digests' picks). */
    forYou: ForYouFeed;
    /** Works out For you lists before their users ask, from for_you_pending. */
    forYouAhead: ForYouAhead;
    /** The Trending tab's window of outliers, per library generation. */
    trending: TrendingFeed;
    /** What stored follows stand for now, per library generation (server/follows). */
    followTargets: ResolvedTargets;
    /** The search index and its ranking (issue 17, server/search). */
    videoSearch: VideoSearch;
    /** better-auth: sessions and sign-in codes (server/auth). */
    auth: Auth;
    /** The signed-in callers kept between requests (server/auth/viewer-cache.ts). */
    viewers: ViewerCache;
    /** The e-mail digests' run and scheduler (server/digests). */
    digests: DigestJob;
  }
}
