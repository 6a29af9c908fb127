import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../errors';
import { pingDatabase } from './health-repository';

const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable() }),
});

/** Down, the answer is also an error answer of the catalogue: `error` and `code` say why. */
const unhealthySchema = healthSchema.extend({
  success: z.literal(false),
  error: z.string(),
  code: z.literal('database_unavailable'),
});

/** GET /api/health: the server answers, and says whether the database does. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['System'],
        summary: 'Service health, including the database',
        response: { 200: healthSchema, 503: unhealthySchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      try {
        await pingDatabase(app.db);
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return { success: true, status: 'ok' as const, database: { ok: true, latencyMs } };
      } catch (error) {
        app.log.warn({ err: error }, 'health check: database unreachable');
        const unavailable = errors.databaseUnavailable();
        return reply
          .code(503)
          .headers(unavailable.headers)
          .send({
            ...unavailable.toBody(),
            status: 'unavailable' as const,
            database: { ok: false, latencyMs: null },
          });
      }
    },
  );
};
