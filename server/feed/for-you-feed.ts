import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FeedQuery } from '../../shared/contracts/feed';
import { listFollows, type ReadFollow } from '../follows/follow-service';
import { AUTHOR_WINDOW, AuthorCap, inOrderUnderCap } from './author-cap';
import { type FeedItem, feedPageJson } from './feed-page-json';
import { type Recommended, rankForYou, SEEDS_MAX, type Seed } from './for-you-ranking';
import { followSeedIds, type RankedVideo, readBestPerformers, savedVideoIds } from './for-you-repository';
import { PerState } from './per-state';

/** How many videos For you lists: two pages of 50. */
export const FOR_YOU_LENGTH = 100;
/** Until a user has saved this many videos with vectors, their follows seed For you as well (cold start). */
export const FOLLOWS_UNTIL_SAVED = 5;
/** A follow's best performers (highest outlier score) taken as seeds, for its 50 most recent follows. */
const SEEDS_PER_FOLLOW = 3;
const SEED_FOLLOWS_MAX = 50;
/**
 * The library's best performers read once per generation: enough to fill the list after leaving out
 * what a user saved and what the author cap skips.
 */
const BEST_PERFORMERS_READ = 2000;
export const BEST_PERFORMER_WHY = "One of the library's best performers";
/** Users whose list is kept (for the next page, and every return): ~8 KB each, 80 MB at most. */
const LISTS_KEPT = 10_000;

/** A user's list, and what it was worked out from. */
interface KeptList {
  /** The library's and the vectors' state. */
  state: string;
  /** The user's saves (and, in a cold start, follows). */
  inputs: string;
  list: Recommended[];
}

/** What a user's list is worked out from. */
interface Inputs {
  key: string;
  saved: number[];
  savedSeeds: number[];
  follows: ReadFollow[];
}

/**
 * The For you tab (docs/product/feed.md#for-you): recommendations from the vectors of what the user saved
 * (for-you-ranking.ts), from their follows' best performers while they have saved little, then from the
 * library's best performers, never a saved video and at most 3 of any 10 by one author.
 *
 * A user's list is worked out on their first visit, and again at once when their saves (or, in a cold
 * start, follows) change: pages after the first read it from memory. When the library or its vectors
 * change, the list kept is still answered at once (a video deleted since is left out of the page) and
 * worked out again behind it, one user at a time and on half a core at most: every import changes the
 * library, and ranking again before answering cost each returning user ~20 ms at 100,000 videos.
 */
export class ForYouFeed {
  private readonly kept = new LRUCache<string, KeptList>({ max: LISTS_KEPT });
  /** Lists being worked out, by user, state and inputs: concurrent asks share one. */
  private readonly ranking = new Map<string, Promise<Recommended[]>>();
  /** Users whose kept list is of an earlier state, to work out again in the background. */
  private readonly stale = new Set<string>();
  private refreshing: Promise<void> | null = null;
  private closed = false;
  private readonly bestPerformers: PerState<RankedVideo[]>;

  constructor(private readonly app: FastifyInstance) {
    this.bestPerformers = new PerState(() => readBestPerformers(app.db, BEST_PERFORMERS_READ));
  }

  /** A page of the tab as the JSON the API answers. */
  async json(userId: string, query: FeedQuery): Promise<Buffer> {
    const list = await this.list(userId);
    const start = (query.page - 1) * query.limit;
    const page = list
      .slice(start, start + query.limit)
      .map(({ id, why }): FeedItem => ({ id, reasons: [], why }));
    return feedPageJson(this.app, page, query, list.length);
  }

  /**
   * The first `limit` of the user's list that are not in `exclude`: the digest's picks
   * (digests/digest-content.ts ForYouPicks), so the mail and the tab recommend the same videos.
   */
  async picks({ userId, limit, exclude }: { userId: string; limit: number; exclude: readonly number[] }) {
    const shown = new Set(exclude);
    const picked: Recommended[] = [];
    // A mail goes out once a day or week: it recommends from the library as it is now.
    for (const pick of await this.list(userId, { current: true })) {
      if (picked.length >= limit) break;
      if (!shown.has(pick.id)) picked.push(pick);
    }
    return picked;
  }

  /**
   * The user's whole list, best first; one kept from an earlier state of the library unless `current`
   * (then worked out again first).
   */
  async list(userId: string, { current = false } = {}): Promise<Recommended[]> {
    // A change this instance just committed is being read in: recommend from what it wrote.
    await this.app.videoSearch.index.settled();
    const inputs = await this.inputs(userId);
    const kept = this.kept.get(userId);
    if (kept?.inputs === inputs.key) {
      if (kept.state === this.state()) return kept.list;
      if (!current) {
        this.refreshSoon(userId);
        return kept.list;
      }
    }
    return this.rankNow(userId, inputs);
  }

  /** Stops the background refresh (the app is closing). */
  close(): void {
    this.closed = true;
    this.stale.clear();
  }

