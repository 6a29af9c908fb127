import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FeedQuery } from '../../shared/contracts/feed';
import { forYouLists, forYouPending } from '../db/schema';
import { listFollows, type ReadFollow } from '../follows/follow-service';
import { AUTHOR_WINDOW, AuthorCap, inOrderUnderCap } from './author-cap';
import { type FeedItem, feedPageJson } from './feed-page-json';
import { followSeedIds } from './follow-matches';
import { type Recommended, rankForYou, SEEDS_MAX, type Seed } from './for-you-ranking';
import { type RankedVideo, readBestPerformers, savedVideoIds } from './for-you-repository';
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
/** Users (and states) whose list of an earlier state was answered and added to for_you_pending: once each. */
const QUEUED_KEPT = 100_000;
/** A digest's picks come from a list worked out at most this many days ago (picks()). */
export const PICKS_LIST_DAYS = 14;
const DAY_MS = 86_400_000;
/** A list read from for_you_lists that was worked out before this instance's state began. */
const EARLIER_STATE = 'earlier';

/** A user's list, and what it was worked out from. */
interface KeptList {
  /** The library's and the vectors' state (EARLIER_STATE: one before this instance's). */
  state: string;
  /** The user's saves (and, in a cold start, follows). */
  inputs: string;
  list: Recommended[];
  /** When it was worked out (Date.now()). */
  rankedAt: number;
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
 * Lists are worked out ahead (docs/decisions/0064-for-you-lists-ahead.md): when a user's saves or follows
 * change, for-you-ahead.ts works theirs out in the background and keeps it in for_you_lists, so a visit
 * reads it rather than ranking (~20 ms of CPU at 100,000 videos). A visit whose saves changed a moment ago
 * works the list out then. When the library or its vectors change, the list kept is still answered at once
 * (a video deleted since is left out of the page) and its user is added to for_you_pending, to be worked
 * out again behind it. Lists are also kept in memory, for the next page and every return.
 */
export class ForYouFeed {
  private readonly kept = new LRUCache<string, KeptList>({ max: LISTS_KEPT });
  private readonly queued = new LRUCache<string, true>({ max: QUEUED_KEPT });
  /** Lists being worked out, by user, state and inputs: concurrent asks share one. */
  private readonly ranking = new Map<string, Promise<Recommended[]>>();
  private readonly bestPerformers: PerState<RankedVideo[]>;
  /** The state last seen, and when it was first seen (Date.now()): a list worked out before is stale. */
  private seen = { state: '', since: Date.now() };

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
   * `limit` videos of the user's list that are not in `exclude`: the digest's picks
   * (digests/digest-content.ts ForYouPicks), so the mail and the tab recommend the same videos. Taken from
   * the list the user has when it was worked out from their saves as they are, in the last
   * PICKS_LIST_DAYS days, whatever the library did since (docs/decisions/0064-for-you-lists-ahead.md):
   * working every reader's list out again for each day's run made 10,000 daily digests take 7 minutes. Each
   * day of the list's age starts `limit` further down it, so daily mails do not repeat their picks.
   */
  async picks({ userId, limit, exclude }: { userId: string; limit: number; exclude: readonly number[] }) {
    const { list, rankedAt } = await this.listForMail(userId);
    const days = Math.max(0, Math.floor((Date.now() - rankedAt) / DAY_MS));
    const start = list.length > 0 ? (days * limit) % list.length : 0;
    const shown = new Set(exclude);
    const picked: Recommended[] = [];
    for (const pick of [...list.slice(start), ...list.slice(0, start)]) {
      if (picked.length >= limit) break;
      if (!shown.has(pick.id)) picked.push(pick);
    }
    return picked;
  }

  /**
   * The user's list for a mail: the one stored if it is of their inputs and recent enough, else a new one.
   * Read from for_you_lists, not memory: the run goes through every reader once.
   */
  private async listForMail(userId: string): Promise<{ list: Recommended[]; rankedAt: number }> {
    await this.app.videoSearch.index.settled();
    const inputs = await this.inputs(userId);
    const stored = await this.stored(userId, inputs, { keep: false });
    if (stored && Date.now() - stored.rankedAt < PICKS_LIST_DAYS * DAY_MS) return stored;
    return { list: await this.rankNow(userId, inputs, { keep: false }), rankedAt: Date.now() };
  }

