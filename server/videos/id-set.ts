/** What a search or a browse page asks of the videos a filter allows. */
export interface IdFilter extends Iterable<number> {
  has(id: number): boolean;
  readonly size: number;
}

/**
 * Ids up to this are kept as bits (a bitset of 2^31 bits would be 256 MB; bit operations read an int32).
 * A video's id is the library's own, any positive whole number up to 2^53 (normalize-record.ts).
 */
const LARGEST_BIT = 2 ** 31 - 1;
/** Bits per id at most: a bitset far sparser than this is mostly zeros, and a Set costs less. */
const BITS_PER_ID = 256;

/**
 * A set of video ids as a bitset (membership in a couple of operations, ~12 KB per 100,000 serial ids)
 * beside the ids themselves in ascending order (iteration). A JavaScript Set of 40,000 numbers costs ~1 MB
 * and a hash lookup per check; a filter set is checked once per candidate of every search and browse page.
 * Ids too large or too sparse for bits are held in a Set instead.
 */
export class IdSet implements IdFilter {
  private readonly bits: Uint32Array | null;
  private readonly sparse: Set<number> | null;

  /** `ids`: ascending, distinct, non-negative whole numbers (video ids). */
  constructor(private readonly ids: Float64Array) {
    const largest = ids.length > 0 ? (ids[ids.length - 1] as number) : 0;
    const dense = largest <= LARGEST_BIT && largest <= Math.max(1024, ids.length * BITS_PER_ID);
    this.bits = dense ? new Uint32Array(Math.floor(largest / 32) + 1) : null;
    this.sparse = dense ? null : new Set(ids);
    if (this.bits)
      for (const id of ids) this.bits[id >>> 5] = (this.bits[id >>> 5] as number) | (1 << (id & 31));
  }

  get size(): number {
    return this.ids.length;
  }

  has(id: number): boolean {
    if (this.sparse) return this.sparse.has(id);
    const bits = this.bits as Uint32Array;
    // Bit operations read an int32: anything outside the bitset's range is answered before them.
    if (!(id >= 0 && id < bits.length * 32)) return false;
    return ((bits[id >>> 5] as number) & (1 << (id & 31))) !== 0;
  }

  [Symbol.iterator](): Iterator<number> {
    return this.ids[Symbol.iterator]();
  }
}
