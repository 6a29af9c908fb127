import { Column, is, Placeholder, SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/database';
import { videos } from '../db/schema';

type Field = Column | SQL | SQL.Aliased;
type Decode = (value: unknown) => unknown;

/** A select of `columns` by a list of ids, written by Drizzle once and then only run. */
interface ByIdsQuery {
  text: string;
  /** The statement's parameters, the ids' place marked. */
  params: unknown[];
  keys: string[];
  decoders: Decode[];
}

const queries = new WeakMap<Db, Map<object, ByIdsQuery>>();

/** An SQL expression's decoder: Drizzle keeps it on the object without declaring it. */
type WithDecoder = { decoder: { mapFromDriverValue(value: unknown): unknown } };

/** The decoder Drizzle's result mapping (drizzle-orm utils.js mapResultRow) picks for a field. */
function decoderOf(field: Field): Decode {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  const { decoder } = (is(field, SQL) ? field : field.sql) as unknown as WithDecoder;
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * Drizzle's node-postgres session reads these types as text and leaves them to the column's decoder
 * (drizzle-orm node-postgres/session.js); so does this read, so a timestamp decodes exactly as there.
 */
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const types = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(id)
      ? (value: string) => value
      : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};

function queryFor(db: Db, columns: Record<string, Field>): ByIdsQuery {
  let byColumns = queries.get(db);
  if (!byColumns) {
    byColumns = new Map();
    queries.set(db, byColumns);
  }
  let query = byColumns.get(columns);
  if (!query) {
    const { sql: text, params } = db
      .select(columns as Parameters<Db['select']>[0] & object)
      .from(videos)
      .where(sql`${videos.id} = ANY(${sql.placeholder('ids')}::bigint[])`)
      .toSQL();
    query = { text, params, keys: Object.keys(columns), decoders: Object.values(columns).map(decoderOf) };
    byColumns.set(columns, query);
  }
  return query;
}

/**
 * The rows of the videos in `ids` with `columns` (a page's videos: up to 50 rows of ~25 columns). Drizzle
 * writes the statement once; each read runs it with the ids and decodes the row with each column's own
 * decoder, as Drizzle's select would — without the per-field class checks Drizzle's result mapping makes on
 * every row (its `is()` was ~15 % of a page read's CPU, profiled at 100,000 videos).
 */
export async function selectRowsByIds<T>(
  db: Db,
  columns: Record<string, Field>,
  ids: readonly number[],
): Promise<T[]> {
  const { text, params, keys, decoders } = queryFor(db, columns);
  const values = params.map((param) => (is(param, Placeholder) ? ids : param));
  // drizzle(pool) keeps the pool as $client; the Db type does not declare it.
  const { $client: pool } = db as Db & { $client: pg.Pool };
  const result = await pool.query<unknown[]>({ text, values, rowMode: 'array', types });
  return result.rows.map((cells: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = cells[i];
      row[keys[i] as string] = value === null ? null : (decoders[i] as Decode)(value);
    }
    return row as T;
  });
}