  /**
   * The user's whole list, best first: the one kept (in memory, else in for_you_lists) if it is of their
   * saves as they are, even of an earlier state of the library (then worked out again behind it).
   */
  async list(userId: string): Promise<Recommended[]> {
    // A change this instance just committed is being read in: recommend from what it wrote.
    await this.app.videoSearch.index.settled();
    const inputs = await this.inputs(userId);
    const state = this.state();
    let kept = this.kept.get(userId);
    // Not in memory as it is now: another instance (or the worker before a restart) may have kept it.
    if (kept?.inputs !== inputs.key || kept.state !== state)
      kept = (await this.stored(userId, inputs)) ?? kept;
    if (kept?.inputs === inputs.key) {
      if (kept.state !== state) await this.queueAgain(userId, state);
      return kept.list;
    }
    return this.rankNow(userId, inputs);
  }

  /**
   * Works the user's list out unless the one stored is of this state and their inputs (for-you-ahead.ts).
   * Kept in memory only for a user whose list is there already: most lists worked out ahead are read once,
   * on a visit, and PostgreSQL holds them until then.
   */
  async workOut(userId: string): Promise<void> {
    await this.app.videoSearch.index.settled();
    const inputs = await this.inputs(userId);
    const state = this.state();
    const kept = this.kept.peek(userId);
    if (kept?.inputs === inputs.key && kept.state === state) return;
    const stored = await this.stored(userId, inputs, { keep: kept !== undefined });
    if (stored?.state === state) return;
    await this.rankNow(userId, inputs, { keep: kept !== undefined });
  }

  /**
   * Drops the lists kept in memory: each user's next visit reads theirs from for_you_lists, as after a
   * restart or on another instance (the app closing; the bench's first visits).
   */
  forget(): void {
    this.kept.clear();
    this.queued.clear();
  }

  /** The library's and the vectors' state now, noting when it was first seen. */
  private state(): string {
    const state = `${this.app.videoSearch.index.version}:${this.app.libraryChanges.generation}`;
    if (state !== this.seen.state) this.seen = { state, since: Date.now() };
    return state;
  }

  /** The user's list as for_you_lists keeps it, if it was worked out from these inputs. */
  private async stored(userId: string, inputs: Inputs, { keep = true } = {}): Promise<KeptList | null> {
    const [row] = await this.app.db
      .select({ inputs: forYouLists.inputs, list: forYouLists.list, rankedAt: forYouLists.rankedAt })
      .from(forYouLists)
      .where(eq(forYouLists.userId, userId));
    if (row?.inputs !== inputs.key) return null;
    // Worked out strictly after this state was first seen: of this state (on any instance, give or take
    // the second another instance may take to hear of a change).
    const state = row.rankedAt.getTime() > this.seen.since ? this.seen.state : EARLIER_STATE;
    const kept = { state, inputs: row.inputs, list: row.list, rankedAt: row.rankedAt.getTime() };
    if (keep) this.kept.set(userId, kept);
    return kept;
  }

  /**
   * Adds the user to for_you_pending once in each state, so their list of an earlier state is worked out
   * again (by whichever instance takes the row).
   */
  private async queueAgain(userId: string, state: string): Promise<void> {
    const key = `${userId}\n${state}`;
    if (this.queued.has(key)) return;
    try {
      await this.app.db.insert(forYouPending).values({ userId }).onConflictDoNothing();
      this.queued.set(key, true);
      this.app.forYouAhead.nudge();
    } catch (error) {
      // The kept list still answers; the next visit adds the user again.
      this.app.log.warn({ err: error, userId }, 'For you: a list could not be queued to be worked out again');
    }
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

  /** Works the list out now (or joins the same work under way), keeps it, and stores it. */
  private rankNow(userId: string, inputs: Inputs, { keep = true } = {}): Promise<Recommended[]> {
    const state = this.state();
    const rankedAt = new Date();
    const key = `${userId}\n${state}\n${inputs.key}`;
    let ranking = this.ranking.get(key);
    if (!ranking) {
      ranking = this.rank(new Set(inputs.saved), inputs.savedSeeds, inputs.follows)
        .then(async (list) => {
          if (keep) this.kept.set(userId, { state, inputs: inputs.key, list, rankedAt: rankedAt.getTime() });
          await this.store(userId, inputs.key, list, rankedAt);
          return list;
        })
        .finally(() => this.ranking.delete(key));
      this.ranking.set(key, ranking);
    }
    return ranking;
  }

  private async store(userId: string, inputs: string, list: Recommended[], rankedAt: Date): Promise<void> {
    try {
      await this.app.db
        .insert(forYouLists)
        .values({ userId, inputs, list, rankedAt })
        .onConflictDoUpdate({
          target: forYouLists.userId,
          set: { inputs, list, rankedAt },
          // A list worked out later (on another instance) stays.
          setWhere: sql`${forYouLists.rankedAt} < excluded.ranked_at`,
        });
    } catch (error) {
      // Memory still answers here; another instance or a restart works it out again.
      this.app.log.warn({ err: error, userId }, 'For you: a list could not be stored');
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
