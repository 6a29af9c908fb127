import { LRUCache } from 'lru-cache';
import type { LibraryChanges } from '../db/library-changes';

const MAX_ENTRIES = 5000;

/**
 * Exact list totals are the costly part of a browse request (a count over every match), and they only
 * change when the library does; so they are kept per filter set until the library generation moves on.
 */
export class CountCache {
  private generation = -1;
  /** Least recently used dropped first. */
  private readonly entries = new LRUCache<string, number>({ max: MAX_ENTRIES });
  /** Counts being read now, by generation and key: concurrent first readers share one query. */
  private readonly inFlight = new Map<string, Promise<number>>();

  constructor(private readonly changes: LibraryChanges) {}

  get(key: string): number | undefined {
    this.syncGeneration();
    return this.entries.get(key);
  }

  set(key: string, generationAtRead: number, value: number): void {
    this.syncGeneration();
    // A count read before a change landed must not be cached under the new generation.
    if (generationAtRead !== this.generation) return;
    this.entries.set(key, value);
  }

  /**
   * The cached total for `key`, or `read()`'s — started once however many requests ask at the same time
   * (a library change clears the cache, and every reader of a popular page would otherwise count at once).
   */
  async count(key: string, read: () => Promise<number>): Promise<number> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const flightKey = `${generation}\u0000${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const reading = read().finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, reading);
    const total = await reading;
    this.set(key, generation, total);
    return total;
  }

  currentGeneration(): number {
    this.syncGeneration();
    return this.generation;
  }

  private syncGeneration(): void {
    if (this.generation !== this.changes.generation) {
      this.generation = this.changes.generation;
      this.entries.clear();
    }
  }
}
