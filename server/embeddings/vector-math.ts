/**
 * The few vector operations the embeddings code needs, on Float32Array (512 floats per video: plain loops are
 * fast enough and keep TF.js out of the request path).
 */

/** The dot product; for unit vectors it is the cosine similarity. */
export function dot(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new Error(`dot: lengths differ (${a.length} vs ${b.length})`);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/** A unit-length copy; a zero vector stays zero (an empty text matches nothing rather than NaN). */
export function normalize(vector: Float32Array): Float32Array {
  const length = Math.sqrt(dot(vector, vector));
  const out = new Float32Array(vector.length);
  if (length === 0) return out;
  for (let i = 0; i < vector.length; i += 1) out[i] = (vector[i] as number) / length;
  return out;
}

/** The element-wise mean; `dimension` gives the zero vector's length when there are no vectors. */
export function mean(vectors: ArrayLike<number>[], dimension: number): Float32Array {
  const out = new Float32Array(dimension);
  if (vectors.length === 0) return out;
  // Summed in float64: averaging 60 chunk vectors in float32 would drift in the last digits.
  const sum = new Float64Array(dimension);
  for (const vector of vectors) {
    if (vector.length !== dimension)
      throw new Error(`mean: expected ${dimension} values, got ${vector.length}`);
    for (let i = 0; i < dimension; i += 1) sum[i] = (sum[i] as number) + (vector[i] as number);
  }
  for (let i = 0; i < dimension; i += 1) out[i] = (sum[i] as number) / vectors.length;
  return out;
}

/** The bytes stored in video_embeddings.vector: float32, little-endian whatever the machine. */
export function vectorToBuffer(vector: Float32Array): Buffer {
  const buffer = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i += 1) buffer.writeFloatLE(vector[i] as number, i * 4);
  return buffer;
}

/** Reads video_embeddings.vector back; a length that is not a whole number of floats is corrupt data. */
export function bufferToVector(buffer: Uint8Array): Float32Array {
  if (buffer.byteLength % 4 !== 0) {
    throw new Error(`A stored vector has ${buffer.byteLength} bytes, not a whole number of float32 values`);
  }
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const out = new Float32Array(buffer.byteLength / 4);
  for (let i = 0; i < out.length; i += 1) out[i] = view.getFloat32(i * 4, true);
  return out;
}
