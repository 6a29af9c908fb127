import { describe, expect, it } from 'vitest';
import { RankingCache } from './ranking-cache';

describe('the ranking cache', () => {
  it('ranks a search once for its pages, and again once the index has changed', async () => {
    const cache = new RankingCache<number[]>(8);
    let rankings = 0;
    const rank = async () => {
      rankings += 1;
      return [rankings];
    };
    // Two pages asked at once, then a third later: one ranking.
    const [first, second] = await Promise.all([cache.get('v1', 'tea', rank), cache.get('v1', 'tea', rank)]);
    expect(await cache.get('v1', 'tea', rank)).toEqual([1]);
    expect(first).toBe(second);
    // A change to the library (a new index state): ranked again, and the old state's entries are gone.
    expect(await cache.get('v2', 'tea', rank)).toEqual([2]);
    expect(cache.size).toBe(1);
  });

  it('keeps the most recently used searches, and never a failed ranking', async () => {
    const cache = new RankingCache<string>(2);
    await cache.get('v', 'a', async () => 'a');
    await cache.get('v', 'b', async () => 'b');
    await cache.get('v', 'a', async () => 'a');
    await cache.get('v', 'c', async () => 'c');
    // "b" was the least recently used: ranked again.
    expect(await cache.get('v', 'b', async () => 'b again')).toBe('b again');
    expect(await cache.get('v', 'c', async () => 'c again')).toBe('c');

    await expect(cache.get('v', 'x', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cache.get('v', 'x', async () => 'x')).toBe('x');
  });
});
