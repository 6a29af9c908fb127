import { countBits, hasPlace, type PositionSet, placesFrom, unionBits } from './position-set';

/** One video of a Feed page: its id, and for each follow, whether the video matches it. */
export interface FeedRow {
  id: number;
  meets: boolean[];
}

/**
 * A page of the videos in any of `sets` (or, with `only`, that one), newest in the library first, each
 * with every set it is in, and how many there are. `order` is the generation's newest-first order the
 * sets' places point into. All of it is bit work: at 100,000 videos and 30 follows, an OR of 30 × 3,125
 * words and a count of the result.
 */
export function followingPage(
  sets: readonly PositionSet[],
  order: Float64Array,
  page: { page: number; limit: number },
  only?: number,
): { rows: FeedRow[]; total: number } {
  const chosen = only === undefined ? sets : sets.slice(only, only + 1);
  if (chosen.length === 0) return { rows: [], total: 0 };
  const union = unionBits(chosen, order.length);
  const places = placesFrom(union, (page.page - 1) * page.limit, page.limit);
  const rows = places.map((place) => ({
    id: order[place] as number,
    // Narrowed to one follow, a video still names every follow it matches.
    meets: sets.map((set) => hasPlace(set, place)),
  }));
  return { rows, total: countBits(union) };
}
