import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { views } from '../db/schema';

export type ViewRow = typeof views.$inferSelect;

/** DECISIONS.md 6: a view's `tag_filter` is comma-separated tags; blanks and padding are dropped. */
export function parseTagFilter(tagFilter: string): string[] {
  return tagFilter
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Every view, by name (the admin Views screen lists them). */
export async function listViews(db: Db): Promise<ViewRow[]> {
  return db.select().from(views).orderBy(asc(views.name), asc(views.id));
}

/** One view by slug, or null. */
export async function findViewBySlug(db: Db, slug: string): Promise<ViewRow | null> {
  const [row] = await db.select().from(views).where(eq(views.slug, slug)).limit(1);
  return row ?? null;
}

/** The tags a view slug stands for (DECISIONS.md 6), or null when no view has the slug. */
export async function findViewTags(db: Db, slug: string): Promise<string[] | null> {
  const [row] = await db
    .select({ tagFilter: views.tagFilter })
    .from(views)
    .where(eq(views.slug, slug))
    .limit(1);
  return row ? parseTagFilter(row.tagFilter) : null;
}
