import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { type FeedQuery, feedQuerySchema, feedResponseSchema } from '../../shared/contracts/feed';
import { type Access, requireViewer } from '../auth/access';
import { errors } from '../errors';
import { sendJson } from '../http/send-json';
import { followingFeedJson } from './feed-service';
import { TrendingFeed } from './trending-feed';

/** The Feed is premium (docs/product/feed.md); admins pass every tier list. The drawn /feed reads with it too. */
export const FEED_ACCESS = { tiers: ['premium'] } as const satisfies Access;
const PREMIUM = { access: FEED_ACCESS } as const;

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
 * GET /api/feed (docs/product/calls.md#feed): a premium or admin user's Feed, one tab at a time. Trending's
 * window is kept per library generation by the object made here; For you's lists by app.forYou (app.ts).
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const trending = new TrendingFeed(app);
  app.get(
    '/feed',
    {
      config: PREMIUM,
      schema: {
        tags: ['Feed'],
        summary: "The Feed's tabs: Following, For you, Trending (premium)",
        description: [
          "Tab `following`: the videos that match any of the caller's follows (a taxonomy entry through its merged and renamed names, a creator, a view's tags, a saved search's best 200 matches), newest in the library first. Each video carries `reasons`: every follow it matches. `follow` narrows the list to one of the caller's follows; another user's or an unknown one is a 404. A caller who follows nothing gets an empty list.",
          'Tab `for-you`: up to 100 recommendations from the vectors of the videos the caller saved (while they have saved fewer than 5, also from their follows\' best performers; with neither, the library\'s best performers), never a saved video, at most 3 of any 10 in a row by one author. Each carries `why` ("Like 3 videos you saved", "Like what you follow: Skincare", "One of the library\'s best performers"); `reasons` is empty.',
          "Tab `trending`: the highest outlier scores among the videos added in the last TRENDING_DAYS (30 by default) up to the library's latest addition. `scope=follows` keeps those matching the caller's follows, each with `reasons`; `follow` narrows to one follow (and implies it). `why` is null on Following and Trending. `follow` on For you, and `scope=follows` outside Trending, are a 400.",
        ].join('\n\n'),
        querystring: feedQuerySchema,
        response: { 200: feedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = requireViewer(request).id;
      const query = request.query;
      checkTabParameters(query);
      switch (query.tab) {
        case 'following':
          return sendJson(reply, await followingFeedJson(app, userId, query));
        case 'for-you':
          return sendJson(reply, await app.forYou.json(userId, query));
        case 'trending':
          return sendJson(reply, await trending.json(userId, query));
      }
    },
  );
};
