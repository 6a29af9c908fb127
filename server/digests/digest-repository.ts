import { type SQL, sql } from 'drizzle-orm';
import { OUTLIER_BADGE_MIN_SCORE, type OutlierBasis } from '../../shared/domain/outlier-score';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/database';
import { videoOutlierScores, videos } from '../db/schema';

/*
 * Cost (bench/digest-bench.ts): a window holds the videos one day or week of imports brings, so each
 * query walks that stretch of videos_newest_idx and tests its rows, whatever the library's size; the
 * conditions of many users' follows are tested in one pass (digest-matches.ts).
 */

/** A digest's window: videos that entered the library after `since`, up to `until`. */
export interface DigestWindow {
  since: Date;
  until: Date;
}

/** Videos that entered the library within the window. */
const inWindow = ({ since, until }: DigestWindow): SQL =>
  sql`${videos.createdAt} > ${since.toISOString()}::timestamptz AND ${videos.createdAt} <= ${until.toISOString()}::timestamptz`;

/** When a video entered the library, in microseconds since 1970: the column's own precision, exact in a double. */
const enteredAt = sql<number>`(extract(epoch from ${videos.createdAt}) * 1000000)::bigint`;

/** A window video that met a condition, and when it entered the library (microseconds). */
export interface WindowVideo {
  id: number;
  at: number;
}

/**
 * The window's videos that meet any of `conditions`, each with which of them it meets: one pass over the
 * window (videos_newest_idx), however many conditions are asked at once.
 */
export async function windowMatches(
  db: Db,
  conditions: SQL[],
  window: DigestWindow,
): Promise<(WindowVideo & { meets: boolean[] })[]> {
  if (conditions.length === 0) return [];
  return db
    .select({
      id: videos.id,
      at: enteredAt,
      meets: sql<boolean[]>`ARRAY[${sql.join(conditions, sql`, `)}]`,
    })
    .from(videos)
    .where(sql`${inWindow(window)} AND (${sql.join(conditions, sql` OR `)})`);
}

/** The window's videos whose outlier score reaches the badge's bar, highest first (ties: the higher id). */
export async function windowOutliers(db: Db, window: DigestWindow): Promise<WindowVideo[]> {
  return db
    .select({ id: videos.id, at: enteredAt })
    .from(videos)
    .innerJoin(videoOutlierScores, sql`${videoOutlierScores.videoId} = ${videos.id}`)
    .where(sql`${inWindow(window)} AND ${videoOutlierScores.score} >= ${OUTLIER_BADGE_MIN_SCORE}`)
    .orderBy(sql`${videoOutlierScores.score} DESC`, sql`${videos.id} DESC`);
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
