import type { FastifyInstance } from 'fastify';
import type { FeedReason } from '../../shared/contracts/feed';
import type { ReadFollow } from '../follows/follow-service';
import type { Generation } from './follow-sets';
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

/** The Outliers sort's order as places of a generation (see followSeedIds). */
interface OutlierPlaces {
  /** The places in the Outliers order, best first. */
  placeByRank: Int32Array;
  /** Each place's index in placeByRank; -1 for a video the order lacks. */
  rankOfPlace: Int32Array;
}

const outlierPlacesByGeneration = new WeakMap<Generation, Promise<OutlierPlaces>>();

/** Read once per generation (two arrays of 4 bytes a video), shared by every user's seeds. */
function outlierPlaces(app: FastifyInstance, generation: Generation): Promise<OutlierPlaces> {
  let found = outlierPlacesByGeneration.get(generation);
  if (!found) {
    found = Promise.all([generation.order, generation.places, app.browseOrders.all('outliers')]).then(
      ([ids, places, outliers]) => {
        const rankOfPlace = new Int32Array(ids.length).fill(-1);
        const placeByRank = new Int32Array(outliers.length);
        let rank = 0;
        for (const id of outliers) {
          const place = places.get(id);
          if (place === undefined) continue;
          rankOfPlace[place] = rank;
          placeByRank[rank++] = place;
        }
        return { placeByRank: placeByRank.subarray(0, rank), rankOfPlace };
      },
    );
    outlierPlacesByGeneration.set(generation, found);
    found.catch(() => outlierPlacesByGeneration.delete(generation));
  }
  return found;
}

/**
 * For each follow, the ids of its `perFollow` best performers (highest outlier score first): the seeds For
 * you starts a user from before they have saved enough. Read in memory, as Following is, from the follows'
 * sets (follow-sets.ts) and the Outliers sort's order (browse-orders.ts): a small set (a creator, a search)
 * is scanned for its best ranks; a large one (a topic) is met by walking the order from the top, which
 * finds its best within a few dozen videos. Walking the whole order against every follow took ~20 ms for
 * a reader whose rare follows never filled (digest bench), and one SQL query per user took 3–5 s.
 */
export async function followSeedIds(
  app: FastifyInstance,
  follows: readonly ReadFollow[],
  perFollow: number,
): Promise<number[][]> {
  if (follows.length === 0) return [];
  const generation = app.followSets.generation();
  const [sets, ids, { placeByRank, rankOfPlace }] = await Promise.all([
    app.followSets.setsOf(generation, follows),
    generation.order,
    outlierPlaces(app, generation),
  ]);
  return sets.map((set) => {
    const places =
      set.kind === 'list'
        ? bestRanked(set.places, rankOfPlace, perFollow)
        : firstInOrder(set, placeByRank, perFollow);
    return places.map((place) => ids[place] as number);
  });
}

/** The `count` places of `places` with the best (lowest) ranks, best first. */
export function bestRanked(places: Int32Array, rankOfPlace: Int32Array, count: number): number[] {
  const best: { place: number; rank: number }[] = [];
  for (const place of places) {
    const rank = rankOfPlace[place] ?? -1;
    if (rank < 0) continue;
    if (best.length === count && rank >= (best[count - 1] as { rank: number }).rank) continue;
    let at = best.length - (best.length === count ? 1 : 0);
    while (at > 0 && (best[at - 1] as { rank: number }).rank > rank) at -= 1;
    best.splice(at, 0, { place, rank });
    if (best.length > count) best.pop();
  }
  return best.map(({ place }) => place);
}

/** The first `count` places of the Outliers order that `set` holds. */
export function firstInOrder(set: PositionSet, placeByRank: Int32Array, count: number): number[] {
  const found: number[] = [];
  for (let rank = 0; rank < placeByRank.length && found.length < count; rank++) {
    const place = placeByRank[rank] as number;
    if (hasPlace(set, place)) found.push(place);
  }
  return found;
}
