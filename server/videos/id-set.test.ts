import { describe, expect, it } from 'vitest';
import { IdSet } from './id-set';

describe('IdSet', () => {
  it('holds exactly its ids, iterates them in order, and answers no for anything else', () => {
    const ids = [0, 1, 31, 32, 33, 63, 64, 1000, 99_999];
    const set = new IdSet(Int32Array.from(ids));
    expect(set.size).toBe(ids.length);
    expect([...set]).toEqual(ids);
    for (let id = -3; id <= 100_100; id++) expect(set.has(id)).toBe(ids.includes(id));
    expect(set.has(2 ** 40)).toBe(false);
    expect(new IdSet(new Int32Array(0)).has(0)).toBe(false);
  });
});
