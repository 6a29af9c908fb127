import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FeedQuery } from '../../shared/contracts/feed';
import { listFollows, type ReadFollow } from '../follows/follow-service';
import { RankingCache } from '../search/ranking-cache';
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
/** Users whose list is kept (for the next page, and a return within the same state): ~6 KB each. */
const LISTS_KEPT = 2048;

/**
 * The For you tab (docs/product/feed.md#for-you): recommendations from the vectors of what the user saved
 * (for-you-ranking.ts), from their follows' best performers while they have saved little, then from the
 * library's best performers, never a saved video and at most 3 of any 10 by one author. A user's list is
 * worked out once per state of the library and its vectors, and again when their saves (or, in a cold
 * start, follows) change: pages after the first read it from memory.
 */
export class ForYouFeed {
  private readonly lists = new RankingCache<Recommended[]>(LISTS_KEPT);
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
    for (const pick of await this.list(userId)) {
      if (picked.length >= limit) break;
      if (!shown.has(pick.id)) picked.push(pick);
    }
    return picked;
  }

  /** The user's whole list, best first. */
  async list(userId: string): Promise<Recommended[]> {
    const index = this.app.videoSearch.index;
    // A change this instance just committed is being read in: recommend from what it wrote.
    await index.settled();
    const saved = await savedVideoIds(this.app.db, userId);
    const vectors = index.vectors;
    const savedSeeds = vectors ? saved.filter((id) => vectors.has(id)).slice(0, SEEDS_MAX) : [];
    const follows =
      vectors && savedSeeds.length < FOLLOWS_UNTIL_SAVED
        ? (await listFollows(this.app.db, userId)).slice(0, SEED_FOLLOWS_MAX)
        : [];
    const state = `${index.version}:${this.app.libraryChanges.generation}`;
    const key = createHash('sha1')
      .update(userId)
      .update(saved.join(','))
      .update(follows.map(({ row, target }) => `${row.id}=${target.key}`).join(','))
      .digest('base64');
    return this.lists.get(state, key, () => this.rank(new Set(saved), savedSeeds, follows));
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
