import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { savedVideos, videoOutlierScores, videos } from '../db/schema';
import type { ReadFollow } from '../follows/follow-service';
import { OUTLIERS_FIRST } from '../videos/video-repository';
import { hasPlace, type PositionSet } from './position-set';

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
 * For each follow, the ids of its `perFollow` best performers (highest outlier score first): the seeds For
 * you starts a user from before they have saved enough. Read in memory, as Following is: the library in
 * the Outliers sort's order (browse-orders.ts), walked until every follow has its seeds, each video tested
 * against the follows' sets (follow-sets.ts). One SQL query per user, an ordered subquery per follow, took
 * 3–5 s at 100,000 videos (digest bench, readers with 20 follows and no saves).
 */
export async function followSeedIds(
  app: FastifyInstance,
  follows: readonly ReadFollow[],
  perFollow: number,
): Promise<number[][]> {
  if (follows.length === 0) return [];
  const generation = app.followSets.generation();
  const [sets, places, order] = await Promise.all([
    app.followSets.setsOf(generation, follows),
    generation.places,
    app.browseOrders.all('outliers'),
  ]);
  const seeds = follows.map((): number[] => []);
  let open = follows.length;
  for (let i = 0; i < order.length && open > 0; i++) {
    const id = order[i] as number;
    const place = places.get(id);
    if (place === undefined) continue;
    for (let f = 0; f < sets.length; f++) {
      const found = seeds[f] as number[];
      if (found.length >= perFollow || !hasPlace(sets[f] as PositionSet, place)) continue;
      found.push(id);
      if (found.length === perFollow) open -= 1;
    }
  }
  return seeds;
}
