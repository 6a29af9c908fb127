import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { videos } from '../db/schema';
import { NEWEST_FIRST } from '../videos/video-repository';

/*
 * Cost (a throwaway bench, 100,000 bench videos, users with 10–30 follows matching 30,000–80,000 videos):
 * the page walks the newest index and stops early (~6 ms), but the count cannot use the indexes — a
 * creator's `lower(author_username)` has none, so the OR becomes a scan of the whole table (~650 ms). The
 * issue's 25 ms needs the total from memory instead (per-follow id sets per library generation, as
 * videos/browse-orders.ts does for browsing); until then this is correct but slow on a large library.
 */

/** One video of a Feed page: its id, and for each condition asked about, whether the video meets it. */
export interface FeedRow {
  id: number;
  meets: boolean[];
}

/**
 * One page of the videos that meet any of `conditions` (or, with `only`, that one of them), newest in the
 * library first (the browse list's order and index), each with every condition it meets, and how many
 * videos there are. Which conditions a video meets is worked out for the page's rows alone; the page and
 * the count run side by side.
 */
export async function readFeedPage(
  db: Db,
  conditions: SQL[],
  page: { page: number; limit: number },
  only?: number,
): Promise<{ rows: FeedRow[]; total: number }> {
  const chosen = only === undefined ? conditions : conditions.slice(only, only + 1);
  if (chosen.length === 0) return { rows: [], total: 0 };
  const any = sql`(${sql.join(chosen, sql` OR `)})`;
  const rows = db
    .select({ id: videos.id, meets: sql<boolean[]>`ARRAY[${sql.join(conditions, sql`, `)}]` })
    .from(videos)
    .where(any)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const count = db.select({ n: sql<number>`count(*)::int` }).from(videos).where(any);
  const [pageRows, [counted]] = await Promise.all([rows, count]);
  return { rows: pageRows, total: counted?.n ?? 0 };
}
