import { and, eq, sql } from 'drizzle-orm';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../shared/contracts/taxonomy';
import type { DbOrTx } from '../audit/audit-log';
import { taxonomyAliases } from '../db/schema';
import type { TaxonomyRow } from './taxonomy-repository';
import { TAXONOMIES } from './taxonomy-tables';

/**
 * The names and slugs merges and renames left behind (docs/decisions/0020-taxonomy-editing.md), and what they stand for now.
 * An alias never shares a slug or name with a live entry of its kind: a change that gives an entry the
 * name drops the alias (taxonomy-changes.ts), so a live entry always wins.
 */

/** The live entry an old slug of `kind` now stands for, or null. */
export async function findAliasTarget(
  db: DbOrTx,
  kind: TaxonomyKind,
  slug: string,
): Promise<TaxonomyRow | null> {
  const { table } = TAXONOMIES[kind];
  const [row] = await db
    .select({ target: table })
    .from(taxonomyAliases)
    .innerJoin(table, eq(table.id, taxonomyAliases.targetId))
    .where(and(eq(taxonomyAliases.kind, kind), eq(taxonomyAliases.oldSlug, slug)))
    .limit(1);
  return row?.target ?? null;
}

/** Old slug → the live entry's name, for the slugs of `kind` that are aliases (the import files them there). */
export async function aliasTargetsBySlug(
  db: DbOrTx,
  kind: TaxonomyKind,
  slugs: string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const { table } = TAXONOMIES[kind];
  const rows = await db
    .select({ slug: taxonomyAliases.oldSlug, name: table.name })
    .from(taxonomyAliases)
    .innerJoin(table, eq(table.id, taxonomyAliases.targetId))
    .where(
      and(eq(taxonomyAliases.kind, kind), sql`${taxonomyAliases.oldSlug} = ANY(${sql.param(slugs)}::text[])`),
    );
  return new Map(rows.map((r) => [r.slug, r.name]));
}

/**
 * Tag names (any case) → the live names they were merged or renamed into, of any kind: a `tag` or view
 * filter naming an old name then also finds the videos that carry its successor. Names that are no alias
 * are absent from the map.
 */
export async function aliasTargetsByTag(db: DbOrTx, tags: string[]): Promise<Map<string, string[]>> {
  const keys = [...new Set(tags.map((tag) => tag.toLowerCase()))];
  if (keys.length === 0) return new Map();
  const parts = TAXONOMY_KINDS.map((kind) => {
    const { table } = TAXONOMIES[kind];
    return sql`SELECT lower(a.old_name) AS key, t.name AS name FROM taxonomy_aliases a
      JOIN ${table} t ON t.id = a.target_id
      WHERE a.kind = ${kind} AND lower(a.old_name) = ANY(${sql.param(keys)}::text[])`;
  });
  const { rows } = await db.execute<{ key: string; name: string }>(sql.join(parts, sql` UNION ALL `));
  const targets = new Map<string, string[]>();
  for (const { key, name } of rows) targets.set(key, [...(targets.get(key) ?? []), name]);
  return targets;
}

/** Every name in `tags`, plus the live names the old ones among them now stand for. */
export async function withAliasTargets(db: DbOrTx, tags: string[]): Promise<string[]> {
  const targets = await aliasTargetsByTag(db, tags);
  return [...new Set([...tags, ...tags.flatMap((tag) => targets.get(tag.toLowerCase()) ?? [])])];
}

/**
 * Names of `kind` (any case) → the live entry each stands for now: the entry of that name, else the one a
 * merge or rename moved the name into. Names that are neither are absent. Keys are lower-cased.
 */
export async function liveNamesByName(
  db: DbOrTx,
  kind: TaxonomyKind,
  names: string[],
): Promise<Map<string, string>> {
  const keys = [...new Set(names.map((name) => name.toLowerCase()))];
  if (keys.length === 0) return new Map();
  const { table } = TAXONOMIES[kind];
  const { rows } = await db.execute<{ key: string; name: string }>(sql`
    SELECT lower(t.name) AS key, t.name AS name FROM ${table} t
    WHERE lower(t.name) = ANY(${sql.param(keys)}::text[])
    UNION ALL
    SELECT lower(a.old_name) AS key, t.name AS name FROM taxonomy_aliases a
    JOIN ${table} t ON t.id = a.target_id
    WHERE a.kind = ${kind} AND lower(a.old_name) = ANY(${sql.param(keys)}::text[])`);
  // One answer per key: an alias never shares a name with a live entry of its kind (the top of this file).
  const live = new Map<string, string>();
  for (const { key, name } of rows) if (!live.has(key)) live.set(key, name);
  return live;
}
