import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';
import type { LibraryChanges } from './library-changes';

const changes = () => ({ generation: 0 }) as LibraryChanges;

describe('the count cache', () => {
  it('counts once for readers who ask at the same time, then answers from memory', async () => {
    const library = changes();
    const cache = new CountCache(library);
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 42;
    };
    expect(await Promise.all(Array.from({ length: 32 }, () => cache.count('k', read)))).toEqual(
      Array(32).fill(42),
    );
    expect(await cache.count('k', read)).toBe(42);
    expect(reads).toBe(1);
  });

  it('counts again after the library changes, and never keeps a count read across a change', async () => {
    const library = changes();
    const cache = new CountCache(library);
    let total = 1;
    const slowRead = async () => {
      const seen = total;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return seen;
    };
    const during = cache.count('k', slowRead);
    library.generation += 1;
    total = 2;
    expect(await during).toBe(1);
    expect(await cache.count('k', slowRead)).toBe(2);
  });
});
