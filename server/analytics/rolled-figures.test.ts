import { describe, expect, it } from 'vitest';
import { type KeyTotals, topOf } from './rolled-figures';

function totals(entries: Record<string, number>): KeyTotals {
  const byKey = new Map(Object.entries(entries).map(([key, count]) => [key, { count, zero: 0 }]));
  const byCount = [...byKey.keys()].sort(
    (a, b) => (entries[b] ?? 0) - (entries[a] ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
  return { byKey, byCount, byZero: [] };
}

/** The top 10 computed the long way: every key summed, then sorted. */
function bruteForce(rolled: Record<string, number>, live: Record<string, number>) {
  const sum = new Map<string, number>();
  for (const [key, n] of [...Object.entries(rolled), ...Object.entries(live)])
    sum.set(key, (sum.get(key) ?? 0) + n);
  return [...sum.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 10)
    .map(([key, count]) => ({ key, count }));
}

describe('topOf', () => {
  it('equals summing every key, with ties at the last place and keys only today knows', () => {
    const rolled: Record<string, number> = {};
    // Twelve keys tied at 5 around the tenth place, a tail below, one leader.
    for (let i = 0; i < 12; i++) rolled[`tied-${String(i).padStart(2, '0')}`] = 5;
    for (let i = 0; i < 30; i++) rolled[`tail-${i}`] = 1 + (i % 4);
    rolled.leader = 40;
    const live = { 'tied-11': 1, 'tail-3': 9, newcomer: 6 };
    const liveTotals = new Map(Object.entries(live).map(([key, count]) => [key, { count, zero: 0 }]));
    const got = topOf(totals(rolled), liveTotals, 'count').map(({ key, count }) => ({ key, count }));
    expect(got).toEqual(bruteForce(rolled, live));
    expect(got.map((e) => e.key)).toContain('tied-11');
    expect(got.map((e) => e.key)).toContain('newcomer');
  });

  it('equals summing every key for many random libraries, today adding thousands of small keys', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 50; round++) {
      const rolled: Record<string, number> = {};
      for (let i = 0; i < 200; i++)
        rolled[`k${Math.floor(random() * 400)}`] = 1 + Math.floor(random() ** 3 * 60);
      const live: Record<string, number> = {};
      for (let i = 0; i < 2_000; i++)
        live[`k${Math.floor(random() * 3_000)}`] = 1 + Math.floor(random() ** 6 * 80);
      const liveTotals = new Map(Object.entries(live).map(([key, count]) => [key, { count, zero: 0 }]));
      const got = topOf(totals(rolled), liveTotals, 'count').map(({ key, count }) => ({ key, count }));
      expect(got).toEqual(bruteForce(rolled, live));
    }
  });
});
