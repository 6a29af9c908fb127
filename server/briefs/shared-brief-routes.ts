import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { sharedBriefResponseSchema } from '../../shared/contracts/briefs';
import { publicSlugParamsSchema, shareTokenParamsSchema } from '../../shared/contracts/swipefiles';
import { errors } from '../errors';
import { citedVideoCards, presentSharedBrief } from './brief-presenter';
import { findSharedBrief } from './brief-repository';

/**
 * The read-only brief of a share link and of a public address, as for swipefiles
 * (docs/decisions/0018-shared-links.md): anyone holding the token or slug may read, signed in or not;
 * `no-store`, so a link the owner turns off dies on the very next request. The team's notes stay private.
 */
export const sharedBriefRoutes: FastifyPluginAsyncZod = async (app) => {
  const addresses = [
    {
      url: '/shared/briefs/:token',
      summary: 'A brief shared by link (read only)',
      params: shareTokenParamsSchema,
      by: (params: Record<string, string>) => ({ token: params.token ?? '' }),
    },
    {
      url: '/public/briefs/:slug',
      summary: 'A public brief (read only)',
      params: publicSlugParamsSchema,
      by: (params: Record<string, string>) => ({ slug: params.slug ?? '' }),
    },
  ];
  for (const address of addresses) {
    app.get(
      address.url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['Briefs'],
          summary: address.summary,
          params: address.params,
          response: { 200: sharedBriefResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const brief = await findSharedBrief(app.db, address.by(request.params as Record<string, string>));
        if (!brief) throw errors.shareLinkInactive();
        const cards = await citedVideoCards(app.db, brief);
        return { success: true as const, data: presentSharedBrief(brief, cards, brief.ownerName) };
      },
    );
  }
};
