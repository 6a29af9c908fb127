import { asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import type { TaxonomyListQuery } from '../../shared/contracts/taxonomy-admin';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/database';
import type { TaxonomyRow } from './taxonomy-repository';
import { TAXONOMIES } from './taxonomy-tables';

/** docs/product/taxonomies.md#taxonomy-list-pages: elements and formats are searched by description too; the others by name and id. */
const SEARCHES_DESCRIPTION: Record<TaxonomyKind, boolean> = {
  topics: false,
  concepts: false,
  elements: true,
  formats: true,
  'account-types': false,
};

/** `%`, `_` and `\` typed by an admin are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a taxonomy for the admin lists, most used first: the entries that shape the library lead,
 * and the long tail of one-video names (what a merge cleans up) follows, by name. A plain ILIKE over a
 * table of a few thousand rows costs about a millisecond; no trigram index needed.
 */
export async function searchTaxonomy(
  db: Db,
  kind: TaxonomyKind,
  { search, page, limit }: TaxonomyListQuery,
): Promise<{ rows: TaxonomyRow[]; total: number }> {
  const { table } = TAXONOMIES[kind];
  const term = search?.trim();
  let where: SQL | undefined;
  if (term) {
    const pattern = likePattern(term);
    where = or(
      sql`${table.name} ILIKE ${pattern}`,
      sql`${table.id}::text = ${term}`,
      SEARCHES_DESCRIPTION[kind] ? sql`${table.description} ILIKE ${pattern}` : undefined,
    );
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.usageCount), asc(table.name), asc(table.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findTaxonomyById(
  db: DbOrTx,
  kind: TaxonomyKind,
  id: number,
  lock = false,
): Promise<TaxonomyRow | null> {
  const { table } = TAXONOMIES[kind];
  const query = db.select().from(table).where(eq(table.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A live entry of `kind` other than `exceptId` that has this name or slug. */
export async function findNameHolder(
  db: DbOrTx,
  kind: TaxonomyKind,
  { name, slug }: { name: string; slug: string },
  exceptId: number,
): Promise<TaxonomyRow | null> {
  const { table } = TAXONOMIES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(sql`(${table.name} = ${name} OR ${table.slug} = ${slug}) AND ${table.id} <> ${exceptId}`)
    .limit(1);
  return row ?? null;
}
