import type { LibraryChanges } from './library-changes';

const MAX_ENTRIES = 5000;

/**
 * Exact list totals are the costly part of a browse request (a count over every match), and they only
 * change when the library does; so they are kept per filter set until the library generation moves on.
 */
export class CountCache {
  private generation = -1;
  private readonly entries = new Map<string, number>();

  constructor(private readonly changes: LibraryChanges) {}

  get(key: string): number | undefined {
    this.syncGeneration();
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Refresh recency: Map keeps insertion order, so the oldest entry is evicted first.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, generationAtRead: number, value: number): void {
    this.syncGeneration();
    // A count read before a change landed must not be cached under the new generation.
    if (generationAtRead !== this.generation) return;
    this.entries.set(key, value);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
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
