import { describe, expect, it } from 'vitest';
import { countZeroResults, mean, ndcgAt, setPrecisionRecall, top1HitRate } from './metrics';

const grades = new Map([
  [1, 2],
  [2, 1],
]);

describe('nDCG@10', () => {
  it('is 1 when the ranking is the ideal order', () => {
    expect(ndcgAt([1, 2, 9], grades)).toBeCloseTo(1, 10);
  });

  it('discounts a swapped order by log2 of the rank', () => {
    // DCG = 1/log2(2) + 2/log2(3) = 1 + 1.26186 = 2.26186; ideal = 2 + 1/log2(3) = 2.63093.
    expect(ndcgAt([2, 1], grades)).toBeCloseTo(2.26186 / 2.63093, 4);
  });

  it('takes the ideal from the judgments, so a ranking that misses a relevant video is penalised', () => {
    // Only the grade-2 video, first: DCG 2, ideal 2.63093.
    expect(ndcgAt([1], grades)).toBeCloseTo(2 / 2.63093, 4);
  });

  it('ignores results below the cut-off', () => {
    const ranking = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 1];
    expect(ndcgAt(ranking, grades)).toBe(0);
    // Tenth place still counts: 2 / log2(11) over the ideal.
    expect(ndcgAt([...ranking.slice(0, 9), 1], grades)).toBeCloseTo(2 / Math.log2(11) / 2.63093, 4);
  });

  it('is 0 for an empty page', () => {
    expect(ndcgAt([], grades)).toBe(0);
  });
});

describe('zero results and top-1', () => {
  it('counts only empty rankings', () => {
    expect(countZeroResults([[], [1], [], [2, 3]])).toBe(2);
  });

  it('counts a probe as a hit when its first result is any expected id', () => {
    const rate = top1HitRate([
      { ranking: [5, 1], expected: [1, 5] },
      { ranking: [2, 1], expected: [1] },
      { ranking: [], expected: [1] },
      { ranking: [7], expected: [7] },
    ]);
    expect(rate).toBe(0.5);
  });

  it('averages plainly', () => {
    expect(mean([1, 0, 0.5])).toBeCloseTo(0.5, 10);
    expect(mean([])).toBe(0);
  });
});

describe('precision and recall of the returned set', () => {
  it('counts every returned video, not only the first page', () => {
    const returned = [1, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 2];
    expect(setPrecisionRecall(returned, grades)).toEqual({ precision: 2 / 12, recall: 1 });
  });

  it('gives an empty answer precision 0 and recall 0', () => {
    expect(setPrecisionRecall([], grades)).toEqual({ precision: 0, recall: 0 });
    expect(setPrecisionRecall([2, 9], grades)).toEqual({ precision: 0.5, recall: 0.5 });
  });
});
