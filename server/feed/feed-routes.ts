import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { feedQuerySchema, feedResponseSchema } from '../../shared/contracts/feed';
import { type Access, requireViewer } from '../auth/access';
import { sendJson } from '../http/send-json';
import { feedTabJson } from './feed-service';

/** The Feed is premium (docs/product/feed.md); admins pass every tier list. The drawn /feed reads with it too. */
export const FEED_ACCESS = { tiers: ['premium'] } as const satisfies Access;
const PREMIUM = { access: FEED_ACCESS } as const;

/** GET /api/feed (docs/product/calls.md#feed): a premium or admin user's Feed, one tab at a time. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return sendJson(reply, await feedTabJson(app, userId, request.query));
    },
  );
};
