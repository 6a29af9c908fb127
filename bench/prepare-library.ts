import pg from 'pg';
import { progressBar } from '../server/cli/progress-bar';
import { type Database, migrateDatabase } from '../server/db/database';
import { seedBenchLibrary } from './library/generate-library';

export interface PreparedLibrary {
  /** PostgreSQL's `server_version`. */
  postgresVersion: string;
  seedSeconds: number;
}

/**
 * Migrates the bench database, seeds `count` videos and leaves it as a settled library would be
 * (vacuumed, analysed, checkpointed), so the load that follows measures reads and not the seed's wake.
 */
export async function prepareLibrary(
  database: Database,
  adminUrl: string,
  count: number,
  log: (message: string) => void,
): Promise<PreparedLibrary> {
  await migrateDatabase(database);
  const { rows } = await database.pool.query<{ server_version: string }>('SHOW server_version');
  const started = performance.now();
  const seeded = await seedBenchLibrary(database.db, count, progressBar('seeding'));
  const seedSeconds = (performance.now() - started) / 1000;
  log(`seeded ${seeded.inserted + seeded.updated + seeded.unchanged} videos in ${seedSeconds.toFixed(1)} s`);
  if (seeded.rejected.length > 0) throw new Error(`the seed rejected ${seeded.rejected.length} records`);
  // Autovacuum would do this within a minute of a bulk import; doing it now keeps it out of the
  // measurements and gives the planner the statistics a settled library has.
  await database.pool.query('VACUUM (ANALYZE) videos, topics, concepts, elements, formats, account_types');
  // Flushes the seed's dirty pages now rather than in a checkpoint during the load. It needs
  // superuser or pg_checkpoint, which a BENCH_DATABASE_URL role may lack; the bench runs on without.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin
    .connect()
    .then(() => admin.query('CHECKPOINT'))
    .catch(() => log('could not CHECKPOINT; a checkpoint may land mid-load'))
    .finally(() => admin.end().catch(() => {}));
  return { postgresVersion: rows[0]?.server_version ?? 'unknown', seedSeconds };
}
