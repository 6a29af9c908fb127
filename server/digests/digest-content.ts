import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { followCondition } from '../feed/follow-conditions';
import { listFollows, type ReadFollow } from '../follows/follow-service';
import { newVideosMatching, topOutlierIds } from './digest-repository';

/** How many of each section a digest shows. The rest of what is new waits in the Feed. */
export const DIGEST_NEW_SHOWN = 10;
export const DIGEST_OUTLIERS_SHOWN = 5;
export const DIGEST_PICKS_SHOWN = 5;

/** What one digest holds (docs/product/feed.md#digests): video ids, section by section, in the mail's order. */
export interface DigestContent {
  /** Videos that entered the library in the window and match a follow, newest first, with how many did. */
  newFromFollows: { total: number; videos: { id: number; reasons: string[] }[] };
  /** The window's videos that broke out most (the outlier badge's bar and up), from the whole library. */
  topOutliers: number[];
  /** A few For you picks; empty until the For you tab is wired in (app.ts). */
  forYouPicks: number[];
}

/** A digest's window: videos that entered the library after `since`, up to `until`. */
export interface DigestWindow {
  since: Date;
  until: Date;
}

/**
 * The For you tab's best picks for a user, leaving out videos the digest already shows. The digest
 * stands a floor above the Feed and is handed this by app.ts; without it the mail has no picks section.
 */
export type ForYouPicks = (request: {
  userId: string;
  limit: number;
  exclude: readonly number[];
}) => Promise<number[]>;

/** True when a digest would show nothing: no mail goes out, and the window moves on all the same. */
export const isEmptyDigest = (content: DigestContent) =>
  content.newFromFollows.total === 0 && content.topOutliers.length === 0 && content.forYouPicks.length === 0;

/**
 * Works out digests for one run. The conditions of follows (a view's tags, a search's matches) and each
 * window's top outliers are the same for every user who shares them, so a run works each out once.
 */
export class DigestContents {
  private readonly conditions = new Map<string, Promise<SQL>>();
  private readonly outliers = new Map<string, Promise<number[]>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly forYouPicks: ForYouPicks | null,
  ) {}

  /** The digest of one user for one window. */
  async forUser(userId: string, window: DigestWindow): Promise<DigestContent> {
    const follows = await listFollows(this.app.db, userId);
    const conditions = await Promise.all(follows.map((read) => this.conditionOf(read)));
    const found = await newVideosMatching(this.app.db, conditions, window, DIGEST_NEW_SHOWN);
    const videos = found.rows.map(({ id, meets }) => ({
      id,
      reasons: follows.flatMap(({ target }, i) => (meets[i] ? [target.label] : [])),
    }));
    const shown = new Set(videos.map((video) => video.id));
    const topOutliers = (await this.outliersOf(window))
      .filter((id) => !shown.has(id))
      .slice(0, DIGEST_OUTLIERS_SHOWN);
    for (const id of topOutliers) shown.add(id);
    const forYouPicks = this.forYouPicks
      ? (await this.forYouPicks({ userId, limit: DIGEST_PICKS_SHOWN, exclude: [...shown] }))
          .filter((id) => !shown.has(id))
          .slice(0, DIGEST_PICKS_SHOWN)
      : [];
    return { newFromFollows: { total: found.total, videos }, topOutliers, forYouPicks };
  }

  private conditionOf(read: ReadFollow): Promise<SQL> {
    // A taxonomy follow matches its stored name too (follow-conditions.ts), so that is part of the key.
    const key = `${read.target.key}\u0000${read.row.value}`;
    let condition = this.conditions.get(key);
    if (!condition) {
      condition = followCondition(this.app, read);
      this.conditions.set(key, condition);
      condition.catch(() => this.conditions.delete(key));
    }
    return condition;
  }

  private outliersOf(window: DigestWindow): Promise<number[]> {
    const key = `${window.since.toISOString()}/${window.until.toISOString()}`;
    let ids = this.outliers.get(key);
    if (!ids) {
      // Enough to fill the section after leaving out the ones the user's follows already brought.
      ids = topOutlierIds(this.app.db, window, DIGEST_OUTLIERS_SHOWN + DIGEST_NEW_SHOWN);
      this.outliers.set(key, ids);
      ids.catch(() => this.outliers.delete(key));
    }
    return ids;
  }
}
