import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { fullVideoResponseSchema, similarFullVideosResponseSchema } from '../../shared/contracts/video';
import {
  type VideoListQuery,
  videoIdParamsSchema,
  videoListQuerySchema,
  videoSearchQuerySchema,
} from '../../shared/contracts/video-query';
import { fullVideoListResponseSchema } from '../../shared/contracts/video-search';
import { SIMILAR_VIDEOS_LIMIT } from '../../shared/contracts/video-search-limits';
import { errors } from '../errors';
import { sendJson } from '../http/send-json';
import { similarVideosJson } from './similar-videos';
import { readVideoListPage, videoListJson } from './video-list-page';
import { presentFullVideo } from './video-presenter';
import { findVideo } from './video-repository';

const SIGNED_IN = { access: 'signed-in' } as const;

const listResponse = {
  200: fullVideoListResponseSchema,
  ...errorResponses(400, 401, 404),
};

/**
 * The signed-in reads (docs/product/calls.md#videos): the public list and video with the analysis a visitor
 * does not get. Not in the shared response cache: that cache holds only what any visitor may read.
 */
export const signedInVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (query: VideoListQuery, reply: FastifyReply) =>
    sendJson(reply, videoListJson(await readVideoListPage(app, query, 'full')));

  app.get(
    '/videos',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['Videos'],
        summary: 'Browse the library with every analysis field (signed in)',
        querystring: videoListQuerySchema,
        response: listResponse,
      },
    },
    async (request, reply) => list(request.query, reply),
  );

  app.get(
    '/videos/search',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['Videos'],
        summary: 'Search the library, best match first, with every analysis field (signed in)',
        querystring: videoSearchQuerySchema,
        response: listResponse,
      },
    },
    async (request, reply) => list(request.query, reply),
  );

  app.get(
    '/videos/:id',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['Videos'],
        summary: 'One video with every analysis field (signed in)',
        params: videoIdParamsSchema,
        response: {
          200: fullVideoResponseSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const row = await findVideo(app.db, request.params.id, 'full');
      if (!row) throw errors.videoNotFound();
      return { success: true as const, data: presentFullVideo(row) };
    },
  );

  app.get(
    '/videos/:id/similar',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['Videos'],
        summary: `Up to ${SIMILAR_VIDEOS_LIMIT} videos closest in meaning to one, with every analysis field (signed in)`,
        params: videoIdParamsSchema,
        response: {
          200: similarFullVideosResponseSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => sendJson(reply, await similarVideosJson(app, request.params.id, 'full')),
  );
};
