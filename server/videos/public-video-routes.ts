import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { publicVideoResponseSchema, similarPublicVideosResponseSchema } from '../../shared/contracts/video';
import {
  type VideoListQuery,
  videoIdParamsSchema,
  videoListQuerySchema,
} from '../../shared/contracts/video-query';
import { publicVideoListResponseSchema } from '../../shared/contracts/video-search';
import { SIMILAR_VIDEOS_LIMIT } from '../../shared/contracts/video-search-limits';
import { errors } from '../errors';
import { sendJson } from '../http/send-json';
import { similarVideosJson } from './similar-videos';
import { readVideoListPage, videoListJson } from './video-list-page';
import { presentPublicVideo } from './video-presenter';
import { findVideo } from './video-repository';

/** docs/product/video-detail.md#public-video-page: the message of a public video 404. */
export const PUBLIC_VIDEO_NOT_FOUND = 'Video not found or not available for public viewing';

/** The visitor's reads (docs/product/calls.md#videos): no gated field ever leaves the server here. */
export const publicVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/videos/public',
    {
      config: { access: 'public', libraryCache: (request) => !(request.query as VideoListQuery).search },
      schema: {
        tags: ['Videos'],
        summary:
          'Browse the library: newest first, most viewed or highest engagement (relevance when searching)',
        querystring: videoListQuerySchema,
        response: {
          200: publicVideoListResponseSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) =>
      sendJson(reply, videoListJson(await readVideoListPage(app, request.query, 'public'))),
  );

  app.get(
    '/videos/public/:id',
    {
      config: { access: 'public', libraryCache: true },
      schema: {
        tags: ['Videos'],
        summary: 'One video, as a visitor sees it',
        params: videoIdParamsSchema,
        response: { 200: publicVideoResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findVideo(app.db, request.params.id, 'public');
      if (!row) throw errors.videoNotFound(PUBLIC_VIDEO_NOT_FOUND);
      return { success: true as const, data: presentPublicVideo(row) };
    },
  );

  app.get(
    '/videos/public/:id/similar',
    {
      // Not kept in the response cache: it follows the vectors, which change without a library change.
      config: { access: 'public' },
      schema: {
        tags: ['Videos'],
        summary: `Up to ${SIMILAR_VIDEOS_LIMIT} videos closest in meaning to one, as a visitor sees them`,
        params: videoIdParamsSchema,
        response: {
          200: similarPublicVideosResponseSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) =>
      sendJson(reply, await similarVideosJson(app, request.params.id, 'public', PUBLIC_VIDEO_NOT_FOUND)),
  );
};
