import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { feedQuerySchema, feedResponseSchema } from '../../shared/contracts/feed';
import { type Access, requireViewer } from '../auth/access';
import { sendJson } from '../http/send-json';
import { followingFeedJson } from './feed-service';

/** The Feed is premium (docs/product/feed.md); admins pass every tier list. The drawn /feed reads with it too. */
export const FEED_ACCESS = { tiers: ['premium'] } as const satisfies Access;
const PREMIUM = { access: FEED_ACCESS } as const;

/**
 * GET /api/feed (docs/product/calls.md#feed): a premium or admin user's Feed. Only the Following tab is
 * built: the videos matching what the caller follows, each with the follows it matches.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feed',
    {
      config: PREMIUM,
      schema: {
        tags: ['Feed'],
        summary: 'The Feed: videos matching what the caller follows, newest first (premium)',
        description:
          "Tab `following`: the videos that match any of the caller's follows (a taxonomy entry through its merged and renamed names, a creator, a view's tags, a saved search's best 200 matches), newest in the library first. Each video carries `reasons`: every follow it matches. `follow` narrows the list to one of the caller's follows; another user's or an unknown one is a 404. A caller who follows nothing gets an empty list.",
        querystring: feedQuerySchema,
        response: { 200: feedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await followingFeedJson(app, requireViewer(request).id, request.query)),
  );
};
