import type { FastifyInstance } from 'fastify';
import type { FeedQuery } from '../../shared/contracts/feed';
import { errors } from '../errors';
import { listFollows } from '../follows/follow-service';
import { type FeedItem, feedPageJson } from './feed-page-json';
import { followMatches, reasonOf } from './follow-matches';
import { PerState } from './per-state';
import { readTrendingIds } from './trending-repository';

/**
 * The Trending tab (docs/product/feed.md#trending): the highest outlier scores among the videos added in
 * the last TRENDING_DAYS, read once per library generation (one query of the window, ~5,500 ids at
 * 100,000 videos) and shared by every user; `scope=follows` keeps those matching the user's follows (or
 * the one `follow` names), each with the follows it matches.
 */
export class TrendingFeed {
  private readonly window: PerState<number[]>;

  constructor(private readonly app: FastifyInstance) {
    this.window = new PerState(() => readTrendingIds(app.db, app.config.trendingDays));
  }

  /** The window's ids, highest score first, as of this library generation. */
  ids(): Promise<number[]> {
    return this.window.get(String(this.app.libraryChanges.generation));
  }

  /** A page of the tab as the JSON the API answers; an unknown or another user's `follow` is a 404. */
  async json(userId: string, query: FeedQuery): Promise<Buffer> {
    const ids = await this.ids();
    const start = (query.page - 1) * query.limit;
    if (query.scope === 'all' && !query.follow) {
      const page = ids
        .slice(start, start + query.limit)
        .map((id): FeedItem => ({ id, reasons: [], why: null }));
      return feedPageJson(this.app, page, query, ids.length);
    }
    const follows = await listFollows(this.app.db, userId);
    const only = query.follow ? follows.findIndex(({ row }) => row.id === query.follow) : undefined;
    if (only === -1) throw errors.followNotFound();
    const matches = await followMatches(this.app, follows, ids);
    // In the window's order; narrowed to one follow, a video still names every follow it matches.
    const listed = ids.filter((id) => {
      const meets = matches.get(id);
      return meets !== undefined && (only === undefined || meets[only] === true);
    });
    const page = listed.slice(start, start + query.limit).map(
      (id): FeedItem => ({
        id,
        reasons: follows.filter((_, i) => matches.get(id)?.[i]).map(reasonOf),
        why: null,
      }),
    );
    return feedPageJson(this.app, page, query, listed.length);
  }
}
