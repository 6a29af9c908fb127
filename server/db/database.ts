import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { releaseClientsOnFailedBegin } from './failed-begin';
import * as schema from './schema';

// PostgreSQL returns bigint (int8) as text; our counts and ids fit in a double, so read them as numbers.
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 4_815_162_342;
const MIN_SERVER_VERSION = 150000;

/**
 * The server cancels a statement running longer than this, so a request cannot hold a connection past the
 * web client's 30 s time-out (web/src/lib/api-client.ts) …
 */
export const STATEMENT_TIMEOUT_MS = 20_000;
/** … and the client stops waiting a little later, when the server cannot even say so (a dead network). */
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5000;
/** How the app's connections show in pg_stat_activity. */
export const APPLICATION_NAME = 'hookshelf';

export interface ConnectOptions {
  max?: number;
  /**
   * No statement time-out: for the command-line tools, whose restores and imports may run long statements
   * on purpose, and for migrations (an index on a large table).
   */
  longRunning?: boolean;
}

/**
 * Opens a connection pool on a PostgreSQL database. When the server goes away, queries fail fast
 * (server/db/database-errors.ts says which failures those are) and the pool reconnects on the next one.
 */
export function connectDatabase(url: string, options: ConnectOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5000,
    application_name: APPLICATION_NAME,
    // A server that vanished without closing the connection (a network cut) is noticed by the OS.
    keepAlive: true,
    ...(options.longRunning
      ? {}
      : { statement_timeout: STATEMENT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS }),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out one (a transaction, an import batch): pg emits 'error' on the client as well as
  // failing its query, and the pool listens only while the client is idle. The query's rejection carries
  // the failure; the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  releaseClientsOnFailedBegin(pool);
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

/** Checks the server version, then applies pending migrations under an advisory lock. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    const version = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    const num = Number(version.rows[0]?.server_version_num);
    if (num < MIN_SERVER_VERSION) {
      throw new Error(`PostgreSQL 15 or newer is required; the server at DATABASE_URL runs ${num}.`);
    }
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
