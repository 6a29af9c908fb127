import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/contracts/api-envelope';
import {
  publicSlugParamsSchema,
  sharedSwipefileQuerySchema,
  sharedSwipefileResponseSchema,
  shareTokenParamsSchema,
} from '../../shared/contracts/swipefiles';
import { errors } from '../errors';
import { readSharedSwipefilePage } from './shared-swipefile-page';

/**
 * The read-only swipefile of a share link and of a public address (DECISIONS.md 18, spec 001 §7): anyone
 * holding the token or slug may read, signed in or not. Never in the shared response cache and never
 * kept by a browser or proxy (`no-store`): a link the owner turns off must die on the very next request.
 */
export const sharedSwipefileRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: sharedSwipefileResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/shared/swipefiles/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Swipefiles'],
        summary: 'A swipefile shared by link: its name, owner and a page of its videos (read only)',
        params: shareTokenParamsSchema,
        querystring: sharedSwipefileQuerySchema,
        response,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await readSharedSwipefilePage(
        app.db,
        { by: 'token', token: request.params.token },
        request.query,
      );
      if (!page) throw errors.shareLinkInactive();
      return page;
    },
  );

  app.get(
    '/public/swipefiles/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Swipefiles'],
        summary: 'A public swipefile: its name, owner and a page of its videos (read only)',
        params: publicSlugParamsSchema,
        querystring: sharedSwipefileQuerySchema,
        response,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await readSharedSwipefilePage(
        app.db,
        { by: 'slug', slug: request.params.slug },
        request.query,
      );
      if (!page) throw errors.shareLinkInactive();
      return page;
    },
  );
};
