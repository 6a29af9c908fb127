import type { IdFilter } from '../videos/id-set';
import { Growable } from './growable';
import { kthLargest, TopK } from './top-k';

/** BM25's usual constants: how fast repeats of a word stop counting, and how much length dampens. */
const K1 = 1.2;
const B = 0.75;
/** Below this many dead slots compaction is not worth a pass over every posting. */
const COMPACT_MIN_DEAD = 4096;

/** Which fields a search may match: a visitor's only what a visitor may read (issue 8, issue 17). */
export type LexicalAudience = 'public' | 'full';

/** A video as the index reads it: weighted term counts of its public fields and of its gated ones. */
export interface LexicalDocument {
  id: number;
  publicTerms: Map<string, number>;
  gatedTerms: Map<string, number>;
}

/** A video some of whose words matched, with its BM25 score. */
export interface LexicalMatch {
  id: number;
  score: number;
}

export interface LexicalResult {
  /** The best `limit` videos (best first) with at least `minimumShouldMatch` of the query's terms. */
  matches: LexicalMatch[];
  /** How many videos matched in all. */
  count: number;
  /** BM25 of a video that had every term present in the library: what a score is normalised by. */
  bestReachable: number;
  /** The query's terms the audience's fields hold at all. */
  presentTerms: string[];
}

class PostingList {
  readonly slots = new Growable(Int32Array);
  readonly counts = new Growable(Float32Array);
}

/**
 * An inverted index of the library's words for BM25 ranking, held in the process (issue 17: ranking every
 * match in PostgreSQL took seconds for a broad word at 100,000 videos). Each video has a slot; its public
 * and gated fields have separate posting lists, so a visitor's search reads only the public ones while a
 * signed-in search adds the gated counts to the same slots. A changed video gets a new slot and its old one
 * is marked dead: postings are only ever appended and dead slots are skipped, until the dead outnumber the
 * live and `compact` drops them (amortised: a full pass per as many changes as the library has videos).
 *
 * Document frequencies are counted at query time from the live postings read, so scores stay exact BM25
 * however many videos changed since the load.
 */
export class LexicalIndex {
  private readonly termIds = new Map<string, number>();
  private readonly publicPostings: PostingList[] = [];
  private readonly gatedPostings: PostingList[] = [];
  private readonly slotIds = new Growable(Float64Array, 1024);
  private readonly publicLengths = new Growable(Float32Array, 1024);
  private readonly gatedLengths = new Growable(Float32Array, 1024);
  private readonly live = new Growable(Uint8Array, 1024);
  private readonly slotOf = new Map<number, number>();
  private publicTotal = 0;
  private gatedTotal = 0;
  private deadSlots = 0;
  /** Moves on every change, so what is derived from the slots' lengths (lengthNorms) is made again. */
  private version = 0;
  private norms: Record<LexicalAudience, { version: number; values: Float32Array }> = {
    public: { version: -1, values: new Float32Array(0) },
    full: { version: -1, values: new Float32Array(0) },
  };
  // Scratch space reused by every query (one query runs at a time on the event loop).
  private termCounts = new Float32Array(0);
  private termSlotCounts = new Float32Array(0);
  private scores = new Float64Array(0);
  /** Per slot, a bit for each of the search's terms it holds (≤ 32 terms; how many matched is its bit count). */
  private termMasks = new Uint32Array(0);
  private touched = new Int32Array(0);
  private termSlots = new Int32Array(0);
  private matchSlots = new Int32Array(0);
  private matchScores = new Float64Array(0);
  private selectScratch = new Float64Array(0);

  get size(): number {
    return this.slotOf.size;
  }

