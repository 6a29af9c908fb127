import type { VectorHit } from '../search/vector-index';
import { AuthorCap } from './author-cap';
import { groupInterests, type Interest } from './for-you-interests';

/** What For you reads of the vector index (search/vector-index.ts VectorIndex). */
export interface VideoVectors {
  readonly size: number;
  has(id: number): boolean;
  vectorOf(id: number): Float32Array | null;
  similarities(query: Float32Array, ids: readonly number[]): Float64Array;
  /** Where videos' vectors are, for similaritiesAt: found once for a set scored many times. */
  slotsOf(ids: readonly number[]): Int32Array;
  similaritiesAt(query: Float32Array, slots: Int32Array): Float64Array;
  search(query: Float32Array, options: { k: number }): VectorHit[];
}

/** A video For you starts from: one the user saved, or (cold start) a best performer of a follow. */
export interface Seed {
  id: number;
  /** The follow's label for a follow's seed; null for a saved video. */
  follow: string | null;
}

/** The most recent saves read as seeds: the rest still never appear, but no longer steer. */
export const SEEDS_MAX = 200;

/** The ranking's tunable figures (npm run eval:feed sweeps them). */
export interface ForYouTuning {
  /** A seed joins an interest whose leader is at least this similar to it (for-you-interests.ts). */
  interestJoin: number;
  /** Videos each interest's nearest neighbours add to the candidates. */
  poolPerInterest: number;
  /**
   * A candidate's relevance to an interest: (1 − w) × its similarity to the centroid + w × its similarity
   * to the closest saved video of the interest, so a video much like one save is not lost in the average.
   */
  nearestSeedWeight: number;
  /**
   * Maximal marginal relevance: an interest's next video is the one with the best λ·relevance − (1−λ)·its
   * similarity to the closest video the interest already gave, so near-copies of one video do not fill
   * the page.
   */
  mmrLambda: number;
}

/**
 * Checked with npm run eval:feed -- --sweep on the demo library (bench/feed-eval/README.md): the join splits
 * two topics (same-topic pairs have a median similarity of 0.75, pairs across topics 0.51); across the
 * sweep's 45 points hit-rate@10 spans 0.32–0.38 of a 0.45 ceiling, within the noise of its 300 users, so
 * MMR stays light, a guard against near-copies.
 */
export const FOR_YOU_TUNING: ForYouTuning = {
  interestJoin: 0.6,
  poolPerInterest: 100,
  nearestSeedWeight: 0.5,
  mmrLambda: 0.9,
};
/** "Like N videos you saved" counts the saved videos at least this similar (a same-topic pair, mostly). */
export const LIKE_MIN = 0.7;

/** What one recommendation says about itself. */
export interface Recommended {
  id: number;
  why: string;
}

/** "Like 3 videos you saved", "Like a video you saved". */
export function likeSaved(count: number): string {
  return count === 1 ? 'Like a video you saved' : `Like ${count} videos you saved`;
}

/** "Like what you follow: Skincare". */
export const likeFollowed = (label: string): string => `Like what you follow: ${label}`;

/**
 * For you from the vectors (docs/product/feed.md#for-you): the seeds are grouped into interests; each
 * interest's centroid brings its nearest videos (never a saved one); the interests take turns in
 * proportion to their seeds (Sainte-Laguë), each giving its most relevant video by maximal marginal
 * relevance, with at most AUTHOR_CAP of any AUTHOR_WINDOW videos by one author. Each video then says what
 * it is like: the saved videos close to it, else the follow whose seed it is closest to.
 */
export function rankForYou(
  vectors: VideoVectors,
  seeds: readonly Seed[],
  saved: ReadonlySet<number>,
  authorOf: (id: number) => string | null,
  length: number,
  tuning: ForYouTuning = FOR_YOU_TUNING,
): Recommended[] {
  const withVectors = seeds.flatMap((seed) => {
    const vector = vectors.vectorOf(seed.id);
    return vector ? [{ seed, vector }] : [];
  });
  if (withVectors.length === 0) return [];
  const interests = groupInterests(vectors, withVectors, tuning.interestJoin);
  const pool = candidates(vectors, interests, saved, tuning);
  const order = takeTurns(vectors, interests, pool, authorOf, length, tuning.mmrLambda);
  const savedSeeds = withVectors.filter(({ seed }) => seed.follow === null).map(({ seed }) => seed.id);
  const followSeeds = withVectors.filter(({ seed }) => seed.follow !== null).map(({ seed }) => seed);
  const seedSlots = {
    saved: vectors.slotsOf(savedSeeds),
    follows: vectors.slotsOf(followSeeds.map((seed) => seed.id)),
  };
  return order.map((id) => ({ id, why: whyOf(vectors, id, seedSlots, followSeeds) }));
}

/** Every candidate once, and each interest's own candidates (indexes into `ids`) with their relevance. */
interface Pool {
  ids: number[];
  byInterest: { at: number[]; relevance: number[] }[];
}

