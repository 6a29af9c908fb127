import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { videoOutlierScores, videos } from '../db/schema';
import { OUTLIERS_FIRST } from '../videos/video-repository';

/**
 * The Trending window's videos that have an outlier score, highest first in the Outliers sort's own order
 * (ties to the higher engagement, then the id): those added in the `days` up to the library's latest
 * addition, or up to now should a record be dated ahead (docs/decisions/0061-trending-window-and-for-you.md). Both ends
 * of the window are read off videos_newest_idx; at 100,000 bench videos the window holds ~5,500 videos.
 */
export async function readTrendingIds(db: Db, days: number): Promise<number[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .innerJoin(videoOutlierScores, eq(videoOutlierScores.videoId, videos.id))
    .where(
      and(
        isNotNull(videoOutlierScores.score),
        sql`${videos.createdAt} >= (SELECT least(max(created_at), now()) FROM ${videos}) - make_interval(days => ${days})`,
      ),
    )
    .orderBy(...OUTLIERS_FIRST);
  return rows.map((row) => row.id);
}
