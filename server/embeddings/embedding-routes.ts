import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorResponses } from '../../shared/contracts/api-envelope';
import { embeddingStatusResponseSchema } from '../../shared/contracts/embeddings';
import type { EmbeddingJobRunner } from './embedding-job';

const guarded = errorResponses(401, 403);

/**
 * The embedding job's calls (docs/product/calls.md#bot-admin-and-embeddings, issue 17), for admins: start it, follow it. The job itself runs
 * in the background on whichever instance claimed it; the status is the database row every instance reads.
 */
export const embeddingRoutes: FastifyPluginAsyncZod<{ runner: EmbeddingJobRunner }> = async (
  app,
  { runner },
) => {
  app.post(
    '/embeddings/generate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'Start embedding the videos whose text or model changed (admin); runs in the background',
        // Nothing to say: the job always embeds exactly the stale videos.
        body: z.object({}).optional(),
        response: {
          202: embeddingStatusResponseSchema,
          400: apiErrorSchema,
          ...guarded,
          409: apiErrorSchema,
        },
      },
    },
    async (_request, reply) => reply.code(202).send({ success: true as const, data: await runner.start() }),
  );

  app.get(
    '/embeddings/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'The embedding job: whether it runs, its progress, what it did or why it failed (admin)',
        response: { 200: embeddingStatusResponseSchema, ...guarded },
      },
    },
    async () => ({ success: true as const, data: await runner.status() }),
  );
};
