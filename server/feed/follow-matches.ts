import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FeedReason } from '../../shared/contracts/feed';
import { videos } from '../db/schema';
import type { ReadFollow } from '../follows/follow-service';
import { followCondition } from './follow-conditions';

/** A follow as the Feed names it in `reasons` (feed-service.ts does the same for Following). */
export const reasonOf = ({ row, target }: ReadFollow): FeedReason => ({
  follow_id: row.id,
  kind: target.kind,
  label: target.label,
});

/**
 * Which of `follows` each of `ids` matches (docs/product/feed.md#following-api), for the videos that match
 * at least one: Trending within follows, and For you's follow seeds, ask this and nothing else of follows.
 * Built on the Following tab's SQL conditions (follow-conditions.ts) over the given ids alone; the one place
 * to swap for follow sets held in memory.
 */
export async function followMatches(
  app: FastifyInstance,
  follows: readonly ReadFollow[],
  ids: readonly number[],
): Promise<Map<number, boolean[]>> {
  if (follows.length === 0 || ids.length === 0) return new Map();
  const conditions = await Promise.all(follows.map((read) => followCondition(app, read)));
  const rows = await app.db
    .select({ id: videos.id, meets: sql<boolean[]>`ARRAY[${sql.join(conditions, sql`, `)}]` })
    .from(videos)
    .where(sql`${videos.id} = ANY(${sql.param(ids)}::bigint[]) AND (${sql.join(conditions, sql` OR `)})`);
  return new Map(rows.map((row) => [row.id, row.meets]));
}