  /** How many slots are dead (replaced or removed videos whose postings are still in the lists). */
  get dead(): number {
    return this.deadSlots;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /** Adds a video, or replaces the one with its id. */
  upsert(doc: LexicalDocument): void {
    this.remove(doc.id);
    this.version += 1;
    const slot = this.slotIds.push(doc.id);
    this.live.push(1);
    this.slotOf.set(doc.id, slot);
    this.publicLengths.push(this.addPostings(this.publicPostings, doc.publicTerms, slot));
    this.gatedLengths.push(this.addPostings(this.gatedPostings, doc.gatedTerms, slot));
    this.publicTotal += this.publicLengths.array[slot] ?? 0;
    this.gatedTotal += this.gatedLengths.array[slot] ?? 0;
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.version += 1;
    this.slotOf.delete(id);
    this.live.array[slot] = 0;
    this.deadSlots += 1;
    this.publicTotal -= this.publicLengths.array[slot] ?? 0;
    this.gatedTotal -= this.gatedLengths.array[slot] ?? 0;
    if (this.deadSlots >= COMPACT_MIN_DEAD && this.deadSlots > this.slotOf.size) this.compact();
  }

  /**
   * Drops the dead slots: live slots are renumbered in their order and every posting list keeps only its
   * live postings, so memory and the per-query skip cost follow the live library, not its history.
   */
  compact(): void {
    const slots = this.slotIds.length;
    const renumber = new Int32Array(slots).fill(-1);
    let next = 0;
    for (let slot = 0; slot < slots; slot++) {
      if (!this.live.array[slot]) continue;
      renumber[slot] = next;
      this.slotIds.array[next] = this.slotIds.array[slot] as number;
      this.publicLengths.array[next] = this.publicLengths.array[slot] as number;
      this.gatedLengths.array[next] = this.gatedLengths.array[slot] as number;
      this.live.array[next] = 1;
      next += 1;
    }
    for (const column of [this.slotIds, this.publicLengths, this.gatedLengths, this.live]) {
      column.length = next;
      column.trim();
    }
    for (const [id, slot] of this.slotOf) this.slotOf.set(id, renumber[slot] as number);
    for (const list of [...this.publicPostings, ...this.gatedPostings]) {
      let kept = 0;
      for (let i = 0; i < list.slots.length; i++) {
        const slot = renumber[list.slots.array[i] as number] as number;
        if (slot < 0) continue;
        list.slots.array[kept] = slot;
        list.counts.array[kept] = list.counts.array[i] as number;
        kept += 1;
      }
      list.slots.length = kept;
      list.counts.length = kept;
      list.slots.trim();
      list.counts.trim();
    }
    this.deadSlots = 0;
    this.version += 1;
  }

  /** The id of a term, its (empty) posting lists made on first sight. */
  private termIdOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.publicPostings.length;
      this.termIds.set(term, id);
      this.publicPostings.push(new PostingList());
      this.gatedPostings.push(new PostingList());
    }
    return id;
  }

  /** Every term an audience's fields hold, with its (possibly stale-inclusive) posting count. */
  *vocabulary(audience: LexicalAudience): Iterable<[string, number]> {
    for (const [term, id] of this.termIds) {
      const count =
        (this.publicPostings[id]?.slots.length ?? 0) +
        (audience === 'full' ? (this.gatedPostings[id]?.slots.length ?? 0) : 0);
      if (count > 0) yield [term, count];
    }
  }

  /** Whether any live video's fields for this audience hold the term. */
  contains(term: string, audience: LexicalAudience): boolean {
    const id = this.termIds.get(term);
    if (id === undefined) return false;
    const lists = this.listsOf(id, audience);
    for (const list of lists) {
      for (let i = 0; i < list.slots.length; i++) if (this.live.array[list.slots.array[i] ?? 0]) return true;
    }
    return false;
  }

  /** The most one term can add to a score: a term found in a single video (what a missing term counts as). */
  get rarestTermScore(): number {
    const live = this.size;
    return Math.log(1 + (live + 0.5) / 1.5) * (K1 + 1);
  }

  /** Gives back spare capacity after the bulk load. */
  trim(): void {
    for (const list of [...this.publicPostings, ...this.gatedPostings]) {
      list.slots.trim();
      list.counts.trim();
    }
  }

  get bytes(): number {
    let bytes = this.slotIds.bytes + this.publicLengths.bytes + this.gatedLengths.bytes + this.live.bytes;
    for (const list of [...this.publicPostings, ...this.gatedPostings]) {
      // ~100 bytes of object overhead per list and typed array, besides the elements.
      bytes += list.slots.bytes + list.counts.bytes + 300;
    }
    // The id → slot map and the term dictionary: ~40 bytes an entry.
    return bytes + (this.slotOf.size + this.termIds.size) * 40;
  }

  /**
   * Scores every live video holding at least `minimumShouldMatch` of `terms` (distinct, already read
   * through search-text.ts) with BM25 over the audience's fields.
   */
  search(
    terms: readonly string[],
    audience: LexicalAudience,
    minimumShouldMatch: number,
    /** Terms every match must have (a quoted phrase's words), as indexes into `terms`. */
    required: readonly number[] = [],
    options: { limit?: number; allowed?: IdFilter | undefined } = {},
  ): LexicalResult {
    const live = this.size;
    this.ensureScratch();
    const anyDead = this.deadSlots > 0;
    const liveSlots = this.live.array;
    const norms = this.lengthNorms(audience);
    const { termCounts, termSlots, termSlotCounts } = this;
    let touchedCount = 0;
    const presentTerms: string[] = [];
    let bestReachable = 0;
    let requiredMask = 0;
    for (const i of required) requiredMask |= 1 << i;
    // Term at a time over typed arrays: a broad word has tens of thousands of postings at 100,000 videos,
    // and scoring them is most of a search's cost (issue 17 bench profile).
    for (const [termIndex, term] of terms.entries()) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      const lists = this.listsOf(id, audience);
      const only = lists.length === 1 && !anyDead ? lists[0] : undefined;
      let documents = 0;
      let slots: Int32Array;
      let counts: Float32Array;
      if (only) {
        // One list and no dead slot (a visitor's search, mostly): each posting is a live video's count as
        // it stands, scored as it is (gathering it first took ~40 % longer, bench library).
        documents = only.slots.length;
        slots = only.slots.array;
        counts = only.counts.array;
      } else {
        // The term's count per live slot, summed over the audience's lists (a slot may be in both).
        for (const list of lists) {
          const listSlots = list.slots.array;
          const listCounts = list.counts.array;
          for (let i = 0; i < list.slots.length; i++) {
            const slot = listSlots[i] as number;
            if (anyDead && !liveSlots[slot]) continue;
            if (termCounts[slot] === 0) termSlots[documents++] = slot;
            termCounts[slot] = (termCounts[slot] as number) + (listCounts[i] as number);
          }
        }
        for (let d = 0; d < documents; d++) {
          const slot = termSlots[d] as number;
          termSlotCounts[d] = termCounts[slot] as number;
          termCounts[slot] = 0;
        }
        slots = termSlots;
        counts = termSlotCounts;
      }
      if (documents === 0) continue;
      presentTerms.push(term);
      const idf = Math.log(1 + (live - documents + 0.5) / (documents + 0.5));
      bestReachable += idf * (K1 + 1);
      touchedCount = this.scoreTerm(slots, counts, documents, idf, 1 << termIndex, norms, touchedCount);
    }
    // The matches (allowed, with enough terms, the required ones among them) and their scores; the slots'
    // scratch is cleared for the next search on the way.
    const allowed = options.allowed;
    const slotIds = this.slotIds.array;
    const { matchSlots, matchScores, scores, termMasks, touched } = this;
    let count = 0;
    for (let t = 0; t < touchedCount; t++) {
      const slot = touched[t] as number;
      if (
        bitCount(termMasks[slot] as number) >= minimumShouldMatch &&
        ((termMasks[slot] as number) & requiredMask) === requiredMask &&
        (!allowed || allowed.has(slotIds[slot] as number))
      ) {
        matchSlots[count] = slot;
        matchScores[count] = scores[slot] as number;
        count += 1;
      }
      scores[slot] = 0;
      termMasks[slot] = 0;
    }
    // The best `limit` by score: only matches that reach the limit-th best score go through the heap (a
    // tie there still goes in, where the id decides), so it takes about `limit` pushes however broad the
    // search; a heap fed every match was over half of a broad search's time (bench, 100,000 videos).
    const k = Math.max(0, Math.min(options.limit ?? live, count));
    const top = new TopK(k);
    if (k > 0) {
      let least = Number.NEGATIVE_INFINITY;
      if (k < count) {
        this.selectScratch.set(matchScores.subarray(0, count));
        least = kthLargest(this.selectScratch, count, k);
      }
      for (let m = 0; m < count; m++) {
        const score = matchScores[m] as number;
        if (score >= least) top.push(slotIds[matchSlots[m] as number] as number, score);
      }
    }
    return { matches: top.sorted(), count, bestReachable, presentTerms };
  }

  /** Appends a document's postings for one field group; returns the group's length (the sum of counts). */
  private addPostings(postings: PostingList[], terms: Map<string, number>, slot: number): number {
    let length = 0;
    for (const [term, count] of terms) {
      const list = postings[this.termIdOf(term)];
      if (!list) continue;
      list.slots.push(slot);
      list.counts.push(count);
      length += count;
    }
    return length;
  }

  /**
   * Adds one term's BM25 weight to the scores of `n` postings (a slot each and the term's count there) and
   * marks the term's bit; returns how many slots the search has touched so far.
   */
  private scoreTerm(
    slots: Int32Array,
    counts: Float32Array,
    n: number,
    idf: number,
    bit: number,
    norms: Float32Array,
    touchedCount: number,
  ): number {
    const { scores, termMasks, touched } = this;
    const lift = idf * (K1 + 1);
    for (let i = 0; i < n; i++) {
      const slot = slots[i] as number;
      const count = counts[i] as number;
      const mask = termMasks[slot] as number;
      if (mask === 0) touched[touchedCount++] = slot;
      scores[slot] = (scores[slot] as number) + (lift * count) / (count + (norms[slot] as number));
      termMasks[slot] = mask | bit;
    }
    return touchedCount;
  }

  /**
   * Each slot's BM25 length term for an audience, `K1 · (1 − B + B · length / average length)`, kept until
   * the index changes: one read per posting instead of two lengths and the arithmetic (a change costs one
   * pass over the slots, ~0.2 ms at 100,000 videos, on the next search).
   */
  private lengthNorms(audience: LexicalAudience): Float32Array {
    const kept = this.norms[audience];
    if (kept.version === this.version) return kept.values;
    const full = audience === 'full';
    const live = Math.max(1, this.size);
    const avgLength = Math.max(1, (this.publicTotal + (full ? this.gatedTotal : 0)) / live);
    const slots = this.slotIds.length;
    const values =
      kept.values.length >= slots ? kept.values : new Float32Array(Math.max(slots, this.scores.length));
    const publicLengths = this.publicLengths.array;
    const gatedLengths = this.gatedLengths.array;
    for (let slot = 0; slot < slots; slot++) {
      const length = (publicLengths[slot] as number) + (full ? (gatedLengths[slot] as number) : 0);
      values[slot] = K1 * (1 - B + (B * length) / avgLength);
    }
    this.norms[audience] = { version: this.version, values };
    return values;
  }

  private listsOf(termId: number, audience: LexicalAudience): PostingList[] {
    const lists: PostingList[] = [];
    const pub = this.publicPostings[termId];
    if (pub) lists.push(pub);
    const gated = this.gatedPostings[termId];
    if (audience === 'full' && gated) lists.push(gated);
    return lists;
  }

  private ensureScratch(): void {
    const slots = this.slotIds.length;
    if (this.scores.length >= slots) return;
    // Sized by the slots ever made (dead ones included), so a slot is an index without a lookup.
    const capacity = Math.max(slots, this.scores.length * 2, 1024);
    this.termCounts = new Float32Array(capacity);
    this.scores = new Float64Array(capacity);
    this.termSlotCounts = new Float32Array(capacity);
    this.termMasks = new Uint32Array(capacity);
    this.touched = new Int32Array(capacity);
    this.termSlots = new Int32Array(capacity);
    this.matchSlots = new Int32Array(capacity);
    this.matchScores = new Float64Array(capacity);
    this.selectScratch = new Float64Array(capacity);
  }
}

/** How many bits of a 32-bit mask are set: how many of a search's terms a slot holds. */
function bitCount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
