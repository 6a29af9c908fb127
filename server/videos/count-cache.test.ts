import { describe, expect, it } from 'vitest';
import type { LibraryChanges } from '../db/library-changes';
import { CountCache } from './count-cache';

const changes = () => ({ generation: 0 }) as LibraryChanges;

/** A read the test holds open until it calls `release`: "at the same time" and "across a change" by order, not by a clock. */
function heldRead<T>(answer: () => T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reads = 0;
  const read = async () => {
    reads += 1;
    const value = answer();
    await gate;
    return value;
  };
  return { read, release, reads: () => reads };
}

describe('the count cache', () => {
  it('counts once for readers who ask at the same time, then answers from memory', async () => {
    const cache = new CountCache(changes());
    const held = heldRead(() => 42);
    const together = Promise.all(Array.from({ length: 32 }, () => cache.count('k', held.read)));
    held.release();
    expect(await together).toEqual(Array(32).fill(42));
    expect(await cache.count('k', held.read)).toBe(42);
    expect(held.reads()).toBe(1);
  });

  it('counts again after the library changes, and never keeps a count read across a change', async () => {
    const library = changes();
    const cache = new CountCache(library);
    let total = 1;
    const held = heldRead(() => total);
    const during = cache.count('k', held.read);
    library.generation += 1;
    total = 2;
    held.release();
    expect(await during).toBe(1);
    expect(await cache.count('k', held.read)).toBe(2);
  });
});
