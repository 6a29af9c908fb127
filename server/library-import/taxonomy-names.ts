import { inArray, sql } from 'drizzle-orm';
import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import { slugify } from '../../shared/domain/slug';
import type { Db } from '../db/database';
import { aliasTargetsBySlug } from '../taxonomies/taxonomy-aliases';
import { TAXONOMIES } from '../taxonomies/taxonomy-tables';

export interface NameResolution {
  /** Name as written in the record → the taxonomy entry's name (or null when it has no usable slug). */
  canonical: Map<string, string | null>;
  /** Names that resolved to an older entry with the same slug (docs/decisions/0007-slug-collisions.md). */
  collisions: { kind: TaxonomyKind; name: string; resolvedTo: string }[];
  created: number;
}

/**
 * Matches names met in records to taxonomy entries by slug, creating entries for new ones.
 * Two names with the same slug resolve to the older entry, and the collision is reported.
 */
export async function resolveTaxonomyNames(
  db: Db,
  kind: TaxonomyKind,
  names: Iterable<string>,
): Promise<NameResolution> {
  const { table } = TAXONOMIES[kind];
  const bySlug = new Map<string, string[]>();
  const canonical = new Map<string, string | null>();
  for (const name of new Set(names)) {
    const slug = slugify(name);
    if (!slug) {
      canonical.set(name, null);
      continue;
    }
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), name]);
  }
  const slugs = [...bySlug.keys()];
  if (slugs.length === 0) return { canonical, collisions: [], created: 0 };

  const existing = await db
    .select({ name: table.name, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, slugs));
  const entryBySlug = new Map(existing.map((e) => [e.slug, e.name]));
  // A name merged or renamed away (an alias, docs/decisions/0020-taxonomy-editing.md) is filed under the entry it went into, so
  // re-importing an old record does not bring the merged entry back.
  const unmatched = slugs.filter((slug) => !entryBySlug.has(slug));
  for (const [slug, name] of await aliasTargetsBySlug(db, kind, unmatched)) entryBySlug.set(slug, name);
  // Sorted: concurrent import batches then create shared entries in one order and wait, never deadlock.
  const missing = slugs.filter((slug) => !entryBySlug.has(slug)).sort();
  let created = 0;
  if (missing.length > 0) {
    // The first spelling met in the file becomes the entry's name.
    const values = missing.map((slug) => ({ name: (bySlug.get(slug) ?? [])[0] ?? slug, slug }));
    const inserted = await db
      .insert(table)
      .values(values)
      .onConflictDoNothing()
      .returning({ name: table.name, slug: table.slug });
    created = inserted.length;
    for (const entry of inserted) entryBySlug.set(entry.slug, entry.name);
    // A name taken by an entry with another slug cannot be inserted; fall back to that entry's slug.
    const stillMissing = missing.filter((slug) => !entryBySlug.has(slug));
    if (stillMissing.length > 0) {
      const wanted = stillMissing.map((slug) => (bySlug.get(slug) ?? [])[0] ?? slug);
      const byName = await db
        .select({ name: table.name })
        .from(table)
        .where(sql`${table.name} = ANY(${sql.param(wanted)}::text[])`);
      const found = new Set(byName.map((e) => e.name));
      for (const slug of stillMissing) {
        const name = (bySlug.get(slug) ?? [])[0];
        if (name && found.has(name)) entryBySlug.set(slug, name);
      }
    }
  }

  const collisions: NameResolution['collisions'] = [];
  for (const [slug, spellings] of bySlug) {
    const resolved = entryBySlug.get(slug) ?? null;
    for (const name of spellings) {
      canonical.set(name, resolved);
      if (resolved && resolved !== name) collisions.push({ kind, name, resolvedTo: resolved });
    }
  }
  return { canonical, collisions, created };
}
