/**
 * Ranking metrics for the search eval. Rankings are lists of video ids, best first; judgments map ids to
 * grades (2 exact, 1 relevant, missing 0).
 */

export const NDCG_DEPTH = 10;

/** Discounted cumulative gain of the first `depth` grades: gain = grade, discount = log2(rank + 1). */
function dcg(grades: number[], depth: number): number {
  let sum = 0;
  for (let i = 0; i < Math.min(depth, grades.length); i += 1) sum += (grades[i] as number) / Math.log2(i + 2);
  return sum;
}

/**
 * nDCG@depth: the ranking's DCG over the DCG of the ideal order of the judged grades (so the ideal comes
 * from the judgments, not from what the method happened to return). 0 when nothing is judged relevant.
 */
export function ndcgAt(ranking: number[], grades: ReadonlyMap<number, number>, depth = NDCG_DEPTH): number {
  const ideal = dcg(
    [...grades.values()].filter((g) => g > 0).sort((a, b) => b - a),
    depth,
  );
  if (ideal === 0) return 0;
  return (
    dcg(
      ranking.map((id) => grades.get(id) ?? 0),
      depth,
    ) / ideal
  );
}

/**
 * Precision and recall of the returned set (issue 31): everything a search says it found, not only its first
 * page. Any judged grade counts as relevant. An empty answer has precision 0 (the searcher was shown nothing
 * right), so a method cannot buy precision by answering nothing.
 */
export function setPrecisionRecall(
  returned: readonly number[],
  grades: ReadonlyMap<number, number>,
): { precision: number; recall: number } {
  const relevant = [...grades.values()].filter((g) => g > 0).length;
  const hits = new Set(returned.filter((id) => (grades.get(id) ?? 0) > 0)).size;
  return {
    precision: returned.length === 0 ? 0 : hits / returned.length,
    recall: relevant === 0 ? 1 : hits / relevant,
  };
}

/** How many rankings came back empty: a searcher who sees an empty page. */
export function countZeroResults(rankings: number[][]): number {
  return rankings.filter((ranking) => ranking.length === 0).length;
}

/** Share of probes whose first result is one of the expected ids (0 for no probes). */
export function top1HitRate(results: { ranking: number[]; expected: readonly number[] }[]): number {
  if (results.length === 0) return 0;
  const hits = results.filter(
    ({ ranking, expected }) => ranking.length > 0 && expected.includes(ranking[0] as number),
  );
  return hits.length / results.length;
}

/** The arithmetic mean; 0 for an empty list. */
export function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}
