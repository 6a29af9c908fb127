import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the route has already written (a list page joined from the presented-video cache's entries,
 * each encoded with its schema when it was made). Fastify sends a string with a JSON content type as it is,
 * so the route's response schema documents the answer without encoding it a second time; the cast is only
 * for the type provider, which types `send` with the schema's object type.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