/** Each interest's nearest videos the user has not saved, with their relevance to it. */
function candidates(
  vectors: VideoVectors,
  interests: readonly Interest[],
  saved: ReadonlySet<number>,
  tuning: ForYouTuning,
): Pool {
  const ids: number[] = [];
  const indexOf = new Map<number, number>();
  const w = tuning.nearestSeedWeight;
  const byInterest = interests.map(({ centroid, saved: seeds }) => {
    // Saved videos crowd an interest's neighbourhood: ask for enough to have poolPerInterest besides.
    const k = Math.min(vectors.size, tuning.poolPerInterest + saved.size);
    const found: number[] = [];
    const toCentroid: number[] = [];
    for (const hit of vectors.search(centroid, { k })) {
      if (saved.has(hit.id)) continue;
      found.push(hit.id);
      toCentroid.push(hit.score);
      if (found.length >= tuning.poolPerInterest) break;
    }
    const nearest = new Float64Array(found.length).fill(Number.NEGATIVE_INFINITY);
    if (w > 0 && found.length > 0) {
      const foundSlots = vectors.slotsOf(found);
      for (const seed of seeds) {
        const vector = vectors.vectorOf(seed);
        if (!vector) continue;
        const similar = vectors.similaritiesAt(vector, foundSlots);
        for (let i = 0; i < found.length; i++)
          nearest[i] = Math.max(nearest[i] as number, similar[i] as number);
      }
    }
    const at = found.map((id) => {
      let index = indexOf.get(id);
      if (index === undefined) {
        index = ids.push(id) - 1;
        indexOf.set(id, index);
      }
      return index;
    });
    const relevance = found.map((_, i) => {
      const centroidTerm = toCentroid[i] as number;
      const seedTerm = Number.isFinite(nearest[i] as number) ? (nearest[i] as number) : centroidTerm;
      return (1 - w) * centroidTerm + w * seedTerm;
    });
    return { at, relevance };
  });
  return { ids, byInterest };
}

/**
 * The list, one video at a time: the interest whose turn it is (the highest weight ÷ (2 × videos it gave
 * + 1)) gives its best video by MMR that the author cap allows; an interest with none left passes the turn.
 * MMR weighs a candidate against what its own interest gave: near-copies sit in one interest's
 * neighbourhood, and scoring every candidate against every pick was 80,000 dot products a user, the
 * largest share of For you's cost at 100,000 videos (bench profile).
 */
function takeTurns(
  vectors: VideoVectors,
  interests: readonly Interest[],
  { ids, byInterest }: Pool,
  authorOf: (id: number) => string | null,
  length: number,
  lambda: number,
): number[] {
  const authors = ids.map(authorOf);
  const slotsByInterest = byInterest.map(({ at }) =>
    vectors.slotsOf(at.map((index) => ids[index] as number)),
  );
  const closest = new Float64Array(ids.length);
  const taken = new Uint8Array(ids.length);
  const given = interests.map(() => 0);
  const cap = new AuthorCap();
  const chosen: number[] = [];
  const turnOrder = interests.map((_, g) => g);
  while (chosen.length < length) {
    turnOrder.sort(
      (a, b) =>
        (interests[b]?.weight ?? 0) / (2 * (given[b] ?? 0) + 1) -
          (interests[a]?.weight ?? 0) / (2 * (given[a] ?? 0) + 1) || a - b,
    );
    let pick = -1;
    let giver = -1;
    for (const g of turnOrder) {
      const { at, relevance } = byInterest[g] as Pool['byInterest'][number];
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < at.length; i++) {
        const index = at[i] as number;
        if (taken[index] || !cap.allows(authors[index] ?? null)) continue;
        const score = lambda * (relevance[i] as number) - (1 - lambda) * (closest[index] as number);
        if (score > bestScore) {
          bestScore = score;
          pick = index;
        }
      }
      if (pick >= 0) {
        given[g] = (given[g] ?? 0) + 1;
        giver = g;
        break;
      }
    }
    // Nothing left, or only authors at their cap: the list ends rather than break the cap.
    if (pick < 0) break;
    taken[pick] = 1;
    const id = ids[pick] as number;
    chosen.push(id);
    cap.add(authors[pick] ?? null);
    const vector = lambda < 1 ? vectors.vectorOf(id) : null;
    if (!vector) continue;
    const { at } = byInterest[giver] as Pool['byInterest'][number];
    const similar = vectors.similaritiesAt(vector, slotsByInterest[giver] as Int32Array);
    for (let i = 0; i < at.length; i++) {
      const index = at[i] as number;
      if (!taken[index]) closest[index] = Math.max(closest[index] as number, similar[i] as number);
    }
  }
  return chosen;
}

/**
 * What a recommendation is like: the saved videos at least LIKE_MIN similar to it (at least the closest
 * one); with no saved seed close, the follow of the closest follow seed.
 */
function whyOf(
  vectors: VideoVectors,
  id: number,
  seedSlots: { saved: Int32Array; follows: Int32Array },
  followSeeds: readonly Seed[],
): string {
  const vector = vectors.vectorOf(id);
  if (vector && seedSlots.saved.length > 0) {
    const similar = vectors.similaritiesAt(vector, seedSlots.saved);
    let close = 0;
    for (const score of similar) if (score >= LIKE_MIN) close += 1;
    if (close > 0 || followSeeds.length === 0) return likeSaved(Math.max(1, close));
  }
  if (vector && followSeeds.length > 0) {
    const similar = vectors.similaritiesAt(vector, seedSlots.follows);
    let best = 0;
    for (let i = 1; i < similar.length; i++) if ((similar[i] as number) > (similar[best] as number)) best = i;
    return likeFollowed(followSeeds[best]?.follow ?? '');
  }
  return likeSaved(1);
}
