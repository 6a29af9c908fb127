import { LRUCache } from 'lru-cache';

/**
 * A search's matches, kept for the pages after the first (issue 17): Load More, a sort switch or a filter
 * chip asks again for the same text, and ranking it again cost ~5–20 ms of a core at 100,000 videos.
 * Entries belong to one state of the index: any applied change starts an empty cache, so no page is ever
 * ranked against a library that has since changed. Concurrent asks for one key share one ranking; a
 * failure is not kept. Least recently used dropped first.
 */
export class RankingCache<T extends {}> {
  private readonly entries: LRUCache<string, Promise<T>>;
  private state = '';

  constructor(capacity: number) {
    this.entries = new LRUCache({ max: capacity });
  }

  /** The value for `key` in index state `state`, ranked by `rank` when not kept. */
  get(state: string, key: string, rank: () => Promise<T>): Promise<T> {
    if (state !== this.state) {
      this.state = state;
      this.entries.clear();
    }
    const kept = this.entries.get(key);
    if (kept) return kept;
    const ranking = rank();
    ranking.catch(() => {
      if (this.entries.peek(key) === ranking) this.entries.delete(key);
    });
    this.entries.set(key, ranking);
    return ranking;
  }

  get size(): number {
    return this.entries.size;
  }
}
