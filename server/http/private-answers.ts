import type { FastifyInstance } from 'fastify';

/**
 * A signed-in answer is the caller's own, and so is any answer of a route that is not public: no shared or
 * browser cache may keep it. Registered on every app, whether or not it keeps public answers
 * (response-cache.ts), so an app built without that cache (the bench's) answers the same way.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.viewer || request.routeOptions.config?.access !== 'public') {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}
