import { type SQL, sql } from 'drizzle-orm';
import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import type { DbOrTx } from '../audit/audit-log';
import { recomputeOutlierScores } from '../db/outlier-scores';
import { TAXONOMIES } from './taxonomy-tables';

/**
 * The video fields a taxonomy's name lives in: its own field, the primary topic for topics, and the
 * free-form organizational tags (which `tag` and views match). Another taxonomy's field is left alone
 * even when it spells the same name: "Humor" the concept is a separate entry, with its own count and page,
 * from "Humor" the topic, and a topic merge must not rename it.
 */
function fieldsOf(kind: TaxonomyKind): { arrays: string[]; scalars: string[] } {
  const own = TAXONOMIES[kind].videoColumn;
  const arrays = ['organizational_tags'];
  const scalars: string[] = [];
  if (own === 'video_format') scalars.push('video_format');
  else arrays.unshift(own);
  if (kind === 'topics') scalars.push('primary_topic');
  return { arrays, scalars };
}

const column = (name: string) => sql`v.${sql.identifier(name)}`;

/**
 * Replaces `from` with `to` in every field of `kind` on every video carrying it (a merge, or a rename:
 * the same move), without repeating `to` in a list that already has it. One UPDATE: each written row
 * costs a new row version, its generated search columns and an entry in every index, so tag_keys is
 * computed in the same statement from the new values, exactly as the import computes it
 * (normalize-record.ts tagKeysOf: lower-cased names of every tag field, first occurrence first, no
 * repeats). content_hash is set to a value no import produces, so the next import of such a video writes
 * it (its stored row no longer equals any record's normalised form). A format's videos moved to another
 * format change both formats' medians, so their outlier scores are recomputed in the same transaction (the
 * caller holds the library lock exclusively: no import batch writes meanwhile). Returns how many videos
 * changed.
 */
export async function retagVideos(db: DbOrTx, kind: TaxonomyKind, from: string, to: string): Promise<number> {
  const { arrays, scalars } = fieldsOf(kind);
  const next = new Map<string, SQL>([
    ...arrays.map((name): [string, SQL] => [
      name,
      sql`CASE WHEN ${column(name)} @> ARRAY[${to}]::text[] THEN array_remove(${column(name)}, ${from}::text)
          ELSE array_replace(${column(name)}, ${from}::text, ${to}::text) END`,
    ]),
    ...scalars.map((name): [string, SQL] => [
      name,
      sql`CASE WHEN ${column(name)} = ${from} THEN ${to}::text ELSE ${column(name)} END`,
    ]),
  ]);
  const value = (name: string) => next.get(name) ?? column(name);
  const tagKeys = sql`ARRAY(
    SELECT lower(u.name) FROM unnest(
      ${value('topics')} || ${value('concepts')} || ${value('elements')} || ${value('account_types')} ||
      ${value('organizational_tags')} || array_remove(ARRAY[${value('video_format')}], NULL)
    ) WITH ORDINALITY AS u(name, ord)
    GROUP BY lower(u.name) ORDER BY min(u.ord))`;
  const carries = [
    ...arrays.map((name) => sql`${column(name)} @> ARRAY[${from}]::text[]`),
    ...scalars.map((name) => sql`${column(name)} = ${from}`),
  ];
  // tag_keys (GIN-indexed) holds every field but the primary topic: it finds the candidates fast.
  const candidates =
    kind === 'topics'
      ? sql`(v.tag_keys @> ARRAY[lower(${from})]::text[] OR v.primary_topic = ${from})`
      : sql`v.tag_keys @> ARRAY[lower(${from})]::text[]`;
  const sets = [...next].map(([name, expression]) => sql`${sql.identifier(name)} = ${expression}`);
  const { rowCount } = await db.execute(sql`
    UPDATE videos AS v SET ${sql.join(sets, sql`, `)}, tag_keys = ${tagKeys},
      content_hash = 'retagged', updated_at = now()
    WHERE ${candidates} AND (${sql.join(carries, sql` OR `)})`);
  if (kind === 'formats' && rowCount)
    await recomputeOutlierScores(db, { videoIds: [], authors: [], formats: [from, to] });
  return rowCount ?? 0;
}

/**
 * The videos a move of `from` into `to` files under `to` for the first time: those carrying `from` in the
 * taxonomy's own field and not `to` (a format is one value, so every video of `from`).
 */
export async function newlyFiledBy(
  db: DbOrTx,
  kind: TaxonomyKind,
  from: string,
  to: string,
): Promise<number[]> {
  const own = TAXONOMIES[kind].videoColumn;
  const where =
    own === 'video_format'
      ? sql`v.video_format = ${from}`
      : sql`v.${sql.identifier(own)} @> ARRAY[${from}]::text[] AND NOT v.${sql.identifier(own)} @> ARRAY[${to}]::text[]`;
  const { rows } = await db.execute<{ id: string | number }>(sql`SELECT v.id FROM videos v WHERE ${where}`);
  return rows.map((row) => Number(row.id));
}

/** How many videos carry the name in the taxonomy's own field (what usage_count counts). */
export function videosCarrying(kind: TaxonomyKind, name: SQL | string): SQL {
  const own = TAXONOMIES[kind].videoColumn;
  return own === 'video_format'
    ? sql`(SELECT count(*)::int FROM videos v WHERE v.video_format = ${name})`
    : sql`(SELECT count(*)::int FROM videos v WHERE v.${sql.identifier(own)} @> ARRAY[${name}]::text[])`;
}

export async function countVideosCarrying(db: DbOrTx, kind: TaxonomyKind, name: string): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`SELECT ${videosCarrying(kind, name)} AS count`);
  return rows[0]?.count ?? 0;
}

/** Sets the entries' usage_count from the videos themselves (cheap with the GIN indexes). */
export async function recountUsage(db: DbOrTx, kind: TaxonomyKind, ids: number[]): Promise<void> {
  const { table } = TAXONOMIES[kind];
  await db.execute(sql`UPDATE ${table} SET usage_count = ${videosCarrying(kind, sql`${table.name}`)}
    WHERE ${table.id} = ANY(${sql.param(ids)}::int[])`);
}
