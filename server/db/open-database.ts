import type { AppConfig } from '../config';
import type { OwnerRole } from './data-dir-owner';
import { connectDatabase, type Database, migrateDatabase } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';
import { completeOutlierScores } from './outlier-scores';

export interface OpenedDatabase {
  database: Database;
  /** Closes the pool and stops the embedded server if this process started it. */
  shutdown(): Promise<void>;
}

/**
 * Connects to DATABASE_URL when set, otherwise to the embedded server in DATA_DIR/pg (started if needed),
 * brings the schema up to date, and works out the outlier scores still missing (all of them after the
 * migration that added them; an import stopped before its scores).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  role: OwnerRole,
  log: (message: string) => void,
): Promise<OpenedDatabase> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, { role, log });
  const url = config.databaseUrl ?? embedded?.url ?? '';
  try {
    // On a connection of its own: a migration may run longer than the serving pool lets a statement run.
    const migrator = connectDatabase(url, { max: 1, longRunning: true });
    await migrateDatabase(migrator)
      .then(async () => {
        const scored = await completeOutlierScores(migrator.db);
        if (scored > 0) log(`worked out the outlier scores of ${scored} videos`);
      })
      .finally(() => migrator.close());
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const database = connectDatabase(url, { max: 20, longRunning: role === 'cli' });
  return {
    database,
    shutdown: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
