import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { videos } from '../db/schema';
import { NEWEST_FIRST } from '../videos/video-repository';

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
