/**
 * A search's matches, kept for the pages after the first (issue 17): Load More, a sort switch or a filter
 * chip asks again for the same text, and ranking it again cost ~5–20 ms of a core at 100,000 videos.
 * Entries belong to one state of the index: any applied change starts an empty cache, so no page is ever
 * ranked against a library that has since changed. Concurrent asks for one key share one ranking; a
 * failure is not kept. Least recently used dropped first.
 */
export class RankingCache<T> {
  private entries = new Map<string, Promise<T>>();
  private state = '';

  constructor(private readonly capacity: number) {}

  /** The value for `key` in index state `state`, ranked by `rank` when not kept. */
  get(state: string, key: string, rank: () => Promise<T>): Promise<T> {
    if (state !== this.state) {
      this.state = state;
      this.entries = new Map();
    }
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
    } else {
      entry = rank();
      const entries = this.entries;
      entry.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
    }
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
