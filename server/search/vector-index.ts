import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Growable } from './growable';
import { TopK } from './top-k';

/** Below this many vectors an exact scan is fast enough (~2 ms); above it the lists are built. */
export const CLUSTER_MIN_VECTORS = 8000;
/** Vectors the centroids are trained on, and the rounds of training. */
const TRAINING_SAMPLE = 4096;
const TRAINING_ROUNDS = 8;
/** A filter that leaves fewer than this share of the videos is searched exactly, over the allowed ones. */
const EXACT_SHARE = 0.15;

/** An inverted file: centroids, and for each the slots nearest to it (stale entries are skipped). */
interface Clusters {
  count: number;
  centroids: Float32Array;
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
  allowed?: ReadonlySet<number> | undefined;
  exclude?: number;
}

/**
 * The videos' unit vectors in int8 (issue 17: a quarter of float32's memory; a dot product loses well
 * under 1 % to the rounding): each vector is stored as 127 steps of its largest component, with that step
 * kept beside it. A small library is searched exactly. From CLUSTER_MIN_VECTORS on, the vectors are
 * grouped around ~√n/4 centroids (k-means, trained in the background) and a search scores only the groups
 * whose centroids are nearest the query: an exact scan of 100,000 × 512 took ~80 ms of one core here.
 */
export class VectorIndex {
  private codes: Int8Array;
  private readonly steps = new Growable(Float32Array, 1024);
  private readonly slotIds = new Growable(Float64Array, 1024);
  private readonly live = new Growable(Uint8Array, 1024);
  private readonly slotOf = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  /** The group each slot was put in (-1: none yet). */
  private readonly listOf = new Growable(Int32Array, 1024);
  private clusters: Clusters | null = null;
  private clustering = false;

  constructor(readonly dimension: number) {
    this.codes = new Int8Array(1024 * dimension);
  }

  get size(): number {
    return this.slotOf.size;
  }

  get bytes(): number {
    let lists = 0;
    for (const list of this.clusters?.lists ?? []) lists += list.bytes;
    return (
      this.codes.byteLength +
      this.steps.bytes +
      this.slotIds.bytes +
      this.live.bytes +
      this.listOf.bytes +
      lists +
      (this.clusters?.centroids.byteLength ?? 0) +
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
      this.reserveCodes(this.slotIds.length);
    }
    this.slotIds.array[slot] = id;
    this.live.array[slot] = 1;
    this.slotOf.set(id, slot);
    let largest = 0;
    for (let i = 0; i < vector.length; i++) largest = Math.max(largest, Math.abs(vector[i] ?? 0));
    const step = largest / 127 || 1;
    this.steps.array[slot] = step;
    const offset = slot * this.dimension;
    for (let i = 0; i < vector.length; i++) this.codes[offset + i] = Math.round((vector[i] ?? 0) / step);
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
    const slot = this.slotOf.get(id);
    return slot === undefined ? null : this.scoreSlot(query, slot);
  }

