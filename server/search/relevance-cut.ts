import { RELATED_RESULTS_LIMIT } from '../../shared/contracts/video-search-limits';

/*
 * Where a search's matches end (issue 31). Without a cut, every video sharing one word of the search or
 * loosely near its meaning was "found" — "morning routine" found 100 of the demo library's 345 videos, and
 * the total said so. What passes is counted and paged; the best few below go to the Related row.
 *
 * Both rules are tuned on the judged set (bench/search-eval; `npm run eval:search` prints the calibration
 * grid with its leave-one-out and held-out halves): the rule with the best mean precision of the returned
 * set whose mean recall stays ≥ 0.95 (words only: 0.95 of what no cut reaches) and, hybrid, whose nDCG@10
 * stays ≥ 0.876 (issue 31; the uncut ranking's 0.879 less calibrate-cut.ts's NDCG_ALLOWANCE).
 */

/**
 * The words alone (embeddings off), on BM25 over the best score the search could reach: a match must reach
 * the floor, and this share of the way from it to the best. In sample precision 0.41 → 0.55, recall
 * 0.64 → 0.61 (the recall asked: 0.95 of what no cut reaches).
 */
export const LEXICAL_RELATIVE_CUT = 0.45;
export const LEXICAL_SCORE_FLOOR = 0.05;

/**
 * The hybrid cut reads a candidate's word score and its meaning apart, not only their blend: in a search by
 * meaning the right videos and the loose neighbours sit within ~0.05 of each other in the blend, and a
 * neighbour sharing one common word of the search is lifted above them. So a search whose words found a
 * video that holds them well (a *word search*) keeps the videos holding at least half as much of them, and
 * the neighbours about as close in meaning as the closest candidate (a little less close if they hold some
 * of the words); a search whose words found nothing strong (a *meaning search*) keeps the videos near the
 * best blended score that are also near the closest meaning. A single share of the best blended score could
 * not tell these apart (precision 0.45 at best).
 */
export interface HybridCut {
  /** A search is a word search when some candidate's word score (BM25 over the best reachable, 0–1) reaches this. */
  wordSearch: number;
  /**
   * In a word search: a match holds at least this share of the best candidate's word score… (not calibrated:
   * 0.5 lets two of three words match — "night skincare routine" finds a morning skincare routine —, and the
   * judged set barely tells it from 0.6: precision 0.51 / 0.52)
   */
  wordShare: number;
  /** …or its meaning (cosine with the search) is within this of the closest candidate's… */
  wordSearchMargin: number;
  /** …or within this, if it holds some of the words (some evidence of its own). */
  someWordsMargin: number;
  /** In a meaning search: a match's blended score is at least this share of the best's… */
  meaningShare: number;
  /** …and its meaning is within this of the closest candidate's (or it holds the words best of all). */
  meaningMargin: number;
  /** The least blended score (0–1) a match needs: a search whose best candidate is weaker finds nothing. */
  floor: number;
}

/**
 * Measured 2026-11-27, all 46 judged queries, in sample (bench/search-eval/README.md has the table, by kind):
 * uncut → the share-of-best cut before (share 0.45, floor 0.15) → this rule: precision of the returned set
 * 0.06 → 0.45 → 0.52, recall 0.99 → 0.955 → 0.954, nDCG@10 0.879 → 0.871 → 0.877. Leave-one-out
 * 0.51 / 0.94 (before: 0.45 / 0.93). Meaning-only searches stay the weak kind (precision 0.22).
 */
export const HYBRID_CUT: HybridCut = {
  wordSearch: 0.5,
  wordShare: 0.5,
  wordSearchMargin: 0.13,
  someWordsMargin: 0.23,
  meaningShare: 0.71,
  meaningMargin: 0.22,
  floor: 0.15,
};

export interface ScoredId {
  id: number;
  score: number;
}

/** A hybrid candidate: its blended score, and the two parts the cut reads. */
export interface HybridCandidate extends ScoredId {
  /** BM25 over the best score the search could reach (0–1); 0 when it matched too few of the words. */
  words: number;
  /** Cosine with the search's vector (0 for none, or for a video with no vector yet). */
  meaning: number;
}

export interface Cut {
  /** The candidates that passed, best first. */
  kept: number[];
  /** The best few that did not, best first (at most RELATED_RESULTS_LIMIT). */
  related: number[];
}

/** Splits candidates sorted best first into the kept ones and the best few of the rest. */
function split<T extends ScoredId>(
  sorted: readonly T[],
  keeps: (hit: T) => boolean,
  relatedLimit: number,
): Cut {
  const kept: number[] = [];
  const related: number[] = [];
  for (const hit of sorted) {
    if (keeps(hit)) kept.push(hit.id);
    else if (related.length < relatedLimit && hit.score > 0) related.push(hit.id);
  }
  return { kept, related };
}

/**
 * Splits candidates sorted best first at `floor` + `share` × (best − floor): a match must reach the floor,
 * and a share of the way from it to the best score. A best score under the floor keeps nothing. A share
 * and a floor of 0 keep every candidate with a positive score.
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
  return split(sorted, (hit) => hit.score >= threshold, relatedLimit);
}

/** The hybrid cut (HybridCut) of candidates sorted best first by their blended score. */
export function cutHybrid(
  sorted: readonly HybridCandidate[],
  rule: HybridCut = HYBRID_CUT,
  relatedLimit = RELATED_RESULTS_LIMIT,
): Cut {
  const best = sorted[0]?.score ?? 0;
  let bestWords = 0;
  let bestMeaning = 0;
  for (const hit of sorted) {
    if (hit.words > bestWords) bestWords = hit.words;
    if (hit.meaning > bestMeaning) bestMeaning = hit.meaning;
  }
  const floor = Math.max(rule.floor, Number.MIN_VALUE);
  const holdsWords = (hit: HybridCandidate, share: number) => hit.words > 0 && hit.words >= share * bestWords;
  // A video with no vector yet has no meaning to be near with.
  const near = (hit: HybridCandidate, margin: number) =>
    hit.meaning > 0 && hit.meaning >= bestMeaning - margin;
  const keeps =
    bestWords >= rule.wordSearch
      ? (hit: HybridCandidate) =>
          holdsWords(hit, rule.wordShare) ||
          near(hit, hit.words > 0 ? rule.someWordsMargin : rule.wordSearchMargin)
      : // The words of a meaning search vouch only for the video holding them best: a rare word said once in a
        // reader's transcript finds the one video that says it.
        (hit: HybridCandidate) =>
          hit.score >= rule.meaningShare * best && (holdsWords(hit, 1) || near(hit, rule.meaningMargin));
  return split(sorted, (hit) => best >= floor && hit.score >= floor && keeps(hit), relatedLimit);
}
