/**
 * A set of positions in one slice of new videos (at most a few thousand): which of them a follow matches,
 * or which a user gets. 10,000 users each joining the sets of their 10–30 follows is a few hundred
 * thousand word-wide ORs, where sets of ids would be millions of insertions.
 */
export class VideoBits {
  private readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }

  set(position: number): void {
    this.words[position >>> 5] = (this.words[position >>> 5] ?? 0) | (1 << (position & 31));
  }

  has(position: number): boolean {
    return ((this.words[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
  }

  /** Adds every position of `other` (of the same size) to this set. */
  add(other: VideoBits): void {
    // Locals and plain indexing: this runs once per (follow, user) pair, 100,000s of times a pass.
    const mine = this.words;
    const theirs = other.words;
    for (let i = 0; i < mine.length; i++) mine[i] = (mine[i] as number) | (theirs[i] as number);
  }

  /** Keeps only the positions `other` holds too. */
  keep(other: VideoBits): void {
    const mine = this.words;
    const theirs = other.words;
    for (let i = 0; i < mine.length; i++) mine[i] = (mine[i] as number) & (theirs[i] as number);
  }

  copy(): VideoBits {
    const copy = new VideoBits(this.size);
    copy.words.set(this.words);
    return copy;
  }

  get count(): number {
    const words = this.words;
    let n = 0;
    for (let i = 0; i < words.length; i++) {
      // The usual bit count of a 32-bit word.
      let word = words[i] as number;
      word -= (word >>> 1) & 0x55555555;
      word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
      n += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }

  get empty(): boolean {
    return this.words.every((word) => word === 0);
  }

  /** The first `limit` positions, in order. */
  first(limit: number): number[] {
    const found: number[] = [];
    for (let i = 0; i < this.words.length && found.length < limit; i++) {
      let word = this.words[i] ?? 0;
      while (word !== 0 && found.length < limit) {
        const low = word & -word;
        found.push(i * 32 + 31 - Math.clz32(low));
        word ^= low;
      }
    }
    return found;
  }
}
