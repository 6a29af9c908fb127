import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { IdFilter } from '../videos/id-set';
import { groupInWorker } from './group-in-worker';
import { Growable } from './growable';
import { Int8Rows } from './int8-dot';
import { CentroidTable } from './kmeans';
import { TopK } from './top-k';

/** Below this many vectors an exact scan is fast enough (~2 ms); above it the lists are built. */
export const CLUSTER_MIN_VECTORS = 8000;
/** Groups per √(vectors): 632 at 100,000, smaller groups than √n/2's 158 for the same share read. */
const GROUPS_PER_ROOT = 2;
/** Vectors the centroids are trained on per centroid, and the rounds of training. */
const TRAINING_PER_GROUP = 32;
const TRAINING_ROUNDS = 8;
/**
 * A search reads the groups nearest the query until they hold this share of the vectors (and at least
 * PROBE_MIN_VECTORS, and at least PROBE_MIN_GROUPS groups). Counting vectors rather than groups keeps a
 * query in a crowded region from reading a few very large groups: the bench library's groups held from 10
 * to 5,000 vectors, and a video's own neighbourhood is a crowded one. Measured on the bench's 100,000
 * against the exact answer (150 distinct search texts): recall of the top 10 0.96 and of the top 50 0.95,
 * reading 6,500 vectors a search (p95 6,850), where ten of √n/2 groups read 8,000 (p95 14,300) for 0.96
 * and 0.93; for a video's own vector (similar videos) 6,500 where it was 11,000 (p95 18,700).
 */
const PROBE_SHARE = 1 / 16;
const PROBE_MIN_VECTORS = 2000;
const PROBE_MIN_GROUPS = 3;
/** Vectors copied for the grouping between two turns of the event loop (~10 ms of copying). */
const YIELD_EVERY = 10_000;
/** A filter that leaves fewer than this share of the videos is searched exactly, over the allowed ones. */
const EXACT_SHARE = 0.15;

/** An inverted file: centroids, and for each the slots nearest to it (stale entries are skipped). */
interface Clusters {
  centroids: CentroidTable;
  lists: Growable<Int32Array>[];
  /** How many vectors the centroids were trained for: retrained when the library doubles. */
  trainedFor: number;
}

export interface VectorHit {
  id: number;
  score: number;
}

export interface VectorSearchOptions {
  k: number;
  /** Hits scoring below this are left out. */
  floor?: number;
  /** Only these videos may be hits (the list's filters). */
  allowed?: IdFilter | undefined;
  exclude?: number;
}

/**
 * The videos' unit vectors in int8 (issue 17: a quarter of float32's memory; a dot product loses well
 * under 1 % to the rounding): each vector is stored as 127 steps of its largest component, with that step
 * kept beside it. A small library is searched exactly. From CLUSTER_MIN_VECTORS on, the vectors are
 * grouped around 2√n centroids (k-means, in a worker thread) and a search scores only the groups
 * nearest the query, until they hold a sixteenth of the vectors: an exact scan of 100,000 × 512 took
 * ~80 ms of one core here in JavaScript.
 */
export class VectorIndex {
  /** The codes, in WebAssembly memory (int8-dot.ts), row = slot. */
  private readonly rows: Int8Rows;
  private readonly steps = new Growable(Float32Array, 1024);
  private readonly slotIds = new Growable(Float64Array, 1024);
  private readonly live = new Growable(Uint8Array, 1024);
  private readonly slotOf = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  /** The group each slot was put in (-1: none yet). */
  private readonly listOf = new Growable(Int32Array, 1024);
  private clusters: Clusters | null = null;
  /** A grouping under way: the slots written since its copy was taken, and how to stop it. */
  private grouping: { written: Set<number>; stop: () => void } | null = null;
  private closed = false;
  // Scratch space reused by every search (one runs at a time on the event loop): the slots to score and
  // their scores.
  private readonly candidates = new Growable(Int32Array, 1024);
  private scores = new Float64Array(1024);

  constructor(readonly dimension: number) {
    this.rows = new Int8Rows(dimension);
  }

  get size(): number {
    return this.slotOf.size;
  }

