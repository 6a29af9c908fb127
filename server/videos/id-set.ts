/** What a search or a browse page asks of the videos a filter allows. */
export interface IdFilter extends Iterable<number> {
  has(id: number): boolean;
  readonly size: number;
}

/**
 * A set of video ids as a bitset (membership in a couple of operations, ~12 KB per 100,000 ids) beside
 * the ids themselves in ascending order (iteration). A JavaScript Set of 40,000 numbers costs ~1 MB and a
 * hash lookup per check; a filter set is checked once per candidate of every search and browse page.
 */
export class IdSet implements IdFilter {
  private readonly bits: Uint32Array;

  /** `ids`: ascending, distinct, non-negative integers (serial video ids). */
  constructor(private readonly ids: Int32Array) {
    const largest = ids.length > 0 ? (ids[ids.length - 1] as number) : 0;
    this.bits = new Uint32Array((largest >>> 5) + 1);
    for (const id of ids) this.bits[id >>> 5] = (this.bits[id >>> 5] as number) | (1 << (id & 31));
  }

  get size(): number {
    return this.ids.length;
  }

  has(id: number): boolean {
    // Bit operations read an int32: anything outside the bitset's range is answered before them.
    if (!(id >= 0 && id < this.bits.length * 32)) return false;
    return ((this.bits[id >>> 5] as number) & (1 << (id & 31))) !== 0;
  }

  [Symbol.iterator](): Iterator<number> {
    return this.ids[Symbol.iterator]();
  }
}
