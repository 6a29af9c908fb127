import { RELATED_RESULTS_LIMIT } from '../../shared/contracts/video-search-limits';

/**
 * Where a search's matches end (issue 31): a match must reach a floor, and a share of the way from the floor
 * to the best candidate's score (so a search whose best candidate is itself weak finds nothing). Without a
 * cut, every video sharing one word of the search or loosely near its meaning was "found" — "morning
 * routine" found 100 of the demo library's 345 videos, and the total said so.
 *
 * Tuned on the judged set (bench/search-eval, `npm run eval:search` prints the calibration): the rule with the
 * best mean precision of the returned set whose mean recall stays ≥ 0.95, chosen on all 46 judged queries.
 * Hybrid, in sample: precision 0.06 → 0.45, recall 0.99 → 0.955, nDCG@10 0.876 → 0.869; leave-one-out
 * 0.45 / 0.93. No rule on these scores reached precision 0.5 at recall 0.95: in meaning-only searches the
 * right videos and the loose neighbours sit within ~0.05 of each other.
 */
export const HYBRID_RELATIVE_CUT = 0.45;
/** The least fused score (words and meaning, 0–1) a match needs, however good the best is. */
export const HYBRID_SCORE_FLOOR = 0.15;
/**
 * The same rule for the words alone (embeddings off), on BM25 over the best score the search could reach:
 * in sample precision 0.41 → 0.55, recall 0.64 → 0.61 (the recall asked: 0.95 of what no cut reaches).
 */
export const LEXICAL_RELATIVE_CUT = 0.45;
export const LEXICAL_SCORE_FLOOR = 0.05;

export interface ScoredId {
  id: number;
  score: number;
}

export interface Cut {
  /** The candidates at or above the cut, best first. */
  kept: number[];
  /** The best few below it, best first (at most RELATED_RESULTS_LIMIT). */
  related: number[];
}

/**
 * Splits candidates sorted best first at `floor` + `share` × (best − floor): a match must reach the floor,
 * and a share of the way from it to the best score (candidates bunched just above the floor, as loose
 * neighbours in meaning are, fall below when the best stands clear of them). A best score under the floor
 * keeps nothing. A share and a floor of 0 keep every candidate with a positive score.
 */
export function cutAtShare(
  sorted: readonly ScoredId[],
  share: number,
  floor: number,
  relatedLimit = RELATED_RESULTS_LIMIT,
): Cut {
  const best = sorted[0]?.score ?? 0;
  const threshold =
    best < floor ? Number.POSITIVE_INFINITY : Math.max(floor + share * (best - floor), Number.MIN_VALUE);
  let end = 0;
  while (end < sorted.length && (sorted[end] as ScoredId).score >= threshold) end += 1;
  const kept = new Array<number>(end);
  for (let i = 0; i < end; i++) kept[i] = (sorted[i] as ScoredId).id;
  const related: number[] = [];
  for (let i = end; i < sorted.length && related.length < relatedLimit; i++) {
    const hit = sorted[i] as ScoredId;
    if (hit.score > 0) related.push(hit.id);
  }
  return { kept, related };
}
