import { LRUCache } from 'lru-cache';
import { normalizeQuery } from '../../../shared/domain/search-text';

/**
 * Query vectors by normalised query text, least recently used dropped first. An uncached query costs ~10 ms
 * of a core (research note); people repeat searches, type-ahead repeats prefixes, pages 2..n repeat page 1.
 */

export const QUERY_CACHE_SIZE = 1_000;

export class QueryCache {
  private readonly entries: LRUCache<string, Promise<Float32Array>>;

  constructor(capacity = QUERY_CACHE_SIZE) {
    this.entries = new LRUCache({ max: capacity });
  }

  /**
   * The vector for `text`, made by `embed` (given the normalised text) only when not cached. Concurrent
   * calls for one text share a single embedding; a failure is not cached. Each caller gets its own copy.
   */
  async get(text: string, embed: (normalized: string) => Promise<Float32Array>): Promise<Float32Array> {
    const key = normalizeQuery(text);
    let entry = this.entries.get(key);
    if (!entry) {
      const made = embed(key);
      made.catch(() => {
        if (this.entries.peek(key) === made) this.entries.delete(key);
      });
      this.entries.set(key, made);
      entry = made;
    }
    return (await entry).slice();
  }

  get size(): number {
    return this.entries.size;
  }
}
