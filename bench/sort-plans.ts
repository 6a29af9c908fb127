import type pg from 'pg';
import type { ColumnSort } from '../shared/contracts/video-query';

/** The sorts whose pages walk an index: Outliers is sorted, in memory once per library generation. */
type IndexedSort = Exclude<ColumnSort, 'outliers'>;

/** The ORDER BY server/videos/video-repository.ts writes for each sort, and the index it should walk. */
const ORDERS: Record<IndexedSort, { orderBy: string; index: string }> = {
  newest: { orderBy: 'created_at DESC, id DESC', index: 'videos_newest_idx' },
  views: { orderBy: 'views DESC NULLS LAST, id DESC', index: 'videos_most_viewed_idx' },
  engagement: { orderBy: 'engagement DESC NULLS LAST, id DESC', index: 'videos_engagement_idx' },
};

export interface SortPlan {
  sort: IndexedSort;
  index: string;
  /** The plan walks the sort's index (an index-only scan for the page's ids) rather than sorting the table. */
  walksIndex: boolean;
  plan: string[];
}

/**
 * EXPLAINs the last page the sort scenarios read (page 40 of 50) for each sort, so the report shows
 * whether a page walks its index and stops early, or sorts the whole table.
 */
export async function explainSortPages(pool: pg.Pool, page = 40, limit = 50): Promise<SortPlan[]> {
  const plans: SortPlan[] = [];
  for (const sort of Object.keys(ORDERS) as IndexedSort[]) {
    const { orderBy, index } = ORDERS[sort];
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      // The deferred join listVideos runs: the page's ids from the index, then those rows whole.
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT * FROM videos WHERE id IN (SELECT id FROM videos ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${(page - 1) * limit}) ORDER BY ${orderBy}`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']);
    const walksIndex = plan.some((line) => /Index (Only )?Scan using /.test(line) && line.includes(index));
    plans.push({ sort, index, walksIndex, plan });
  }
  return plans;
}
