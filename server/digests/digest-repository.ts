import { type SQL, sql } from 'drizzle-orm';
import { OUTLIER_BADGE_MIN_SCORE, type OutlierBasis } from '../../shared/domain/outlier-score';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/database';
import { videoOutlierScores, videos } from '../db/schema';
import { NEWEST_FIRST } from '../videos/video-repository';
import type { DigestWindow } from './digest-content';

/*
 * Cost (bench/digest-bench.ts): a window holds the videos one day or week of imports brings, so each
 * query walks that stretch of videos_newest_idx and tests its rows, whatever the library's size.
 */

/** Videos that entered the library within the window. */
const inWindow = ({ since, until }: DigestWindow): SQL =>
  sql`${videos.createdAt} > ${since.toISOString()}::timestamptz AND ${videos.createdAt} <= ${until.toISOString()}::timestamptz`;

/**
 * The window's videos that meet any of `conditions`, newest first (the Feed's order), at most `limit`,
 * each with which conditions it meets, and how many there are in all.
 */
export async function newVideosMatching(
  db: Db,
  conditions: SQL[],
  window: DigestWindow,
  limit: number,
): Promise<{ rows: { id: number; meets: boolean[] }[]; total: number }> {
  if (conditions.length === 0) return { rows: [], total: 0 };
  const rows = await db
    .select({
      id: videos.id,
      meets: sql<boolean[]>`ARRAY[${sql.join(conditions, sql`, `)}]`,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(videos)
    .where(sql`${inWindow(window)} AND (${sql.join(conditions, sql` OR `)})`)
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return { rows: rows.map(({ id, meets }) => ({ id, meets })), total: rows[0]?.total ?? 0 };
}

/** The window's videos whose outlier score reaches the badge's bar, highest first, at most `limit`. */
export async function topOutlierIds(db: Db, window: DigestWindow, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .innerJoin(videoOutlierScores, sql`${videoOutlierScores.videoId} = ${videos.id}`)
    .where(sql`${inWindow(window)} AND ${videoOutlierScores.score} >= ${OUTLIER_BADGE_MIN_SCORE}`)
    .orderBy(sql`${videoOutlierScores.score} DESC`, sql`${videos.id} DESC`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What a digest mail shows of a video. */
export interface DigestVideo {
  id: number;
  simpleDescription: string | null;
  authorUsername: string | null;
  overview: string | null;
  score: number | null;
  basis: OutlierBasis | null;
}

/** The videos of these ids still in the library, by id. */
export async function readDigestVideos(db: DbOrTx, ids: number[]): Promise<Map<number, DigestVideo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: videos.id,
      simpleDescription: videos.simpleDescription,
      authorUsername: videos.authorUsername,
      overview: videos.overview,
      score: videoOutlierScores.score,
      basis: videoOutlierScores.basis,
    })
    .from(videos)
    .leftJoin(videoOutlierScores, sql`${videoOutlierScores.videoId} = ${videos.id}`)
    .where(sql`${videos.id} = ANY(${sql.param(ids)}::bigint[])`);
  return new Map(rows.map((row) => [row.id, row]));
}
