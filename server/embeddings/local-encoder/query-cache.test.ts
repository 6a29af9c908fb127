import { describe, expect, it, vi } from 'vitest';
import { normalizeQuery } from '../../../shared/domain/search-text';
import { QueryCache } from './query-cache';

const vectorOf = (text: string) => Promise.resolve(new Float32Array([text.length]));

describe('QueryCache', () => {
  it('treats queries differing only in case and spacing as one', async () => {
    expect(normalizeQuery('  Save   money\ton FOOD ')).toBe('save money on food');
    const cache = new QueryCache();
    const embed = vi.fn(vectorOf);
    await cache.get('Save money', embed);
    await cache.get('  save   MONEY ', embed);
    expect(embed).toHaveBeenCalledTimes(1);
    expect(embed).toHaveBeenCalledWith('save money');
  });

  it('embeds a query once when it is asked for twice at the same time', async () => {
    const cache = new QueryCache();
    const embed = vi.fn(vectorOf);
    await Promise.all([cache.get('skincare', embed), cache.get('skincare', embed)]);
    expect(embed).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used query when full', async () => {
    const cache = new QueryCache(2);
    const embed = vi.fn(vectorOf);
    await cache.get('a', embed);
    await cache.get('b', embed);
    await cache.get('a', embed); // a is now the most recent
    await cache.get('c', embed); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', embed);
    expect(embed).toHaveBeenCalledTimes(3);
    await cache.get('b', embed);
    expect(embed).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failure, and hands out copies a caller cannot spoil', async () => {
    const cache = new QueryCache();
    await expect(cache.get('q', () => Promise.reject(new Error('pool closed')))).rejects.toThrow(
      'pool closed',
    );
    const first = await cache.get('q', vectorOf);
    first[0] = 99;
    expect([...(await cache.get('q', vectorOf))]).toEqual([1]);
  });
});
