import fs from 'node:fs/promises';
import pg from 'pg';
import { makeTempDataDir, startEmbeddedPostgres } from '../server/db/embedded-postgres';

export type BenchDatabaseLabel = 'embedded' | 'postgres';

export interface BenchDatabase {
  label: BenchDatabaseLabel;
  /** Connection URL of the throwaway database. */
  url: string;
  /** A superuser's connection to the server, for CHECKPOINT (the embedded app role may not run it). */
  adminUrl: string;
  /** Where it lives, without credentials, for the report. */
  where: string;
  /** A temporary DATA_DIR for the app (it keeps images there). */
  dataDir: string;
  /** Drops the database (or stops the temporary server) and deletes the temporary folder. */
  close(): Promise<void>;
}

/**
 * Opens a database of the benchmark's own, never the user's library: a fresh database on the server of
 * `serverUrl` when given, otherwise a temporary embedded PostgreSQL in a temporary folder.
 */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  log: (message: string) => void,
): Promise<BenchDatabase> {
  const dataDir = await makeTempDataDir('hookshelf-bench-');
  try {
    return serverUrl
      ? await createDatabaseOn(serverUrl, dataDir, log)
      : await startTemporaryServer(dataDir, log);
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function startTemporaryServer(dataDir: string, log: (message: string) => void): Promise<BenchDatabase> {
  log(`starting a temporary embedded PostgreSQL in ${dataDir}`);
  const server = await startEmbeddedPostgres(dataDir, { role: 'cli', log });
  return {
    label: 'embedded',
    url: server.url,
    adminUrl: `${server.serverUrl}/postgres`,
    where: `embedded server in ${dataDir}`,
    dataDir,
    close: async () => {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createDatabaseOn(
  serverUrl: string,
  dataDir: string,
  log: (message: string) => void,
): Promise<BenchDatabase> {
  const name = `hookshelf_bench_${timestamp(new Date())}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const where = `database ${name} on ${url.host}`;
  log(`creating ${where}`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    label: 'postgres',
    url: url.toString(),
    adminUrl: serverUrl,
    where,
    dataDir,
    close: async () => {
      // FORCE ends connections a crashed run may have left behind (PostgreSQL 13+; the app needs 15+).
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement in the database the URL names (CREATE/DROP DATABASE cannot target their own). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** 20250131_235959: sortable, and a valid unquoted identifier. */
function timestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_');
}
