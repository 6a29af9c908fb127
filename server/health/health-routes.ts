import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health-repository';

const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable() }),
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
        response: { 200: healthSchema, 503: healthSchema },
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
        return reply
          .code(503)
          .send({ success: false, status: 'unavailable' as const, database: { ok: false, latencyMs: null } });
      }
    },
  );
};
