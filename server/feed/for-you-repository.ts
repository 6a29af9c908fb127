import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { savedVideos, videoOutlierScores, videos } from '../db/schema';
import type { ReadFollow } from '../follows/follow-service';
import { OUTLIERS_FIRST } from '../videos/video-repository';
import { followCondition } from './follow-conditions';

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

/**
 * For each follow, the ids of its `perFollow` best performers (highest outlier score first), in one query:
 * the seeds For you starts a user from before they have saved enough. Built on the Following tab's
 * conditions, like follow-matches.ts.
 */
export async function followSeedIds(
  app: FastifyInstance,
  follows: readonly ReadFollow[],
  perFollow: number,
): Promise<number[][]> {
  if (follows.length === 0) return [];
  const conditions = await Promise.all(follows.map((read) => followCondition(app, read)));
  const columns = conditions.map(
    (condition, i) => sql`ARRAY(SELECT ${videos.id} FROM ${videos}
      LEFT JOIN ${videoOutlierScores} ON ${videoOutlierScores.videoId} = ${videos.id}
      WHERE ${condition} ORDER BY ${sql.join([...OUTLIERS_FIRST], sql`, `)} LIMIT ${perFollow}) AS ${sql.identifier(`f${i}`)}`,
  );
  const result = await app.db.execute<Record<string, (number | string)[]>>(
    sql`SELECT ${sql.join(columns, sql`, `)}`,
  );
  const row = result.rows[0] ?? {};
  return conditions.map((_, i) => (row[`f${i}`] ?? []).map(Number));
}
