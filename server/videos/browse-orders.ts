import type { ColumnSort } from '../../shared/contracts/video-query';
import type { Db } from '../db/database';
import type { LibraryChanges } from '../db/library-changes';
import type { FilterSets, ListFilters } from './filter-sets';
import { videoIdsInOrder } from './video-repository';

export interface BrowsePage {
  ids: number[];
  total: number;
}

/**
 * Browse pages from memory (issue 17 bench, 100,000 videos: a filtered page deep in a sort cost PostgreSQL
 * tens of milliseconds, as it must find every match before it can skip to page 40; 32 clients browsing
 * waited ~0.6 s at p99). Per library generation, each sort's order of every video id is read once (one
 * `SELECT id ORDER BY` the sort's own index answers, ~0.4 MB per 100,000 videos) and each filter set once
 * (filter-sets.ts); a page walks the order and takes the ids the set allows, and the total is the set's
 * size, which is the list's exact count. The orders are SQL's own (video-repository.ts SORT_ORDER), so a
 * page holds exactly the videos, in exactly the order, that the SQL list would.
 */
export class BrowseOrders {
  private generation = -1;
  private orders = new Map<ColumnSort, Promise<Float64Array>>();
  private placesBySort = new Map<ColumnSort, Promise<Map<number, number>>>();

  constructor(
    private readonly db: Db,
    private readonly changes: LibraryChanges,
    private readonly filterSets: FilterSets,
  ) {}

  async page(
    filters: ListFilters,
    page: { page: number; limit: number; sort: ColumnSort },
  ): Promise<BrowsePage> {
    const pending = this.filterSets.get(filters);
    const [order, allowed] = await Promise.all([this.order(page.sort), pending]);
    const offset = (page.page - 1) * page.limit;
    const ids: number[] = [];
    if (!allowed) {
      for (let i = offset; i < Math.min(order.length, offset + page.limit); i++) ids.push(order[i] as number);
      return { ids, total: order.length };
    }
    let seen = 0;
    for (let i = 0; i < order.length && ids.length < page.limit; i++) {
      const id = order[i] as number;
      if (!allowed.has(id)) continue;
      if (seen >= offset) ids.push(id);
      seen += 1;
    }
    return { ids, total: allowed.size };
  }

  /**
   * `ids` (a search's matches) in the sort's order, as the SQL list would order them; an id that is no
   * video of this generation is left out. Each sort's place of every video is worked out once per
   * generation (~4 MB per 100,000 videos), so ordering a search's 1,000 matches is a sort of their places
   * in memory, not a query.
   */
  async inOrder(ids: readonly number[], sort: ColumnSort): Promise<number[]> {
    const [order, places] = await Promise.all([this.order(sort), this.places(sort)]);
    const at = new Int32Array(ids.length);
    let found = 0;
    for (const id of ids) {
      const place = places.get(id);
      if (place !== undefined) at[found++] = place;
    }
    return Array.from(at.subarray(0, found).sort(), (place) => order[place] as number);
  }

  /** Every video id of this generation, in the sort's order. */
  all(sort: ColumnSort): Promise<Float64Array> {
    return this.order(sort);
  }

  private places(sort: ColumnSort): Promise<Map<number, number>> {
    this.syncGeneration();
    let places = this.placesBySort.get(sort);
    if (!places) {
      // Ids are the library's own (any positive integer), so a Map rather than an array indexed by id.
      places = this.order(sort).then((order) => new Map(Array.from(order, (id, place) => [id, place])));
      this.remember(this.placesBySort, sort, places);
    }
    return places;
  }

  private syncGeneration(): void {
    if (this.generation !== this.changes.generation) {
      this.generation = this.changes.generation;
      this.orders = new Map();
      this.placesBySort = new Map();
    }
  }

  /** Keeps a pending read for its generation; a failed one is dropped so the next request reads again. */
  private remember<T>(map: Map<ColumnSort, Promise<T>>, sort: ColumnSort, value: Promise<T>): void {
    value.catch(() => {
      if (map.get(sort) === value) map.delete(sort);
    });
    map.set(sort, value);
  }

  private order(sort: ColumnSort): Promise<Float64Array> {
    this.syncGeneration();
    let order = this.orders.get(sort);
    if (!order) {
      order = videoIdsInOrder(this.db, sort).then((ids) => Float64Array.from(ids));
      this.remember(this.orders, sort, order);
    }
    return order;
  }
}
