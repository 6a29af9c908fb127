import type { Seed, VideoVectors } from './for-you-ranking';

/** A user's seeds grouped by what they are about: each is searched once and gets its share of the list. */
export interface Interest {
  centroid: Float32Array;
  /** How many seeds it holds: its share of the list. */
  weight: number;
  /** Its saved seeds' ids (follow seeds steer the centroid; the nearest-seed term reads saved videos). */
  saved: number[];
}

/** Interests a user's seeds are grouped into at most (each one is a search of the vectors). */
export const INTERESTS_MAX = 8;

/**
 * Leader grouping: each seed, most recent first, joins the interest of the most similar leader when at least
 * `join` similar to it, or leads a new interest while there are fewer than INTERESTS_MAX (then it joins the
 * closest). An interest's centroid is its seeds' unit mean. One similarity per seed and leader: ~1,600 at
 * 200 seeds, where k-means would repeat them for every round.
 */
export function groupInterests(
  vectors: VideoVectors,
  seeds: readonly { seed: Seed; vector: Float32Array }[],
  join: number,
): Interest[] {
  const leaders: number[] = [];
  const members: { seed: Seed; vector: Float32Array }[][] = [];
  for (const member of seeds) {
    const similar = leaders.length > 0 ? vectors.similarities(member.vector, leaders) : new Float64Array(0);
    let best = -1;
    for (let i = 0; i < similar.length; i++)
      if (best < 0 || (similar[i] as number) > (similar[best] as number)) best = i;
    if (best >= 0 && ((similar[best] as number) >= join || leaders.length >= INTERESTS_MAX)) {
      members[best]?.push(member);
    } else {
      leaders.push(member.seed.id);
      members.push([member]);
    }
  }
  return members.map((group) => ({
    centroid: unitMean(group.map((member) => member.vector)),
    weight: group.length,
    saved: group.filter((member) => member.seed.follow === null).map((member) => member.seed.id),
  }));
}

/** The unit-length mean of vectors of one dimension. */
function unitMean(group: readonly Float32Array[]): Float32Array {
  const dimension = group[0]?.length ?? 0;
  const sum = new Float64Array(dimension);
  for (const vector of group)
    for (let i = 0; i < dimension; i++) sum[i] = (sum[i] as number) + (vector[i] as number);
  let length = 0;
  for (let i = 0; i < dimension; i++) length += (sum[i] as number) ** 2;
  length = Math.sqrt(length) || 1;
  return Float32Array.from(sum, (value) => value / length);
}
