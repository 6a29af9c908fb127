import { describe, expect, it } from 'vitest';
import { normalize } from '../embeddings/vector-math';
import { CLUSTER_MIN_VECTORS, VectorIndex } from './vector-index';

const DIMENSION = 32;

/** A deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Unit vectors around 40 topics, as videos on a few dozen subjects are. */
function library(count: number) {
  const next = random(7);
  const centers = Array.from({ length: 40 }, () =>
    Float32Array.from({ length: DIMENSION }, () => next() - 0.5),
  );
  return Array.from({ length: count }, (_, i) => {
    const center = centers[i % centers.length] as Float32Array;
    return normalize(Float32Array.from(center, (x) => x + (next() - 0.5) * 0.6));
  });
}

const exactTop = (vectors: Float32Array[], query: Float32Array, k: number) =>
  vectors
    .map((v, i) => ({ id: i + 1, score: v.reduce((sum, x, j) => sum + x * (query[j] ?? 0), 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map((hit) => hit.id);

describe('the vector index', () => {
  it('finds the nearest videos exactly in a small library, never the excluded one', () => {
    const vectors = library(200);
    const index = new VectorIndex(DIMENSION);
    for (const [i, v] of vectors.entries()) index.upsert(i + 1, v);
    const query = vectors[10] as Float32Array;
    expect(index.search(query, { k: 5 }).map((h) => h.id)).toEqual(exactTop(vectors, query, 5));
    expect(index.search(query, { k: 5, exclude: 11 }).map((h) => h.id)).not.toContain(11);
    expect(index.similarity(query, 11)).toBeCloseTo(1, 2);
  });

  it('scores a set of videos found once as it scores them by id: the cosines, NaN for one without a vector', () => {
    const vectors = library(50);
    const index = new VectorIndex(DIMENSION);
    for (const [i, vector] of vectors.entries()) index.upsert(i + 1, vector);
    const ids = [3, 999, 17, 42];
    const query = vectors[9] as Float32Array;
    const slots = index.slotsOf(ids);
    const byId = index.similarities(query, ids);
    expect(Array.from(index.similaritiesAt(query, slots))).toEqual(Array.from(byId));
    expect(Number.isNaN(byId[1] as number)).toBe(true);
    for (const k of [0, 2, 3]) {
      const exact = (vectors[(ids[k] as number) - 1] as Float32Array).reduce(
        (sum, x, j) => sum + x * (query[j] ?? 0),
        0,
      );
      expect(byId[k]).toBeCloseTo(exact, 2);
    }
  });

  it('groups a large library and still finds nearly all of the true nearest ten', async () => {
    const vectors = library(CLUSTER_MIN_VECTORS + 2000);
    const index = new VectorIndex(DIMENSION);
    for (const [i, v] of vectors.entries()) index.upsert(i + 1, v);
    await index.cluster();
    expect(index.clustered).toBe(true);
    let found = 0;
    const queries = library(20).map((q, i) =>
      normalize(Float32Array.from(q, (x, j) => x + ((i + j) % 3) * 0.01)),
    );
    for (const query of queries) {
      const truth = new Set(exactTop(vectors, query, 10));
      found += index.search(query, { k: 10 }).filter((hit) => truth.has(hit.id)).length;
    }
    expect(found / (queries.length * 10)).toBeGreaterThanOrEqual(0.9);

    // Grouping lays each group's vectors out together: every video still has its own vector, and finds itself.
    expect(index.size).toBe(vectors.length);
    for (let id = 1; id <= vectors.length; id += 97) {
      const own = vectors[id - 1] as Float32Array;
      expect(index.similarity(own, id)).toBeCloseTo(1, 2);
      expect(index.search(own, { k: 1 })[0]?.id).toBe(id);
    }

    // A vector added after grouping is found; a narrow filter is searched exactly over the allowed ones.
    const added = vectors[3] as Float32Array;
    index.upsert(999_999, added);
    expect(index.search(added, { k: 3 }).map((h) => h.id)).toContain(999_999);
    const allowed = new Set([5, 6, 7]);
    expect(
      index
        .search(added, { k: 10, allowed })
        .map((h) => h.id)
        .sort(),
    ).toEqual([5, 6, 7]);
  });

  it('keeps answering while it groups, and places the vectors written meanwhile by their new value', async () => {
    const vectors = library(CLUSTER_MIN_VECTORS + 500);
    const index = new VectorIndex(DIMENSION);
    for (const [i, v] of vectors.entries()) index.upsert(i + 1, v);
    const grouping = index.cluster();
    // The grouping runs in a worker: this thread still searches (exactly, until the groups are in)…
    const query = vectors[42] as Float32Array;
    expect(index.search(query, { k: 1 })[0]?.id).toBe(43);
    expect(index.clustered).toBe(false);
    // …and takes writes: video 1 now says what video 43 says, and a new video says what video 100 says.
    index.upsert(1, query);
    index.upsert(888_888, vectors[99] as Float32Array);
    index.remove(2);
    await grouping;
    expect(index.clustered).toBe(true);
    expect(index.search(query, { k: 2 }).map((h) => h.id)).toEqual(expect.arrayContaining([1, 43]));
    expect(index.search(vectors[99] as Float32Array, { k: 2 }).map((h) => h.id)).toContain(888_888);
    expect(index.search(vectors[1] as Float32Array, { k: 5 }).map((h) => h.id)).not.toContain(2);
  });
});
