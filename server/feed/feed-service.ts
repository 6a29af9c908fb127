import type { FastifyInstance } from 'fastify';
import type { FeedQuery, FeedReason } from '../../shared/contracts/feed';
import { errors } from '../errors';
import { listFollows, type ReadFollow } from '../follows/follow-service';
import { followingPage } from './feed-page';
import { type FeedItem, feedPageJson } from './feed-page-json';

/**
 * A page of one of the Feed's tabs as the JSON the API answers; the route and the drawn /feed both read
 * it. For you's lists and Trending's window are kept by app.forYou and app.trending (app.ts).
 */
export async function feedTabJson(app: FastifyInstance, userId: string, query: FeedQuery): Promise<Buffer> {
  checkTabParameters(query);
  switch (query.tab) {
    case 'following':
      return followingFeedJson(app, userId, query);
    case 'for-you':
      return app.forYou.json(userId, query);
    case 'trending':
      return app.trending.json(userId, query);
  }
}

/** `follow` and `scope` belong to some tabs only: anywhere else they are named as the mistake. */
function checkTabParameters(query: FeedQuery): void {
  if (query.tab === 'for-you' && query.follow)
    throw errors.invalidInput(
      'follow: For you is not narrowed to a follow; use tab=following or tab=trending',
    );
  if (query.tab !== 'trending' && query.scope !== 'all')
    throw errors.invalidInput('scope: only the trending tab has a scope');
}

/**
 * The Following tab (docs/product/feed.md#following-api) as the JSON the API answers: the videos that
 * match any of the user's follows (or the one `follow` names), newest in the library first, each the
 * signed-in video (presented-videos.ts, audience 'full') with `reasons`, every follow it matches. A user
 * who follows nothing gets an empty page; another user's follow, or an unknown one, is a 404.
 */
export async function followingFeedJson(
  app: FastifyInstance,
  userId: string,
  query: FeedQuery,
): Promise<Buffer> {
  const follows = await listFollows(app.db, userId, { known: app.followTargets });
  const only = query.follow ? follows.findIndex(({ row }) => row.id === query.follow) : undefined;
  if (only === -1) throw errors.followNotFound();

  const generation = app.followSets.generation();
  const [sets, order] = await Promise.all([app.followSets.setsOf(generation, follows), generation.order]);
  const { rows, total } = followingPage(sets, order, query, only);
  const items = rows.map(
    (row): FeedItem => ({ id: row.id, reasons: reasonsOf(follows, row.meets), why: null }),
  );
  return feedPageJson(app, items, query, total);
}

const reasonsOf = (follows: ReadFollow[], meets: boolean[]): FeedReason[] =>
  follows.flatMap(({ row, target }, i) =>
    meets[i] ? [{ follow_id: row.id, kind: target.kind, label: target.label }] : [],
  );
