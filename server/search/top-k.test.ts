import { describe, expect, it } from 'vitest';
import { kthLargest, TopK } from './top-k';

describe('TopK', () => {
  it('keeps the k best, best first, ties to the higher id, as sorting everything would', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    // Scores in steps of a tenth, so many ties.
    const all = Array.from({ length: 5000 }, (_, id) => ({ id, score: Math.floor(next() * 10) / 10 }));
    for (const k of [0, 1, 7, 1000, 6000]) {
      const top = new TopK(k);
      for (const { id, score } of all) top.push(id, score);
      const expected = [...all].sort((a, b) => b.score - a.score || b.id - a.id).slice(0, k);
      expect(top.sorted()).toEqual(expected);
    }
  });

  it('finds the k-th largest value, ties and all, as sorting would', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (const [n, steps] of [
      [1, 10],
      [2, 1],
      [50, 3],
      [5000, 10],
      [5000, 1_000_000],
    ] as const) {
      const values = Array.from({ length: n }, () => Math.floor(next() * steps) / steps);
      const descending = [...values].sort((a, b) => b - a);
      for (const k of [1, 2, Math.ceil(n / 2), n - 1, n].filter((k) => k >= 1 && k <= n)) {
        expect(kthLargest(Float64Array.from(values), n, k), `n=${n} k=${k}`).toBe(descending[k - 1]);
      }
    }
  });
});
