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
  }
}
