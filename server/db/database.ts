import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

/** Opens a connection pool on a PostgreSQL database. */
export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
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
