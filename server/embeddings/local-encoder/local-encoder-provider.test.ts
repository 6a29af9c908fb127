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
    let longestPause = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    }, 5);
    const vectors = await encoder.embedDocuments(texts);
    clearInterval(ticker);

    expect(vectors).toHaveLength(12);
    expect(vectors[7]?.every((value) => value === 0)).toBe(true);
    expect(dot(vectors[5] as Float32Array, await encoder.embedQuery('saving money on food'))).toBeCloseTo(
      1,
      4,
    );
    // Embedding 12 texts takes a core about a second; here the main thread never stopped for long (the
    // margin is for a machine busy with other test files; how fast the workers load is the bench's figure).
    expect(longestPause).toBeLessThan(400);
    expect(loadTimes).toHaveLength(2);
  });

  it('answers a repeated query from the cache, whatever its case and spacing', async () => {
    const first = await encoder.embedQuery('Hooks for a fitness coach');
    const started = performance.now();
    const again = await encoder.embedQuery('  hooks  for a FITNESS coach ');
    expect(performance.now() - started).toBeLessThan(5);
    expect([...again]).toEqual([...first]);
    expect(dot(first, first)).toBeCloseTo(1, 5);
  });
});
