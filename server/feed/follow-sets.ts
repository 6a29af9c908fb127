import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { videos } from '../db/schema';
import type { ReadFollow } from '../follows/follow-service';
import { withAliasTargets } from '../taxonomies/taxonomy-aliases';
import { findViewTags } from '../videos/video-filters';
import { filteredVideoIds } from '../videos/video-repository';
import { searchFollowIds, TAXONOMY_FILTERS } from './follow-conditions';
import { type PositionSet, positionSet, setBytes } from './position-set';

/**
 * Memory for the follows' sets of one library generation. Bitsets are 12.5 KB per 100,000 videos and
 * there are only so many taxonomy entries; creators and searches are short lists. 10,000 users with 10–30
 * follows each (bench/feed.ts) hold well under this.
 */
const SETS_BUDGET_BYTES = 96 * 1024 * 1024;

/** One library generation: its newest-first order, each video's place in it, and the follows' sets. */
export interface Generation {
  number: number;
  order: Promise<Float64Array>;
  places: Promise<Map<number, number>>;
  creators: Promise<Map<string, number[]>> | null;
  sets: LRUCache<string, Promise<PositionSet>>;
}

/**
 * The videos each follow matches, as places in the newest-first order, per library generation
 * (docs/product/feed.md#following-api). Matching is the browse list's own: a taxonomy entry's filter under
 * its name now and the name it was followed by, a view's tags through the aliases, a creator's handle case
 * ignored, a search's best matches (follow-conditions.ts). A set is read once per generation and shared by
 * every user who follows the same thing; a Feed page is then worked out in memory (feed-page.ts).
 *
 * A search's set is also keyed on the search index's version: the index follows the library a moment later.
 */
export class FollowSets {
  private current: Generation | null = null;
  /** Sets read since start, in every generation (the bench reads it: a warm Feed reads none). */
  private reads = 0;

  constructor(private readonly app: FastifyInstance) {}

  /** What the current generation holds, and how many sets were read since start. */
  held(): { generation: number; sets: number; bytes: number; reads: number } {
    const sets = this.current?.sets;
    return {
      generation: this.current?.number ?? -1,
      sets: sets?.size ?? 0,
      bytes: sets?.calculatedSize ?? 0,
      reads: this.reads,
    };
  }

  /**
   * The generation a request works in: its order and sets stay consistent for the request, however many
   * writes land meanwhile (the next request sees them).
   */
  generation(): Generation {
    const number = this.app.libraryChanges.generation;
    if (this.current?.number !== number) {
      const order = this.app.browseOrders.all('newest');
      this.current = {
        number,
        order,
        places: order.then((ids) => new Map(Array.from(ids, (id, place) => [id, place]))),
        creators: null,
        sets: new LRUCache({
          maxSize: SETS_BUDGET_BYTES,
          // A pending read counts a bitset's worth until it is known; lru-cache measures once, on set.
          sizeCalculation: () => 16 * 1024,
        }),
      };
    }
    return this.current;
  }

  /** Each follow's set, in the order given. */
  setsOf(generation: Generation, follows: readonly ReadFollow[]): Promise<PositionSet[]> {
    return Promise.all(follows.map((read) => this.setOf(generation, read)));
  }

  private setOf(generation: Generation, read: ReadFollow): Promise<PositionSet> {
    const key = this.keyOf(read);
    const cached = generation.sets.get(key);
    if (cached) return cached;
    this.reads += 1;
    const set = Promise.all([this.idsOf(generation, read), generation.places, generation.order]).then(
      ([ids, places, order]) => {
        const found: number[] = [];
        for (const id of ids) {
          const place = places.get(id);
          if (place !== undefined) found.push(place);
        }
        const made = positionSet(found, order.length);
        // Measured now that it is known. lru-cache keeps the first size when the same value is set again,
        // so the estimate is taken out first (with every set at the estimate, 6,144 fitted the budget and
        // the bench's 15,000 thrashed: a followed search was searched again on most pages).
        if (generation.sets.peek(key) === set) {
          generation.sets.delete(key);
          generation.sets.set(key, set, { size: setBytes(made) });
        }
        return made;
      },
    );
    set.catch(() => {
      if (generation.sets.peek(key) === set) generation.sets.delete(key);
    });
    generation.sets.set(key, set);
    return set;
  }

  private keyOf({ row, target }: ReadFollow): string {
    switch (target.kind) {
      case 'search':
        return `${target.key}\u0000${this.app.videoSearch.index.version}`;
      case 'creator':
      case 'view':
        return target.key;
      default:
        // The name followed is matched too (a merge retags videos to the name now).
        return `${target.key}\u0000${row.value.toLowerCase()}`;
    }
  }

  private async idsOf(generation: Generation, { row, target }: ReadFollow): Promise<Iterable<number>> {
    switch (target.kind) {
      case 'topic':
      case 'format':
      case 'concept':
      case 'element':
      case 'account_type': {
        const filterOf = TAXONOMY_FILTERS[target.kind];
        const names = [...new Set([target.value, row.value])];
        const sets = await Promise.all(names.map((name) => filteredVideoIds(this.app.db, filterOf(name))));
        return sets.flat();
      }
      case 'creator':
        return (await this.creators(generation)).get(target.value.toLowerCase()) ?? [];
      case 'view': {
        const tags = await findViewTags(this.app.db, target.value);
        if (!tags) return [];
        return filteredVideoIds(this.app.db, { anyTags: await withAliasTargets(this.app.db, tags) });
      }
      case 'search':
        return searchFollowIds(this.app, target.value, target.filters);
    }
  }

  /**
   * Every handle's videos, read once per generation: a creator's handle has no index of its own (it is
   * matched case ignored), so one pass over the library serves every followed creator.
   */
  private creators(generation: Generation): Promise<Map<string, number[]>> {
    if (!generation.creators) {
      const read = this.app.db
        .select({ id: videos.id, handle: sql<string>`lower(${videos.authorUsername})` })
        .from(videos)
        .where(sql`${videos.authorUsername} IS NOT NULL`)
        .then((rows) => {
          const byHandle = new Map<string, number[]>();
          for (const { id, handle } of rows) {
            const list = byHandle.get(handle);
            if (list) list.push(id);
            else byHandle.set(handle, [id]);
          }
          return byHandle;
        });
      read.catch(() => {
        if (generation.creators === read) generation.creators = null;
      });
      generation.creators = read;
    }
    return generation.creators;
  }
}

export type FeedGeneration = Generation;
