import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import {
  publicSlugParamsSchema,
  sharedSwipefileQuerySchema,
  sharedSwipefileResponseSchema,
  shareTokenParamsSchema,
} from '../../shared/contracts/swipefiles';
import { errors } from '../errors';
import { readSharedSwipefilePage } from './shared-swipefile-page';
import type { SharedAddress } from './shared-swipefile-repository';

/**
 * The read-only swipefile of a share link and of a public address (docs/decisions/0018-shared-links.md, docs/product/calls.md#sharing-and-collaborators): anyone
 * holding the token or slug may read, signed in or not. Never in the shared response cache and never
 * kept by a browser or proxy (`no-store`): a link the owner turns off must die on the very next request.
 */
export const sharedSwipefileRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: sharedSwipefileResponseSchema, ...errorResponses(400, 404) };

  const addresses = [
    {
      url: '/shared/swipefiles/:token',
      summary: 'A swipefile shared by link: its name, owner and a page of its videos (read only)',
      params: shareTokenParamsSchema,
      find: (params: Record<string, string>): SharedAddress => ({
        by: 'token',
        token: params.token ?? '',
      }),
    },
    {
      url: '/public/swipefiles/:slug',
      summary: 'A public swipefile: its name, owner and a page of its videos (read only)',
      params: publicSlugParamsSchema,
      find: (params: Record<string, string>): SharedAddress => ({ by: 'slug', slug: params.slug ?? '' }),
    },
  ];
  for (const address of addresses) {
    app.get(
      address.url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['Swipefiles'],
          summary: address.summary,
          params: address.params,
          querystring: sharedSwipefileQuerySchema,
          response,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const found = address.find(request.params as Record<string, string>);
        const page = await readSharedSwipefilePage(app.db, found, request.query);
        if (!page) throw errors.shareLinkInactive();
        return page;
      },
    );
  }
};