  /** The `k` videos closest to a unit query, best first. */
  search(query: Float32Array, options: VectorSearchOptions): VectorHit[] {
    const top = new TopK(options.k);
    const floor = options.floor ?? Number.NEGATIVE_INFINITY;
    const consider = (slot: number) => {
      if (!this.live.array[slot]) return;
      const id = this.slotIds.array[slot] ?? 0;
      if (id === options.exclude) return;
      const score = this.scoreSlot(query, slot);
      if (score < floor || score <= top.threshold) return;
      if (options.allowed && !options.allowed.has(id)) return;
      top.push(id, score);
    };
    const allowed = options.allowed;
    if (allowed && allowed.size < this.size * EXACT_SHARE) {
      // A narrow filter: the allowed videos alone, exactly (the groups might hold few of them).
      for (const id of allowed) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined) consider(slot);
      }
    } else if (this.clusters) {
      const clusters = this.clusters;
      for (const list of this.nearestLists(clusters, query)) {
        const slots = clusters.lists[list];
        if (!slots) continue;
        for (let i = 0; i < slots.length; i++) {
          const slot = slots.array[i] ?? 0;
          // A vector that moved to another group since is skipped here and found there.
          if (this.listOf.array[slot] === list) consider(slot);
        }
      }
    } else {
      for (let slot = 0; slot < this.slotIds.length; slot++) consider(slot);
    }
    return top.sorted();
  }

  /**
   * Trains the groups when the library is big enough (or has doubled since the last training), in steps
   * that give the event loop back, and swaps them in when done. Searches stay exact until then.
   */
  async cluster(): Promise<void> {
    const live = this.size;
    if (this.clustering || live < CLUSTER_MIN_VECTORS) return;
    if (this.clusters && live < this.clusters.trainedFor * 2) return;
    this.clustering = true;
    try {
      const count = Math.max(16, Math.min(256, Math.round(Math.sqrt(live) / 4)));
      const centroids = await this.train(count);
      const clusters: Clusters = {
        count,
        centroids,
        lists: Array.from({ length: count }, () => new Growable(Int32Array, 64)),
        trainedFor: live,
      };
      const assignment = new Int32Array(this.slotIds.length).fill(-1);
      for (let slot = 0; slot < this.slotIds.length; slot++) {
        if (this.live.array[slot]) assignment[slot] = this.nearestCentroid(clusters, slot);
        if (slot % 2000 === 1999) await yieldToEventLoop();
      }
      // Slots added while assigning (after the loop's snapshot of the length) are assigned now, at once.
      for (let slot = 0; slot < this.slotIds.length; slot++) {
        const list = slot < assignment.length ? (assignment[slot] ?? -1) : -1;
        if (!this.live.array[slot]) continue;
        const chosen = list >= 0 ? list : this.nearestCentroid(clusters, slot);
        clusters.lists[chosen]?.push(slot);
        this.listOf.array[slot] = chosen;
      }
      this.clusters = clusters;
    } finally {
      this.clustering = false;
    }
  }

  /** Spherical k-means on a sample: centroids are unit vectors, nearest is the largest dot product. */
  private async train(count: number): Promise<Float32Array> {
    const liveSlots: number[] = [];
    for (let slot = 0; slot < this.slotIds.length; slot++) if (this.live.array[slot]) liveSlots.push(slot);
    // An even spread over the slots: deterministic, and any order of arrival is sampled alike.
    const sampleSize = Math.min(TRAINING_SAMPLE, liveSlots.length);
    const sample: number[] = [];
    for (let i = 0; i < sampleSize; i++)
      sample.push(liveSlots[Math.floor((i * liveSlots.length) / sampleSize)] ?? 0);
    const d = this.dimension;
    const centroids = new Float32Array(count * d);
    for (let c = 0; c < count; c++) {
      const slot = sample[Math.floor((c * sample.length) / count)] ?? 0;
      centroids.set(this.vectorOfSlot(slot), c * d);
    }
    const sums = new Float64Array(count * d);
    const probe: Clusters = { count, centroids, lists: [], trainedFor: 0 };
    for (let round = 0; round < TRAINING_ROUNDS; round++) {
      sums.fill(0);
      for (const [i, slot] of sample.entries()) {
        const c = this.nearestCentroid(probe, slot);
        const step = this.steps.array[slot] ?? 0;
        const offset = slot * d;
        for (let j = 0; j < d; j++)
          sums[c * d + j] = (sums[c * d + j] ?? 0) + (this.codes[offset + j] ?? 0) * step;
        if (i % 500 === 499) await yieldToEventLoop();
      }
      for (let c = 0; c < count; c++) {
        let norm = 0;
        for (let j = 0; j < d; j++) norm += (sums[c * d + j] ?? 0) ** 2;
        // An empty group keeps its centroid.
        if (norm === 0) continue;
        const scale = 1 / Math.sqrt(norm);
        for (let j = 0; j < d; j++) centroids[c * d + j] = (sums[c * d + j] ?? 0) * scale;
      }
    }
    return centroids;
  }

  private nearestCentroid(clusters: Clusters, slot: number): number {
    const d = this.dimension;
    const offset = slot * d;
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < clusters.count; c++) {
      const base = c * d;
      let sum = 0;
      for (let j = 0; j < d; j++) sum += (clusters.centroids[base + j] ?? 0) * (this.codes[offset + j] ?? 0);
      if (sum > bestScore) {
        bestScore = sum;
        best = c;
      }
    }
    return best;
  }

  private assign(clusters: Clusters, slot: number): void {
    const list = this.nearestCentroid(clusters, slot);
    if (this.listOf.array[slot] === list) return;
    clusters.lists[list]?.push(slot);
    this.listOf.array[slot] = list;
  }

  /** The groups to read for a query: the nearest tenth of them, and at least four. */
  private nearestLists(clusters: Clusters, query: Float32Array): number[] {
    const probes = Math.min(clusters.count, Math.max(4, Math.ceil(clusters.count / 10)));
    const top = new TopK(probes);
    const d = this.dimension;
    for (let c = 0; c < clusters.count; c++) {
      let sum = 0;
      for (let j = 0; j < d; j++) sum += (clusters.centroids[c * d + j] ?? 0) * (query[j] ?? 0);
      top.push(c, sum);
    }
    return top.sorted().map((hit) => hit.id);
  }

  private vectorOfSlot(slot: number): Float32Array {
    const step = this.steps.array[slot] ?? 0;
    const offset = slot * this.dimension;
    const vector = new Float32Array(this.dimension);
    for (let i = 0; i < this.dimension; i++) vector[i] = (this.codes[offset + i] ?? 0) * step;
    return vector;
  }

  private scoreSlot(query: Float32Array, slot: number): number {
    const codes = this.codes;
    const offset = slot * this.dimension;
    let sum = 0;
    for (let i = 0; i < this.dimension; i++) sum += (query[i] ?? 0) * (codes[offset + i] ?? 0);
    return sum * (this.steps.array[slot] ?? 0);
  }

  private reserveCodes(slots: number): void {
    if (slots * this.dimension <= this.codes.length) return;
    const next = new Int8Array(Math.max(slots, (this.codes.length / this.dimension) * 2) * this.dimension);
    next.set(this.codes);
    this.codes = next;
  }
}
