import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsBatchSchema } from '../../shared/contracts/analytics-event';
import { errorResponses, successEnvelope } from '../../shared/contracts/api-envelope';
import { errors } from '../errors';
import { sharedRateLimitStore } from '../rate-limits/shared-store';
import { insertEvents } from './event-repository';

/**
 * Batches one browser may send per minute. The web app flushes every few seconds and on leaving a
 * page, so a reader stays far below this; a script hammering the endpoint does not.
 */
export const EVENT_BATCHES_PER_MINUTE = 120;
// A full batch of 50 events at their longest fields is about 140 kB.
const EVENT_BODY_LIMIT_BYTES = 256 * 1024;

/** POST /api/events: the analytics transport of docs/decisions/0021-analytics-events.md, rate-limited per client IP. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin's scope and not global: only this route is limited.
  await app.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL: the limit holds across every instance of the app.
    store: sharedRateLimitStore(app.db, 'events'),
    errorResponseBuilder: (_request, context) =>
      errors.rateLimited(
        Math.ceil(context.ttl / 1000),
        `Too many analytics requests; retry in ${context.after}`,
      ),
  });

  app.post(
    '/events',
    {
      bodyLimit: EVENT_BODY_LIMIT_BYTES,
      config: {
        access: 'public',
        // The signed-in sender is recorded with the events, taken from the session.
        identifyViewer: true,
        rateLimit: { max: EVENT_BATCHES_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Analytics'],
        summary: 'Record a batch of usage events (view, search, share, save, unsave, page_view)',
        description:
          'At most 50 events per call. The server stamps the time of each event and records the signed-in user from the session; a user id in the body is ignored.',
        body: analyticsBatchSchema,
        response: {
          202: successEnvelope(z.object({ accepted: z.number().int() })),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const accepted = await insertEvents(
        app.db,
        request.body.events,
        request.viewer?.id ?? null,
        request.body.visitor_id ?? null,
      );
      return reply.code(202).send({ success: true as const, data: { accepted } });
    },
  );
};
