import { asc, eq, sql } from 'drizzle-orm';
import type { FilterLists, TaxonomyKind } from '../../shared/contracts/taxonomy';
import type { Db } from '../db/database';
import type { TaxonomyTable } from '../db/schema';
import { TAXONOMIES } from './taxonomy-tables';

export type TaxonomyRow = TaxonomyTable['$inferSelect'];

/** Every entry of one taxonomy, by name. */
export async function listTaxonomy(db: Db, kind: TaxonomyKind): Promise<TaxonomyRow[]> {
  const { table } = TAXONOMIES[kind];
  return db.select().from(table).orderBy(asc(table.name));
}

/** One entry by slug, or null. */
export async function findTaxonomyBySlug(
  db: Db,
  kind: TaxonomyKind,
  slug: string,
): Promise<TaxonomyRow | null> {
  const { table } = TAXONOMIES[kind];
  const [row] = await db.select().from(table).where(eq(table.slug, slug)).limit(1);
  return row ?? null;
}

const FILTER_LISTS: [keyof FilterLists, TaxonomyKind][] = [
  ['topics', 'topics'],
  ['formats', 'formats'],
  ['concepts', 'concepts'],
  ['elements', 'elements'],
  ['accountTypes', 'account-types'],
];

/**
 * The master filter lists (docs/product/browsing.md#filters): names carried by at least one video, with their counts.
 * Read from the taxonomy tables' kept counts, so the cost does not grow with the library.
 */
export async function loadFilterLists(db: Db): Promise<FilterLists> {
  // One statement instead of five: under load, each request then holds one pooled connection, not five.
  const parts = FILTER_LISTS.map(([list, kind]) => {
    const { table } = TAXONOMIES[kind];
    return sql`SELECT ${list}::text AS list, ${table.name} AS name, ${table.usageCount} AS count
      FROM ${table} WHERE ${table.usageCount} > 0`;
  });
  const { rows } = await db.execute<{ list: keyof FilterLists; name: string; count: number }>(
    sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) AS lists ORDER BY list, lower(name)`,
  );
  const lists: FilterLists = { topics: [], formats: [], concepts: [], elements: [], accountTypes: [] };
  for (const { list, name, count } of rows) lists[list].push({ name, count });
  return lists;
}

/** Writes names and descriptions of entries (creating missing ones), leaving usage counts alone. */
export async function upsertTaxonomyEntries(
  db: Db,
  kind: TaxonomyKind,
  entries: { name: string; slug: string; description: string | null; structuralDescription: string | null }[],
): Promise<void> {
  if (entries.length === 0) return;
  const { table } = TAXONOMIES[kind];
  await db
    .insert(table)
    .values(entries)
    .onConflictDoUpdate({
      target: table.slug,
      set: {
        description: sql`excluded.description`,
        structuralDescription: sql`excluded.structural_description`,
        updatedAt: sql`now()`,
      },
    });
}

/** One taxonomy's entries carried by at least one video, most used first (then by name), at most `limit`. */
export async function listMostUsed(
  db: Db,
  kind: TaxonomyKind,
  limit: number,
): Promise<{ name: string; count: number }[]> {
  const { table } = TAXONOMIES[kind];
  return db
    .select({ name: table.name, count: table.usageCount })
    .from(table)
    .where(sql`${table.usageCount} > 0`)
    .orderBy(sql`${table.usageCount} DESC`, asc(table.name))
    .limit(limit);
}
