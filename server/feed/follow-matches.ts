import type { FastifyInstance } from 'fastify';
import type { FeedReason } from '../../shared/contracts/feed';
import type { ReadFollow } from '../follows/follow-service';
import { hasPlace } from './position-set';

/** A follow as the Feed names it in `reasons` (feed-service.ts does the same for Following). */
export const reasonOf = ({ row, target }: ReadFollow): FeedReason => ({
  follow_id: row.id,
  kind: target.kind,
  label: target.label,
});

/**
 * Which of `follows` each of `ids` matches (docs/product/feed.md#following-api), for the videos that match
 * at least one: Trending within follows asks this and nothing else of follows. Read from the follows' sets
 * of this library generation (follow-sets.ts), as the Following tab and For you's follow seeds are.
 */
export async function followMatches(
  app: FastifyInstance,
  follows: readonly ReadFollow[],
  ids: readonly number[],
): Promise<Map<number, boolean[]>> {
  if (follows.length === 0 || ids.length === 0) return new Map();
  const generation = app.followSets.generation();
  const [sets, places] = await Promise.all([app.followSets.setsOf(generation, follows), generation.places]);
  const matches = new Map<number, boolean[]>();
  for (const id of ids) {
    const place = places.get(id);
    if (place === undefined) continue;
    const meets = sets.map((set) => hasPlace(set, place));
    if (meets.some(Boolean)) matches.set(id, meets);
  }
  return matches;
}
