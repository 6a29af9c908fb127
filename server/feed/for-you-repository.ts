import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { savedVideos, videoOutlierScores, videos } from '../db/schema';
import { OUTLIERS_FIRST } from '../videos/video-repository';

/**
 * Every video the user saved, in any swipefile, most recently saved first (a video saved twice counts
 * once). The swipefile's own saves by collaborators are theirs, not the user's (as the save status is).
 */
export async function savedVideoIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: savedVideos.videoId })
    .from(savedVideos)
    .where(eq(savedVideos.userId, userId))
    .groupBy(savedVideos.videoId)
    .orderBy(desc(sql`max(${savedVideos.savedAt})`), desc(savedVideos.videoId));
  return rows.map((row) => row.id);
}

export interface RankedVideo {
  id: number;
  /** The author's handle, lower-cased, without "@" (as the search index keeps it). */
  author: string | null;
}

/** The library's `count` highest outlier scores, in the Outliers sort's order, with their authors. */
export async function readBestPerformers(db: Db, count: number): Promise<RankedVideo[]> {
  const rows = await db
    .select({
      id: videos.id,
      author: sql<
        string | null
      >`nullif(lower(regexp_replace(btrim(${videos.authorUsername}), '^@', '')), '')`,
    })
    .from(videos)
    .innerJoin(videoOutlierScores, eq(videoOutlierScores.videoId, videos.id))
    .where(sql`${videoOutlierScores.score} IS NOT NULL`)
    .orderBy(...OUTLIERS_FIRST)
    .limit(count);
  return rows;
}
