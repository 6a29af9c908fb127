import { describe, expect, it } from 'vitest';
import { IdSet } from './id-set';

describe('IdSet', () => {
  it('holds exactly its ids, iterates them in order, and answers no for anything else', () => {
    const ids = [0, 1, 31, 32, 33, 63, 64, 1000, 99_999];
    const set = new IdSet(Float64Array.from(ids));
    expect(set.size).toBe(ids.length);
    expect([...set]).toEqual(ids);
    for (let id = -3; id <= 100_100; id++) expect(set.has(id)).toBe(ids.includes(id));
    expect(set.has(2 ** 40)).toBe(false);
    expect(new IdSet(new Float64Array(0)).has(0)).toBe(false);
  });

  it('holds ids past 32 bits exactly (an imported video’s id may be any whole number up to 2^53)', () => {
    const ids = [5, 2 ** 31 - 1, 2 ** 31, 2 ** 32 + 5, 9_007_199_254_740_991];
    const set = new IdSet(Float64Array.from(ids));
    expect([...set]).toEqual(ids);
    for (const id of ids) expect(set.has(id)).toBe(true);
    // What a 32-bit reading of those ids would make of them.
    for (const id of [4, 6, 2 ** 31 - 2, 2 ** 31 + 1, 5 + 2 ** 33, -(2 ** 31), 0])
      expect(set.has(id)).toBe(false);
  });
});
