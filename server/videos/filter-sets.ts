import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import type { LibraryChanges } from '../db/library-changes';
import { IdSet } from './id-set';
import { filteredVideoIds, type VideoFilters } from './video-repository';

/** Filter sets kept per library generation: a browse session pages and re-searches within a few. */
const FILTER_SETS_KEPT = 64;

export type ListFilters = Omit<VideoFilters, 'search'>;

/** Whether any filter is set (with none, every video is allowed and no set is read). */
export function hasFilters(filters: ListFilters): boolean {
  return Object.values(filters).some(
    (value) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
}

/**
 * The ids each filter set allows, read with the browse list's own WHERE (video-repository.ts) once per
 * filter set and library generation, so a search (video-search.ts) and a browse page (browse-orders.ts)
 * filter exactly as the SQL list does. Dropped when the library generation moves (this instance's writes at
 * once, other instances' through NOTIFY).
 */
const newSets = () => new LRUCache<string, Promise<IdSet>>({ max: FILTER_SETS_KEPT });

export class FilterSets {
  private generation = -1;
  /** Least recently used dropped first. */
  private sets = newSets();

  constructor(
    private readonly db: Db,
    private readonly changes: LibraryChanges,
  ) {}

  /** The allowed ids, or undefined when no filter is set. */
  get(filters: ListFilters): Promise<IdSet> | undefined {
    if (!hasFilters(filters)) return undefined;
    if (this.generation !== this.changes.generation) {
      this.generation = this.changes.generation;
      this.sets = newSets();
    }
    const key = JSON.stringify(filters);
    let set = this.sets.get(key);
    if (!set) {
      set = filteredVideoIds(this.db, filters).then((ids) => new IdSet(Float64Array.from(ids)));
      const sets = this.sets;
      // A failed read is not kept: the next request tries again.
      set.catch(() => {
        if (sets.peek(key) === set) sets.delete(key);
      });
      this.sets.set(key, set);
    }
    return set;
  }
}
