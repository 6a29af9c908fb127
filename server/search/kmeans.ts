import { Int8Rows } from './int8-dot';

/**
 * Spherical k-means over int8-coded unit vectors (vector-index.ts's storage): centroids are unit vectors
 * and a vector's group is the centroid with the largest dot product. Pure and synchronous: it runs in
 * cluster-worker.ts, off the request loop.
 */
export interface KMeansInput {
  /** `rows` vectors of `dimension` int8 codes, one after another. */
  codes: Int8Array;
  /** Each row's step (its codes × step is the vector). */
  steps: Float32Array;
  dimension: number;
  /** How many groups. */
  count: number;
  /** Rows the centroids are trained on (an even spread), and the rounds of training. */
  sampleSize: number;
  rounds: number;
}

export interface KMeansResult {
  centroids: Float32Array;
  /** Each row's group. */
  assignment: Int32Array;
}

export function kMeans(input: KMeansInput): KMeansResult {
  const table = trainCentroids(input);
  const rows = input.codes.length / input.dimension;
  const assignment = new Int32Array(rows);
  for (let row = 0; row < rows; row++)
    assignment[row] = table.nearestOfCodes(input.codes, row * input.dimension);
  return { centroids: table.centroids, assignment };
}

/**
 * Centroids held as int8 rows in WebAssembly (int8-dot.ts), so a vector is scored against all of them in
 * one SIMD call: a video's group, and the groups a search reads. Grouping the bench's 100,000 vectors took
 * ~22 s in plain JavaScript at 158 centroids, and ~9 s this way at 632.
 */
export class CentroidTable {
  private readonly rows: Int8Rows;
  private readonly steps: Float32Array;
  private readonly slots: Int32Array;
  private readonly scores: Float64Array;

  constructor(
    readonly centroids: Float32Array,
    readonly count: number,
    readonly dimension: number,
  ) {
    this.rows = new Int8Rows(dimension);
    this.rows.reserve(count);
    this.steps = new Float32Array(count);
    this.slots = Int32Array.from({ length: count }, (_, c) => c);
    this.scores = new Float64Array(count);
    const stride = this.rows.stride;
    for (let c = 0; c < count; c++) {
      let largest = 0;
      for (let j = 0; j < dimension; j++)
        largest = Math.max(largest, Math.abs(centroids[c * dimension + j] ?? 0));
      const step = largest / 127 || 1;
      this.steps[c] = step;
      for (let j = 0; j < dimension; j++)
        this.rows.codes[c * stride + j] = Math.round((centroids[c * dimension + j] ?? 0) / step);
    }
  }

  /** Each centroid's dot product with a query (the array is reused by the next call). */
  score(query: Float32Array): Float64Array {
    this.rows.setQuery(query);
    this.rows.dotMany(this.slots, this.count, this.scores);
    for (let c = 0; c < this.count; c++)
      this.scores[c] = (this.scores[c] as number) * (this.steps[c] as number);
    return this.scores;
  }

  /** The nearest centroid to a query. */
  nearest(query: Float32Array): number {
    const scores = this.score(query);
    let best = 0;
    for (let c = 1; c < this.count; c++) if ((scores[c] as number) > (scores[best] as number)) best = c;
    return best;
  }

  /** The nearest centroid to the vector whose int8 codes start at `offset` (its step changes no order). */
  nearestOfCodes(codes: Int8Array, offset: number): number {
    // A new array each time: Int8Rows.setQuery does not re-read an array it was given before.
    return this.nearest(Float32Array.from(codes.subarray(offset, offset + this.dimension)));
  }

  /** The centroids from nearest to farthest from a query. */
  byNearness(query: Float32Array): Int32Array {
    const scores = this.score(query);
    return Int32Array.from(this.slots).sort((a, b) => (scores[b] as number) - (scores[a] as number));
  }
}

function trainCentroids({
  codes,
  steps,
  dimension: d,
  count,
  sampleSize,
  rounds,
}: KMeansInput): CentroidTable {
  const rows = codes.length / d;
  // An even spread over the rows: deterministic, and any order of arrival is sampled alike.
  const size = Math.min(sampleSize, rows);
  const sample = Array.from({ length: size }, (_, i) => Math.floor((i * rows) / size));
  const centroids = new Float32Array(count * d);
  for (let c = 0; c < count; c++) {
    const row = sample[Math.floor((c * sample.length) / count)] ?? 0;
    const step = steps[row] ?? 0;
    for (let j = 0; j < d; j++) centroids[c * d + j] = (codes[row * d + j] as number) * step;
  }
  const sums = new Float64Array(count * d);
  for (let round = 0; round < rounds; round++) {
    const table = new CentroidTable(centroids, count, d);
    sums.fill(0);
    for (const row of sample) {
      const c = table.nearestOfCodes(codes, row * d);
      const step = steps[row] ?? 0;
      for (let j = 0; j < d; j++)
        sums[c * d + j] = (sums[c * d + j] as number) + (codes[row * d + j] as number) * step;
    }
    for (let c = 0; c < count; c++) {
      let norm = 0;
      for (let j = 0; j < d; j++) norm += (sums[c * d + j] as number) ** 2;
      // An empty group keeps its centroid.
      if (norm === 0) continue;
      const scale = 1 / Math.sqrt(norm);
      for (let j = 0; j < d; j++) centroids[c * d + j] = (sums[c * d + j] as number) * scale;
    }
  }
  return new CentroidTable(centroids, count, d);
}
