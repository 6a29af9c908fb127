import type pg from 'pg';

/** One table of the app's schema as a backup holds it: the columns that carry data, in order. */
export interface BackupTable {
  name: string;
  /** Stored columns only: generated ones (the search vectors) are computed again on restore. */
  columns: string[];
}

/** A sequence's position, so ids handed out after a restore do not collide with restored rows. */
export interface BackupSequence {
  name: string;
  value: string;
  isCalled: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (name: string) => `public.${quote(name)}`;
export const columnList = (columns: string[]) => columns.map(quote).join(', ');

/**
 * The tables of the public schema, each after every table its foreign keys point to, so a restore can
 * load them in this order with every constraint checked.
 */
export async function listTables(client: pg.ClientBase): Promise<BackupTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; parents: string[] }>(`
    SELECT c.relname AS name,
      array(SELECT a.attname FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum)::text[] AS columns,
      array(SELECT DISTINCT p.relname FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
            WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid)::text[] AS parents
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`);
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  let pending = rows;
  while (pending.length > 0) {
    const ready = pending.filter((row) => row.parents.every((parent) => placed.has(parent)));
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among ${pending.map((r) => r.name).join(', ')}`);
    for (const row of ready) {
      ordered.push({ name: row.name, columns: row.columns });
      placed.add(row.name);
    }
    pending = pending.filter((row) => !placed.has(row.name));
  }
  return ordered;
}

/** Every sequence of the public schema with its current position. */
export async function readSequences(client: pg.ClientBase): Promise<BackupSequence[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  );
  const sequences: BackupSequence[] = [];
  for (const { name } of rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${qualified(name)}`,
    );
    const row = state.rows[0];
    if (row) sequences.push({ name, value: row.last_value, isCalled: row.is_called });
  }
  return sequences;
}

/** The migrations applied to the database, oldest first: a backup restores only onto the same list. */
export async function readMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id',
  );
  return rows.map((row) => row.hash);
}
