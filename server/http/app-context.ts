import type { Auth } from '../auth/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { VideoSearch } from '../search/video-search';
import type { BrowseOrders } from '../videos/browse-orders';
import type { CountCache } from '../videos/count-cache';
import type { LibraryChanges } from '../videos/library-changes';
import type { PresentedVideos } from '../videos/presented-videos';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    counts: CountCache;
    presentedVideos: PresentedVideos;
    /** Browse pages from memory: each sort's order and each filter set, per library generation. */
    browseOrders: BrowseOrders;
    libraryChanges: LibraryChanges;
    /** The search index and its ranking (issue 17, server/search). */
    videoSearch: VideoSearch;
    /** better-auth: sessions and sign-in codes (server/auth). */
    auth: Auth;
  }
}
