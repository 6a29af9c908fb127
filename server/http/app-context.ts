import type { Auth } from '../auth/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { CountCache } from '../videos/count-cache';
import type { LibraryChanges } from '../videos/library-changes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    counts: CountCache;
    libraryChanges: LibraryChanges;
    /** better-auth: sessions and sign-in codes (server/auth). */
    auth: Auth;
  }
}
