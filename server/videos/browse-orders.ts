import type { ColumnSort } from '../../shared/contracts/video-query';
import type { Db } from '../db/database';
import type { FilterSets, ListFilters } from './filter-sets';
import type { LibraryChanges } from './library-changes';
import { videoIdsInOrder } from './video-repository';

export interface BrowsePage {
  ids: number[];
  total: number;
  hasMore: boolean;
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
  private orders = new Map<ColumnSort, Promise<Int32Array>>();

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
      return { ids, total: order.length, hasMore: offset + page.limit < order.length };
    }
    let seen = 0;
    for (let i = 0; i < order.length && ids.length < page.limit; i++) {
      const id = order[i] as number;
      if (!allowed.has(id)) continue;
      if (seen >= offset) ids.push(id);
      seen += 1;
    }
    return { ids, total: allowed.size, hasMore: offset + page.limit < allowed.size };
  }

  private order(sort: ColumnSort): Promise<Int32Array> {
    if (this.generation !== this.changes.generation) {
      this.generation = this.changes.generation;
      this.orders = new Map();
    }
    let order = this.orders.get(sort);
    if (!order) {
      order = videoIdsInOrder(this.db, sort).then((ids) => Int32Array.from(ids));
      const orders = this.orders;
      order.catch(() => {
        if (orders.get(sort) === order) orders.delete(sort);
      });
      this.orders.set(sort, order);
    }
    return order;
  }
}