  get bytes(): number {
    let lists = 0;
    for (const list of this.clusters?.lists ?? []) lists += list.bytes;
    return (
      this.rows.codes.byteLength +
      this.steps.bytes +
      this.slotIds.bytes +
      this.live.bytes +
      this.listOf.bytes +
      lists +
      // The float centroids and their int8 copy.
      (this.clusters?.centroids.centroids.byteLength ?? 0) * 1.25 +
      this.slotOf.size * 40
    );
  }

  /** Whether searches go through the groups (for the bench's report). */
  get clustered(): boolean {
    return this.clusters !== null;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  upsert(id: number, vector: Float32Array): void {
    if (vector.length !== this.dimension) {
      throw new Error(`a ${vector.length}-d vector for video ${id} in a ${this.dimension}-d index`);
    }
    let slot = this.slotOf.get(id) ?? this.freeSlots.pop();
    if (slot === undefined) {
      slot = this.slotIds.push(id);
      this.steps.push(0);
      this.live.push(1);
      this.listOf.push(-1);
      this.rows.reserve(this.slotIds.length);
    }
    this.slotIds.array[slot] = id;
    this.live.array[slot] = 1;
    this.slotOf.set(id, slot);
    let largest = 0;
    for (let i = 0; i < vector.length; i++) largest = Math.max(largest, Math.abs(vector[i] ?? 0));
    const step = largest / 127 || 1;
    this.steps.array[slot] = step;
    const offset = slot * this.rows.stride;
    const codes = this.rows.codes;
    for (let i = 0; i < vector.length; i++) codes[offset + i] = Math.round((vector[i] ?? 0) / step);
    this.grouping?.written.add(slot);
    if (this.clusters) this.assign(this.clusters, slot);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.live.array[slot] = 0;
    this.listOf.array[slot] = -1;
    this.freeSlots.push(slot);
  }

  /** The stored vector (from its int8 form), or null when the video has none yet. */
  vectorOf(id: number): Float32Array | null {
    const slot = this.slotOf.get(id);
    return slot === undefined ? null : this.vectorOfSlot(slot);
  }

  /** The cosine of a unit query with a video's vector, or null when the video has none yet. */
  similarity(query: Float32Array, id: number): number | null {
    const score = this.similarities(query, [id])[0] as number;
    return Number.isNaN(score) ? null : score;
  }

  /** The cosine of a unit query with each video's vector, in one pass; NaN for a video with none yet. */
  similarities(query: Float32Array, ids: readonly number[]): Float64Array {
    return this.similaritiesAt(query, this.slotsOf(ids));
  }

  /**
   * Where each video's vector is (-1: none yet), for similaritiesAt: a caller scoring one set of videos
   * against many queries (For you's candidates) looks them up once; the lookups cost more than the dot
   * products there.
   */
  slotsOf(ids: readonly number[]): Int32Array {
    const slots = new Int32Array(ids.length);
    for (let k = 0; k < ids.length; k++) slots[k] = this.slotOf.get(ids[k] as number) ?? -1;
    return slots;
  }

  /** similarities() over slots from slotsOf, valid until the next write to the index. */
  similaritiesAt(query: Float32Array, slots: Int32Array): Float64Array {
    const candidates = this.candidates;
    candidates.length = 0;
    for (let k = 0; k < slots.length; k++) {
      const slot = slots[k] as number;
      if (slot >= 0) candidates.push(slot);
    }
    const scores = this.scoreCandidates(query);
    const out = new Float64Array(slots.length);
    for (let k = 0, c = 0; k < slots.length; k++)
      out[k] = (slots[k] as number) >= 0 ? (scores[c++] as number) : Number.NaN;
    return out;
  }

  /** The `k` videos closest to a unit query, best first. */
  search(query: Float32Array, options: VectorSearchOptions): VectorHit[] {
    const candidates = this.candidates;
    candidates.length = 0;
    const add = (slot: number) => {
      if (this.live.array[slot] && this.slotIds.array[slot] !== options.exclude) candidates.push(slot);
    };
    const allowed = options.allowed;
    if (allowed && allowed.size < this.size * EXACT_SHARE) {
      // A narrow filter: the allowed videos alone, exactly (the groups might hold few of them).
      for (const id of allowed) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined) add(slot);
      }
    } else if (this.clusters) {
      const clusters = this.clusters;
      for (const list of this.nearestLists(clusters, query)) {
        const slots = clusters.lists[list];
        if (!slots) continue;
        for (let i = 0; i < slots.length; i++) {
          const slot = slots.array[i] ?? 0;
          // A vector that moved to another group since is skipped here and found there.
          if (this.listOf.array[slot] === list) add(slot);
        }
      }
    } else {
      for (let slot = 0; slot < this.slotIds.length; slot++) add(slot);
    }
    const scores = this.scoreCandidates(query);
    const top = new TopK(options.k);
    const floor = options.floor ?? Number.NEGATIVE_INFINITY;
    const slots = candidates.array;
    for (let c = 0; c < candidates.length; c++) {
      const score = scores[c] as number;
      if (score < floor || score <= top.threshold) continue;
      const id = this.slotIds.array[slots[c] as number] ?? 0;
      if (allowed && !allowed.has(id)) continue;
      top.push(id, score);
    }
    return top.sorted();
  }

  /** The query's cosine with each slot in `candidates`, in their order (the scratch array, reused). */
  private scoreCandidates(query: Float32Array): Float64Array {
    const count = this.candidates.length;
    if (this.scores.length < count) this.scores = new Float64Array(Math.max(count, this.scores.length * 2));
    this.rows.setQuery(query);
    const slots = this.candidates.array;
    this.rows.dotMany(slots, count, this.scores);
    for (let c = 0; c < count; c++) {
      this.scores[c] = (this.scores[c] as number) * (this.steps.array[slots[c] as number] as number);
    }
    return this.scores;
  }

  /**
   * Groups the vectors when the library is big enough (or has doubled since the last grouping): k-means
   * runs in a worker thread on a copy of the vectors (group-in-worker.ts), and the groups are swapped in
   * when it answers. Searches stay exact (or use the previous groups) until then; vectors written
   * meanwhile are placed on arrival.
   */
  async cluster(): Promise<void> {
    const live = this.size;
    if (this.grouping || this.closed || live < CLUSTER_MIN_VECTORS) return;
    if (this.clusters && live < this.clusters.trainedFor * 2) return;
    const d = this.dimension;
    // Writes from here on are placed again once the groups are in (the copy may hold their old vector).
    const written = new Set<number>();
    const grouping = { written, stop: () => {} };
    this.grouping = grouping;
    try {
      const slots = new Int32Array(live);
      let rows = 0;
      for (let slot = 0; slot < this.slotIds.length && rows < live; slot++)
        if (this.live.array[slot]) slots[rows++] = slot;
      const codes = new Int8Array(rows * d);
      const steps = new Float32Array(rows);
      for (let row = 0; row < rows; row++) {
        const slot = slots[row] as number;
        const from = slot * this.rows.stride;
        codes.set(this.rows.codes.subarray(from, from + d), row * d);
        steps[row] = this.steps.array[slot] as number;
        if (row % YIELD_EVERY === YIELD_EVERY - 1) await yieldToEventLoop();
      }
      const count = Math.max(16, Math.min(4096, Math.round(Math.sqrt(live) * GROUPS_PER_ROOT)));
      const worker = groupInWorker({
        codes,
        steps,
        dimension: d,
        count,
        sampleSize: count * TRAINING_PER_GROUP,
        rounds: TRAINING_ROUNDS,
      });
      grouping.stop = worker.stop;
      if (this.closed) worker.stop();
      const { centroids, assignment } = await worker.result;
      const clusters: Clusters = {
        centroids: new CentroidTable(centroids, count, d),
        lists: Array.from({ length: count }, () => new Growable(Int32Array, 64)),
        trainedFor: live,
      };
      // Placed in one go (no yield): a write meanwhile would go to the groups searches still use.
      for (let row = 0; row < rows; row++) {
        const slot = slots[row] as number;
        // Removed, or written again since the copy: placed by its vector now, below.
        if (!this.live.array[slot] || written.has(slot)) continue;
        const list = assignment[row] as number;
        clusters.lists[list]?.push(slot);
        this.listOf.array[slot] = list;
      }
      for (const slot of written) {
        if (!this.live.array[slot]) continue;
        this.listOf.array[slot] = -1;
        this.assign(clusters, slot);
      }
      this.clusters = clusters;
      this.packByGroup(clusters);
    } finally {
      this.grouping = null;
    }
  }

  /**
   * Renumbers the slots so that each group's vectors lie one after another in memory, and drops the
   * removed ones: a search then reads a few runs of rows rather than thousands of scattered ones (6,500
   * rows of 512 codes took 1.09 ms scattered over 100,000 and 0.26 ms in one run, measured here). One
   * synchronous pass per grouping, so no search sees the slots half renumbered: 83 ms at 100,000, once at
   * start and again only when the library has doubled.
   */
  private packByGroup(clusters: Clusters): void {
    const before = this.slotIds.length;
    const stride = this.rows.stride;
    const newSlot = new Int32Array(before).fill(-1);
    let next = 0;
    for (const [list, slots] of clusters.lists.entries()) {
      for (let i = 0; i < slots.length; i++) {
        const slot = slots.array[i] as number;
        if (this.live.array[slot] && this.listOf.array[slot] === list && newSlot[slot] === -1)
          newSlot[slot] = next++;
      }
    }
    // Every live vector has a group by now; should one not, it keeps a place after them.
    for (let slot = 0; slot < before; slot++)
      if (this.live.array[slot] && newSlot[slot] === -1) newSlot[slot] = next++;
    const codes = this.rows.codes.slice(0, before * stride);
    const steps = this.steps.array.slice(0, before);
    const ids = this.slotIds.array.slice(0, before);
    const lists = this.listOf.array.slice(0, before);
    for (let slot = 0; slot < before; slot++) {
      const to = newSlot[slot] as number;
      if (to < 0) continue;
      this.rows.codes.set(codes.subarray(slot * stride, (slot + 1) * stride), to * stride);
      this.steps.array[to] = steps[slot] as number;
      this.slotIds.array[to] = ids[slot] as number;
      this.listOf.array[to] = lists[slot] as number;
      this.live.array[to] = 1;
      this.slotOf.set(ids[slot] as number, to);
    }
    for (const column of [this.steps, this.slotIds, this.listOf, this.live]) column.length = next;
    this.freeSlots.length = 0;
    for (const list of clusters.lists) list.length = 0;
    for (let slot = 0; slot < next; slot++) {
      const list = this.listOf.array[slot] as number;
      if (list >= 0) clusters.lists[list]?.push(slot);
    }
  }

  /** Stops a grouping under way (the app is closing). */
  close(): void {
    this.closed = true;
    this.grouping?.stop();
  }

  private assign(clusters: Clusters, slot: number): void {
    const list = clusters.centroids.nearestOfCodes(this.rows.codes, slot * this.rows.stride);
    if (this.listOf.array[slot] === list) return;
    clusters.lists[list]?.push(slot);
    this.listOf.array[slot] = list;
  }

  /** The groups to read for a query: the nearest ones, until they hold enough vectors (PROBE_SHARE). */
  private nearestLists(clusters: Clusters, query: Float32Array): number[] {
    const budget = Math.max(PROBE_MIN_VECTORS, Math.ceil(this.size * PROBE_SHARE));
    const lists: number[] = [];
    let vectors = 0;
    for (const list of clusters.centroids.byNearness(query)) {
      if (lists.length >= PROBE_MIN_GROUPS && vectors >= budget) break;
      lists.push(list);
      vectors += clusters.lists[list]?.length ?? 0;
    }
    return lists;
  }

  private vectorOfSlot(slot: number): Float32Array {
    const step = this.steps.array[slot] ?? 0;
    const offset = slot * this.rows.stride;
    const codes = this.rows.codes;
    const vector = new Float32Array(this.dimension);
    for (let i = 0; i < this.dimension; i++) vector[i] = (codes[offset + i] ?? 0) * step;
    return vector;
  }
}
