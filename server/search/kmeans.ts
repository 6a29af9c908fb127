/**
 * Spherical k-means over int8-coded unit vectors (vector-index.ts's storage): centroids are unit vectors
 * and a vector's group is the centroid with the largest dot product. Pure and synchronous: it runs in
 * cluster-worker.ts, off the request loop (100,000 × 512 against ~160 centroids is ~10 s of one core).
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
  const centroids = trainCentroids(input);
  const rows = input.codes.length / input.dimension;
  const assignment = new Int32Array(rows);
  for (let row = 0; row < rows; row++)
    assignment[row] = nearestCentroid(
      centroids,
      input.count,
      input.codes,
      row * input.dimension,
      input.dimension,
    );
  return { centroids, assignment };
}

/** The group of the vector whose codes start at `offset` (the step does not change which dot product is largest). */
export function nearestCentroid(
  centroids: Float32Array,
  count: number,
  codes: Int8Array,
  offset: number,
  dimension: number,
): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < count; c++) {
    const base = c * dimension;
    let sum = 0;
    for (let j = 0; j < dimension; j++)
      sum += (centroids[base + j] as number) * (codes[offset + j] as number);
    if (sum > bestScore) {
      bestScore = sum;
      best = c;
    }
  }
  return best;
}

function trainCentroids({
  codes,
  steps,
  dimension: d,
  count,
  sampleSize,
  rounds,
}: KMeansInput): Float32Array {
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
    sums.fill(0);
    for (const row of sample) {
      const c = nearestCentroid(centroids, count, codes, row * d, d);
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
  return centroids;
}
