/**
 * A set of places in the library's newest-first order (0 is the newest video). A follow's videos are held
 * this way so that a Feed page is bit work, not a query: the union of a user's follows is an OR of their
 * sets, its size (the list's total) a population count, and a page the set bits from `offset` on, already
 * in the Feed's order.
 *
 * Large sets are bitsets (100,000 videos: 12.5 KB, whatever the count); small ones (a creator, a search's
 * 200 matches) the sorted places themselves, 4 bytes each, since most follows match few videos and a
 * library's worth of followed searches and creators must fit in memory.
 */
export type PositionSet =
  | { kind: 'bits'; bits: Uint32Array; size: number }
  | { kind: 'list'; places: Int32Array };

/** Below this many places per bitset word's worth of videos, a sorted list is smaller than the bits. */
const LIST_LIMIT_PER_WORD = 1;

/** A set of `places` (any order, duplicates allowed) within a library of `length` videos. */
export function positionSet(places: Iterable<number>, length: number): PositionSet {
  const sorted = Int32Array.from(new Set(places)).sort();
  const words = wordCount(length);
  if (sorted.length <= words * LIST_LIMIT_PER_WORD) return { kind: 'list', places: sorted };
  const bits = new Uint32Array(words);
  for (const place of sorted) setBit(bits, place);
  return { kind: 'bits', bits, size: sorted.length };
}

export function setSize(set: PositionSet): number {
  return set.kind === 'bits' ? set.size : set.places.length;
}

/** Memory a set holds, for the cache's budget. */
export function setBytes(set: PositionSet): number {
  return (set.kind === 'bits' ? set.bits.byteLength : set.places.byteLength) + 64;
}

export function hasPlace(set: PositionSet, place: number): boolean {
  if (set.kind === 'bits') return place >>> 5 < set.bits.length && testBit(set.bits, place);
  // Binary search: a list holds at most a few thousand places.
  let low = 0;
  let high = set.places.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = set.places[middle] as number;
    if (at === place) return true;
    if (at < place) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The union of `sets` as bits over a library of `length` videos. */
export function unionBits(sets: readonly PositionSet[], length: number): Uint32Array {
  const union = new Uint32Array(wordCount(length));
  for (const set of sets) {
    if (set.kind === 'bits') {
      const words = Math.min(union.length, set.bits.length);
      for (let i = 0; i < words; i++) union[i] = (union[i] as number) | (set.bits[i] as number);
    } else {
      for (const place of set.places) if (place >>> 5 < union.length) setBit(union, place);
    }
  }
  return union;
}

/** How many bits are set. */
export function countBits(bits: Uint32Array): number {
  let count = 0;
  for (const word of bits) count += popcount(word);
  return count;
}

/** The places of the set bits numbered offset to offset + limit - 1, in order. */
export function placesFrom(bits: Uint32Array, offset: number, limit: number): number[] {
  const places: number[] = [];
  let skipped = 0;
  for (let i = 0; i < bits.length && places.length < limit; i++) {
    let word = bits[i] as number;
    if (word === 0) continue;
    const inWord = popcount(word);
    if (skipped + inWord <= offset) {
      skipped += inWord;
      continue;
    }
    while (word !== 0 && places.length < limit) {
      const low = word & -word;
      const bit = 31 - Math.clz32(low);
      word ^= low;
      if (skipped >= offset) places.push(i * 32 + bit);
      else skipped += 1;
    }
  }
  return places;
}

const wordCount = (length: number) => Math.max(1, Math.ceil(length / 32));

function setBit(bits: Uint32Array, place: number): void {
  bits[place >>> 5] = (bits[place >>> 5] as number) | (1 << (place & 31));
}

function testBit(bits: Uint32Array, place: number): boolean {
  return ((bits[place >>> 5] as number) & (1 << (place & 31))) !== 0;
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
