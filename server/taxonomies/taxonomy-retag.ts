import { type SQL, sql } from 'drizzle-orm';
import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import type { DbOrTx } from '../audit/audit-log';
import { videos } from '../db/schema';
import { TAXONOMIES } from './taxonomy-tables';

/**
 * The video fields a taxonomy's name lives in: its own field, the primary topic for topics, and the
 * free-form organizational tags (which `tag` and views match). Another taxonomy's field is left alone
 * even when it spells the same name: "Humor" the concept is a separate entry, with its own count and page,
 * from "Humor" the topic, and a topic merge must not rename it.
 */
function fieldsOf(kind: TaxonomyKind): { arrays: SQL[]; scalars: SQL[] } {
  const own = TAXONOMIES[kind].videoColumn;
  const column = (name: string) => sql`${sql.identifier(name)}`;
  const arrays = [column('organizational_tags')];
  const scalars: SQL[] = [];
  if (own === 'video_format') scalars.push(column('video_format'));
  else arrays.unshift(column(own));
  if (kind === 'topics') scalars.push(column('primary_topic'));
  return { arrays, scalars };
}

/**
 * tag_keys exactly as the import computes it (normalize-record.ts tagKeysOf): the lower-cased names of
 * every tag field, first occurrence first, no repeats.
 */
const TAG_KEYS = sql`ARRAY(
  SELECT lower(u.name) FROM unnest(
    ${videos.topics} || ${videos.concepts} || ${videos.elements} || ${videos.accountTypes} ||
    ${videos.organizationalTags} || array_remove(ARRAY[${videos.videoFormat}], NULL)
  ) WITH ORDINALITY AS u(name, ord)
  GROUP BY lower(u.name) ORDER BY min(u.ord))`;

/**
 * Replaces `from` with `to` in every field of `kind` on every video carrying it (a merge, or a rename:
 * the same move), without repeating `to` in a list that already has it. tag_keys is recomputed, and
 * content_hash is cleared to a value no import produces, so the next import of such a video writes it
 * (its stored row no longer equals any record's normalised form). Returns how many videos changed.
 */
export async function retagVideos(db: DbOrTx, kind: TaxonomyKind, from: string, to: string): Promise<number> {
  const { arrays, scalars } = fieldsOf(kind);
  const sets = [
    ...arrays.map(
      (col) => sql`${col} = CASE WHEN ${col} @> ARRAY[${to}]::text[] THEN array_remove(${col}, ${from})
        ELSE array_replace(${col}, ${from}, ${to}) END`,
    ),
    ...scalars.map((col) => sql`${col} = CASE WHEN ${col} = ${from} THEN ${to} ELSE ${col} END`),
  ];
  const carries = [
    ...arrays.map((col) => sql`${col} @> ARRAY[${from}]::text[]`),
    ...scalars.map((col) => sql`${col} = ${from}`),
  ];
  // tag_keys (GIN-indexed) holds every field but the primary topic: it finds the candidates fast.
  const candidates =
    kind === 'topics'
      ? sql`(${videos.tagKeys} @> ARRAY[lower(${from})]::text[] OR ${videos.primaryTopic} = ${from})`
      : sql`${videos.tagKeys} @> ARRAY[lower(${from})]::text[]`;
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE videos SET ${sql.join(sets, sql`, `)}, content_hash = 'retagged', updated_at = now()
    WHERE ${candidates} AND (${sql.join(carries, sql` OR `)})
    RETURNING id`);
  if (rows.length === 0) return 0;
  // A second statement: an UPDATE's SET reads the row as it was, so tag_keys needs the fields written first.
  await db.execute(sql`UPDATE videos SET tag_keys = ${TAG_KEYS}
    WHERE id = ANY(${sql.param(rows.map((r) => r.id))}::bigint[])`);
  return rows.length;
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