  /** Resolves when no list is waiting to be worked out again (tests). */
  async refreshed(): Promise<void> {
    while (this.refreshing) await this.refreshing;
  }

  private state(): string {
    return `${this.app.videoSearch.index.version}:${this.app.libraryChanges.generation}`;
  }

  private async inputs(userId: string): Promise<Inputs> {
    const saved = await savedVideoIds(this.app.db, userId);
    const vectors = this.app.videoSearch.index.vectors;
    const savedSeeds = vectors ? saved.filter((id) => vectors.has(id)).slice(0, SEEDS_MAX) : [];
    const follows =
      vectors && savedSeeds.length < FOLLOWS_UNTIL_SAVED
        ? (await listFollows(this.app.db, userId)).slice(0, SEED_FOLLOWS_MAX)
        : [];
    const key = createHash('sha1')
      .update(saved.join(','))
      .update(follows.map(({ row, target }) => `${row.id}=${target.key}`).join(','))
      .digest('base64');
    return { key, saved, savedSeeds, follows };
  }

  /** Works the list out now (or joins the same work under way) and keeps it. */
  private rankNow(userId: string, inputs: Inputs): Promise<Recommended[]> {
    const state = this.state();
    const key = `${userId}\n${state}\n${inputs.key}`;
    let ranking = this.ranking.get(key);
    if (!ranking) {
      ranking = this.rank(new Set(inputs.saved), inputs.savedSeeds, inputs.follows)
        .then((list) => {
          this.kept.set(userId, { state, inputs: inputs.key, list });
          return list;
        })
        .finally(() => this.ranking.delete(key));
      this.ranking.set(key, ranking);
    }
    return ranking;
  }

  private refreshSoon(userId: string): void {
    if (this.closed) return;
    this.stale.add(userId);
    this.refreshing ??= this.refreshStale().finally(() => {
      this.refreshing = null;
    });
  }

  /**
   * Works out the stale lists again, one user at a time, pausing after each as long as it took: the refresh
   * takes half a core at most, and requests go between (after an import every returning user's list is
   * stale, and refreshing them back to back held each request behind the next ranking).
   */
  private async refreshStale(): Promise<void> {
    let took = 0;
    for (const userId of this.stale) {
      this.stale.delete(userId);
      await sleep(took);
      if (this.closed) return;
      const started = performance.now();
      try {
        await this.app.videoSearch.index.settled();
        const inputs = await this.inputs(userId);
        const kept = this.kept.peek(userId);
        // Gone from memory, worked out meanwhile, or changed by the user's own request: nothing to do.
        if (!kept || kept.inputs !== inputs.key || kept.state === this.state()) continue;
        await this.rankNow(userId, inputs);
      } catch (error) {
        // The kept list still answers; the user's next visit asks again.
        this.app.log.warn({ err: error, userId }, 'For you: a list could not be worked out again');
      } finally {
        took = performance.now() - started;
      }
    }
  }

  private async rank(
    saved: ReadonlySet<number>,
    savedSeeds: readonly number[],
    follows: readonly ReadFollow[],
  ): Promise<Recommended[]> {
    const index = this.app.videoSearch.index;
    const seeds: Seed[] = savedSeeds.map((id) => ({ id, follow: null }));
    const seeded = new Set(savedSeeds);
    const perFollow = await followSeedIds(this.app, follows, SEEDS_PER_FOLLOW);
    for (const [i, ids] of perFollow.entries()) {
      for (const id of ids) {
        if (saved.has(id) || seeded.has(id)) continue;
        seeded.add(id);
        seeds.push({ id, follow: follows[i]?.target.label ?? '' });
      }
    }
    const vectors = index.vectors;
    const recommended =
      vectors && seeds.length > 0
        ? rankForYou(vectors, seeds, saved, (id) => index.handleOf(id), FOR_YOU_LENGTH)
        : [];
    if (recommended.length >= FOR_YOU_LENGTH) return recommended;
    return this.withBestPerformers(recommended, saved);
  }

  /** The list continued with the library's best performers it lacks, the author cap holding across. */
  private async withBestPerformers(list: Recommended[], saved: ReadonlySet<number>): Promise<Recommended[]> {
    const best = await this.bestPerformers.get(String(this.app.libraryChanges.generation));
    const index = this.app.videoSearch.index;
    const cap = new AuthorCap();
    for (const { id } of list.slice(-(AUTHOR_WINDOW - 1))) cap.add(index.handleOf(id));
    const listed = new Set(list.map(({ id }) => id));
    const more = inOrderUnderCap(
      best.filter(({ id }) => !saved.has(id) && !listed.has(id)),
      (video) => video.author,
      cap,
      FOR_YOU_LENGTH - list.length,
    );
    return [...list, ...more.map(({ id }) => ({ id, why: BEST_PERFORMER_WHY }))];
  }
}
