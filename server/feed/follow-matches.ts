import type { FastifyInstance } from 'fastify';
import type { FeedReason } from '../../shared/contracts/feed';
import type { ReadFollow } from '../follows/follow-service';
import { hasPlace, type PositionSet } from './position-set';

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
