import { afterAll, describe, expect, it } from 'vitest';
import type { EmbeddingProvider } from '../embedding-provider';
import { dot } from '../vector-math';
import { createLocalEncoder } from './local-encoder-provider';

// The real encoder in real worker threads, started once for the file.
const loadTimes: number[] = [];
const encoder: EmbeddingProvider = createLocalEncoder({
  workers: 2,
  onWorkerLoaded: (ms) => loadTimes.push(ms),
});
afterAll(() => encoder.close());

describe('the local encoder provider', () => {
  it('names its model and dimension', () => {
    expect(encoder.model).toBe('use-lite-512-c64-lead3');
    expect(encoder.dimension).toBe(512);
  });

  it('embeds documents in worker threads, keeping their order and the request loop free', async () => {
    const texts = Array.from(
      { length: 12 },
      (_, i) => `video ${i}: three pantry swaps that halve your food bill`,
    );
    texts[5] = 'saving money on food';
    texts[7] = '';
    // Counted in turns of the event loop, not in time: the loop keeps turning while the documents embed
    // (on the main thread the first turn would come only after the whole batch).
    let done = false;
    const embedding = encoder.embedDocuments(texts).finally(() => {
      done = true;
    });
    let turnsWhileEmbedding = 0;
    while (!done && turnsWhileEmbedding < 20) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!done) turnsWhileEmbedding += 1;
    }
    const vectors = await embedding;
    expect(turnsWhileEmbedding).toBe(20);

    expect(vectors).toHaveLength(12);
    expect(vectors[7]?.every((value) => value === 0)).toBe(true);
    expect(dot(vectors[5] as Float32Array, await encoder.embedQuery('saving money on food'))).toBeCloseTo(
      1,
      4,
    );
    expect(loadTimes).toHaveLength(2);
  });

  // The cache itself (one embedding per normalised text, least recently used dropped) is query-cache.test.ts's.
  it('answers a query the same whatever its case and spacing', async () => {
    const first = await encoder.embedQuery('Hooks for a fitness coach');
    const again = await encoder.embedQuery('  hooks  for a FITNESS coach ');
    expect([...again]).toEqual([...first]);
    expect(dot(first, first)).toBeCloseTo(1, 5);
  });
});
