import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { columnList, listTables, qualified, readMigrations } from './backup-catalog';
import { type CarriedFiles, emptyCarried, placeDataFiles, readDataFiles } from './backup-files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupSource,
  type BackupTrailer,
  END_OF_TABLE,
} from './write-backup';

/** The oldest backup this version restores: version 1 held the tables only. */
const OLDEST_VERSION = 1;

/** A backup that cannot go into this database, with the reason in words. */
export class RestoreError extends Error {}

/** What a restore loaded, and what the install it came from had that the backup did not carry. */
export interface RestoreReport {
  rows: Record<string, number>;
  /** The files put into DATA_DIR (none from a version 1 backup). */
  files: CarriedFiles;
  /** One sentence per part the backup lacks, saying what that means and what to do. */
  lacking: string[];
}

/**
 * Loads a backup made by writeBackup into an empty, migrated database, in one transaction: every row,
 * then the sequences; and its files (thumbnails, auth secret) into DATA_DIR, staged beside it and moved
 * into place just before the commit. Refuses a database that holds data, a backup of another schema
 * version, and a file that is cut off or damaged (nothing is written then).
 */
export async function restoreBackup({ url, dataDir }: BackupSource, file: string): Promise<RestoreReport> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline
    .createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })
    [Symbol.asyncIterator]();
  const nextLine = async (): Promise<string | null> => {
    const { value, done } = await lines.next();
    return done ? null : value;
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // In DATA_DIR, so moving a staged file into place is a rename on the same file system.
  const stagingDir = path.join(dataDir, `.restoring-${process.pid}`);
  try {
    const header = parseHeader(await nextLine().catch(unreadable(file)));
    await client.query('BEGIN');
    await assertFits(client, header);
    const counted: BackupTrailer = { rows: {} };
    for (const table of header.tables) {
      const copy = client.query(
        copyFrom(`COPY ${qualified(table.name)} (${columnList(table.columns)}) FROM STDIN`),
      );
      const done = new Promise<void>((resolve, reject) => {
        copy.on('finish', resolve);
        copy.on('error', reject);
      });
      let rows = 0;
      try {
        while (true) {
          const line = await nextLine().catch(unreadable(file));
          if (line === null)
            throw new RestoreError(`${file} ends inside the rows of ${table.name}: it is incomplete`);
          if (line === END_OF_TABLE) break;
          rows += 1;
          if (!copy.write(`${line}\n`)) await once(copy, 'drain');
        }
        copy.end();
        await done;
      } catch (error) {
        // Abort the COPY (the server gets CopyFail) so the connection can roll back instead of waiting.
        copy.destroy(error instanceof Error ? error : new Error(String(error)));
        await done.catch(() => {});
        throw error;
      }
      counted.rows[table.name] = rows;
    }
    const staged =
      header.version >= 2
        ? await readDataFiles(
            dataDir,
            stagingDir,
            () => nextLine().catch(unreadable(file)),
            (reason) => new RestoreError(`${file} is damaged: ${reason}`),
          )
        : null;
    const trailer = parseTrailer(await nextLine().catch(unreadable(file)), file);
    for (const table of header.tables) {
      if (trailer.rows[table.name] !== counted.rows[table.name]) {
        throw new RestoreError(
          `${file} is damaged: ${table.name} should hold ${trailer.rows[table.name]} rows, found ${counted.rows[table.name]}`,
        );
      }
    }
    if (staged && trailer.files?.count !== staged.carried.count) {
      throw new RestoreError(
        `${file} is damaged: it should hold ${trailer.files?.count} files, found ${staged.carried.count}`,
      );
    }
    for (const sequence of header.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.name),
        sequence.value,
        sequence.isCalled,
      ]);
    }
    // Placed before the commit: should the commit fail, the database is still empty and the restore can
    // run again, writing the same files over these; placed after, a failed move would leave a library
    // whose images never arrived and a database no restore may write to.
    if (staged) await placeDataFiles(dataDir, stagingDir, staged.paths);
    await client.query('COMMIT');
    return {
      rows: counted.rows,
      files: staged?.carried ?? emptyCarried(),
      lacking: lacking(staged?.carried ?? null),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
    input.destroy();
    await fs.promises.rm(stagingDir, { recursive: true, force: true });
  }
}

/** What an install restored from this backup misses, in words an operator can act on. */
function lacking(files: CarriedFiles | null): string[] {
  const missing: string[] = [];
  if (!files) {
    missing.push(
      'this backup was made before backups carried the thumbnails: copy DATA_DIR/images from the old install, or import the videos again with their image files; until then their images answer 404',
    );
  }
  if (!files?.authSecret) {
    missing.push(
      'this backup carries no auth secret: copy DATA_DIR/auth-secret from the old install (or set AUTH_SECRET to the key it signed sessions with), or every session ends and users sign in again',
    );
  }
  return missing;
}

function parseHeader(line: string | null): BackupHeader {
  let header: Partial<BackupHeader> | null = null;
  try {
    header = line ? JSON.parse(line) : null;
  } catch {
    // reported below
  }
  if (header?.format !== BACKUP_FORMAT) throw new RestoreError('this file is not a Hookshelf backup');
  const { version } = header;
  if (
    !Number.isInteger(version) ||
    (version as number) < OLDEST_VERSION ||
    (version as number) > BACKUP_VERSION
  ) {
    throw new RestoreError(
      `this backup has format version ${version}; this Hookshelf reads versions ${OLDEST_VERSION} to ${BACKUP_VERSION}`,
    );
  }
  return header as BackupHeader;
}

function parseTrailer(line: string | null, file: string): BackupTrailer {
  try {
    const trailer = line ? (JSON.parse(line) as BackupTrailer) : null;
    if (trailer?.rows) return trailer;
  } catch {
    // reported below
  }
  throw new RestoreError(`${file} is incomplete: its closing line is missing`);
}

const unreadable = (file: string) => (error: unknown) => {
  throw new RestoreError(
    `${file} cannot be read as a backup: ${error instanceof Error ? error.message : String(error)}`,
  );
};

/** The target has this backup's schema version and tables, and holds no data yet. */
async function assertFits(client: pg.ClientBase, header: BackupHeader): Promise<void> {
  const migrations = await readMigrations(client);
  if (migrations.join() !== header.migrations.join()) {
    throw new RestoreError(
      `this backup was made with ${header.migrations.length} schema migrations and this database has ${migrations.length}: restore it with the Hookshelf version that made it, then upgrade`,
    );
  }
  const tables = new Map((await listTables(client)).map((table) => [table.name, table.columns.join()]));
  for (const table of header.tables) {
    if (tables.get(table.name) !== table.columns.join()) {
      throw new RestoreError(`table ${table.name} here does not match the backup's`);
    }
    const { rows } = await client.query(`SELECT 1 FROM ${qualified(table.name)} LIMIT 1`);
    if (rows.length > 0) {
      throw new RestoreError(
        `restore needs an empty database, and ${table.name} holds rows: use a new DATA_DIR or database`,
      );
    }
  }
}
