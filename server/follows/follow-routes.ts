import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import {
  followDeletedResponseSchema,
  followIdParamsSchema,
  followInputSchema,
  followListResponseSchema,
  followResponseSchema,
} from '../../shared/contracts/follows';
import { type Access, requireViewer } from '../auth/access';
import { presentFollow } from './follow-presenter';
import { follow, listFollows, unfollow } from './follow-service';

/** Follows are premium (docs/product/feed.md#follows); admins pass every tier list. The drawn /feed reads with it too. */
export const FOLLOWS_ACCESS = { tiers: ['premium'] } as const satisfies Access;
const PREMIUM = { access: FOLLOWS_ACCESS } as const;

const guarded = errorResponses(400, 401, 403);

/**
 * GET, POST and DELETE /api/follows (docs/product/calls.md#follows, docs/decisions/0058-follows.md): a
 * premium or admin user's follows of taxonomy entries, creators, views and saved searches. Each caller
 * reads and changes only their own.
 */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/follows',
    {
      config: PREMIUM,
      schema: {
        tags: ['Follows'],
        summary: 'What the caller follows, newest first (premium)',
        response: { 200: followListResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const follows = await listFollows(app.db, requireViewer(request).id, { known: app.followTargets });
      return { success: true as const, data: follows.map(presentFollow) };
    },
  );

  app.post(
    '/follows',
    {
      config: PREMIUM,
      schema: {
        tags: ['Follows'],
        summary: 'Follow a topic, format, concept, element, account type, creator, view or search (premium)',
        description:
          'Following what the caller already follows answers that follow with 200; a new one is 201. A taxonomy entry is named by its name (an old name left by a merge or rename follows the entry it went into), a creator by handle, a view by slug; a search carries the browse filters it runs with. At most 200 follows per user.',
        body: followInputSchema,
        response: { 200: followResponseSchema, 201: followResponseSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const answer = await follow(app.db, requireViewer(request).id, request.body);
      return reply
        .code(answer.created ? 201 : 200)
        .send({ success: true as const, data: presentFollow(answer.follow) });
    },
  );

  app.delete(
    '/follows/:id',
    {
      config: PREMIUM,
      schema: {
        tags: ['Follows'],
        summary: "Unfollow (premium); another user's follow is a 404",
        params: followIdParamsSchema,
        response: { 200: followDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await unfollow(app.db, requireViewer(request).id, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
