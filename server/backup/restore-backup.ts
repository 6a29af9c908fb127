import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { columnList, listTables, qualified, readMigrations } from './backup-catalog';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupTrailer,
  END_OF_TABLE,
} from './write-backup';

/** A backup that cannot go into this database, with the reason in words. */
export class RestoreError extends Error {}

/**
 * Loads a backup made by writeBackup into an empty, migrated database, in one transaction: every row,
 * then the sequences. Refuses a database that holds data, a backup of another schema version, and a
 * file that is cut off or damaged (nothing is written then).
 */
export async function restoreBackup(url: string, file: string): Promise<BackupTrailer> {
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
    const trailer = parseTrailer(await nextLine().catch(unreadable(file)), file);
    for (const table of header.tables) {
      if (trailer.rows[table.name] !== counted.rows[table.name]) {
        throw new RestoreError(
          `${file} is damaged: ${table.name} should hold ${trailer.rows[table.name]} rows, found ${counted.rows[table.name]}`,
        );
      }
    }
    for (const sequence of header.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence.name),
        sequence.value,
        sequence.isCalled,
      ]);
    }
    await client.query('COMMIT');
    return counted;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
    input.destroy();
  }
}

function parseHeader(line: string | null): BackupHeader {
  let header: Partial<BackupHeader> | null = null;
  try {
    header = line ? JSON.parse(line) : null;
  } catch {
    // reported below
  }
  if (header?.format !== BACKUP_FORMAT) throw new RestoreError('this file is not a Hookshelf backup');
  if (header.version !== BACKUP_VERSION) {
    throw new RestoreError(
      `this backup has format version ${header.version}; this Hookshelf reads version ${BACKUP_VERSION}`,
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
