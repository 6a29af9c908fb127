import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../shared/contracts/taxonomy-kinds';
import type { Db } from '../db/database';
import { briefs, swipefiles, videos, views } from '../db/schema';
import { TAXONOMIES } from '../taxonomies/taxonomy-tables';

/** One video sitemap: the first video id it lists (its key) and the latest change among its videos. */
export interface VideoSitemapPage {
  firstId: number;
  lastmod: Date;
}

/**
 * The video sitemaps of `pageSize` videos each, in id order. One pass over the primary key; each page is
 * then read from its first id (keyset), so no page costs more than its own rows, however large the library.
 */
export async function listVideoSitemapPages(db: Db, pageSize: number): Promise<VideoSitemapPage[]> {
  const { rows } = await db.execute<{ first_id: string | number; lastmod: string | Date }>(sql`
    SELECT min(id) AS first_id, max(updated_at) AS lastmod
    FROM (SELECT ${videos.id} AS id, ${videos.updatedAt} AS updated_at,
                 (row_number() OVER (ORDER BY ${videos.id}) - 1) / ${pageSize} AS page
          FROM ${videos}) AS numbered
    GROUP BY page ORDER BY page`);
  return rows.map((row) => ({ firstId: Number(row.first_id), lastmod: new Date(row.lastmod) }));
}

/** Up to `pageSize` videos from `firstId` on, in id order: the entries of one video sitemap. */
export async function listVideoSitemapEntries(
  db: Db,
  firstId: number,
  pageSize: number,
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: videos.id, updatedAt: videos.updatedAt })
    .from(videos)
    .where(sql`${videos.id} >= ${firstId}`)
    .orderBy(videos.id)
    .limit(pageSize);
}

/** Every taxonomy entry some video carries (the public taxonomy pages), by kind and slug. */
export async function listTaxonomySitemapEntries(
  db: Db,
): Promise<{ kind: TaxonomyKind; slug: string; updatedAt: Date }[]> {
  const parts = TAXONOMY_KINDS.map((kind) => {
    const { table } = TAXONOMIES[kind];
    return sql`SELECT ${kind}::text AS kind, ${table.slug} AS slug, ${table.updatedAt} AS updated_at
      FROM ${table} WHERE ${table.usageCount} > 0`;
  });
  const { rows } = await db.execute<{ kind: TaxonomyKind; slug: string; updated_at: string | Date }>(
    sql`SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) AS entries ORDER BY kind, slug`,
  );
  return rows.map((row) => ({ kind: row.kind, slug: row.slug, updatedAt: new Date(row.updated_at) }));
}

/**
 * Every public swipefile (docs/decisions/0018-shared-links.md), by slug, with its last change. Link-only swipefiles never
 * appear: their pages carry noindex and their address is meant for the people it was sent to.
 */
export async function listPublicSwipefileSitemapEntries(
  db: Db,
): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ slug: swipefiles.publicSlug, updatedAt: swipefiles.updatedAt })
    .from(swipefiles)
    .where(and(eq(swipefiles.accessLevel, 'public'), isNotNull(swipefiles.publicSlug)))
    .orderBy(swipefiles.publicSlug);
  return rows.map((row) => ({ slug: row.slug ?? '', updatedAt: row.updatedAt }));
}

/** Every public brief (issue 34), by slug, with its last change; link-only briefs never appear. */
export async function listPublicBriefSitemapEntries(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ slug: briefs.publicSlug, updatedAt: briefs.updatedAt })
    .from(briefs)
    .where(and(eq(briefs.accessLevel, 'public'), isNotNull(briefs.publicSlug)))
    .orderBy(briefs.publicSlug);
  return rows.map((row) => ({ slug: row.slug ?? '', updatedAt: row.updatedAt }));
}

/** Every view (docs/decisions/0006-views.md: views are public lists), by slug, with its last change. */
export async function listViewSitemapEntries(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: views.slug, updatedAt: views.updatedAt }).from(views).orderBy(views.slug);
}
