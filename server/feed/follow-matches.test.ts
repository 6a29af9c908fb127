import { describe, expect, it } from 'vitest';
import { bestRanked, firstInOrder } from './follow-matches';
import { positionSet } from './position-set';

/**
 * For you's cold-start seeds (followSeedIds): a follow's best performers are the first of its videos in
 * the Outliers order, whether its set is a short list of places or a bitset.
 */

// A library of 200 places; the Outliers order puts place 199 first, then 198, … (a reversed library), and
// leaves out places 0–9 (videos the order lacks).
const LENGTH = 200;
const placeByRank = Int32Array.from({ length: 190 }, (_, rank) => LENGTH - 1 - rank);
const rankOfPlace = new Int32Array(LENGTH).fill(-1);
placeByRank.forEach((place, rank) => {
  rankOfPlace[place] = rank;
});

describe('feed: a follow’s best performers', () => {
  it('takes the best ranks of a short list, best first, leaving out what the order lacks', () => {
    const set = positionSet([3, 150, 20, 180, 5, 60], LENGTH);
    expect(set.kind).toBe('list');
    if (set.kind !== 'list') return;
    expect(bestRanked(set.places, rankOfPlace, 3)).toEqual([180, 150, 60]);
    expect(bestRanked(set.places, rankOfPlace, 10)).toEqual([180, 150, 60, 20]);
  });

  it('walks the order from the top for a large set, and stops at the count', () => {
    const set = positionSet(
      Array.from({ length: 100 }, (_, i) => i * 2),
      LENGTH,
    );
    expect(set.kind).toBe('bits');
    expect(firstInOrder(set, placeByRank, 3)).toEqual([198, 196, 194]);
    // Both ways agree on the same places.
    const list = positionSet([198, 196, 194, 2], LENGTH);
    expect(list.kind).toBe('list');
    if (list.kind !== 'list') return;
    expect(bestRanked(list.places, rankOfPlace, 3)).toEqual([198, 196, 194]);
  });
});
