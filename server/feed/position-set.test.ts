import { describe, expect, it } from 'vitest';
import { followingPage } from './feed-page';
import { countBits, hasPlace, placesFrom, positionSet, unionBits } from './position-set';

/** The plain answer the bit work must agree with. */
function expected(sets: number[][], length: number, offset: number, limit: number) {
  const union = [...new Set(sets.flat())].filter((p) => p < length).sort((a, b) => a - b);
  return { total: union.length, page: union.slice(offset, offset + limit) };
}

describe('position sets', () => {
  it('keep small sets as lists and large ones as bits, and answer membership either way', () => {
    const small = positionSet([70, 3, 3, 40], 1000);
    const large = positionSet(
      Array.from({ length: 500 }, (_, i) => i * 2),
      1000,
    );
    expect(small.kind).toBe('list');
    expect(large.kind).toBe('bits');
    for (const place of [3, 40, 70]) expect(hasPlace(small, place)).toBe(true);
    expect(hasPlace(small, 4)).toBe(false);
    expect(hasPlace(large, 998)).toBe(true);
    expect(hasPlace(large, 999)).toBe(false);
  });

  it('page through the union of several sets exactly as a sorted merge would, across word edges', () => {
    const length = 10_000;
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const lists = [
      Array.from({ length: 4000 }, () => Math.floor(random() * length)),
      Array.from({ length: 20 }, () => Math.floor(random() * length)),
      [0, 31, 32, 63, 64, 9_999],
    ];
    const sets = lists.map((list) => positionSet(list, length));
    const union = unionBits(sets, length);
    for (const [offset, limit] of [
      [0, 50],
      [31, 7],
      [1_000, 50],
      [3_500, 1_000],
    ] as const) {
      const want = expected(lists, length, offset, limit);
      expect(countBits(union)).toBe(want.total);
      expect(placesFrom(union, offset, limit)).toEqual(want.page);
    }
  });

  it("make a Feed page of ids in the order's places, each naming every set it is in", () => {
    const order = Float64Array.from([105, 104, 103, 102, 101]);
    const sets = [positionSet([0, 2], 5), positionSet([2, 4], 5)];
    expect(followingPage(sets, order, { page: 1, limit: 2 })).toEqual({
      rows: [
        { id: 105, meets: [true, false] },
        { id: 103, meets: [true, true] },
      ],
      total: 3,
    });
    expect(followingPage(sets, order, { page: 1, limit: 5 }, 1)).toEqual({
      rows: [
        { id: 103, meets: [true, true] },
        { id: 101, meets: [false, true] },
      ],
      total: 2,
    });
  });
});
