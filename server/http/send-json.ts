import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the route has already written (a list page joined from the presented-video cache's entries,
 * each encoded with its schema when it was made). Fastify sends a string or bytes with a JSON content type
 * as they are, so the route's response schema documents the answer without encoding it a second time; the
 * cast is only for the type provider, which types `send` with the schema's object type.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

const COMMA = Buffer.from(',');

/**
 * `head`, the items joined with commas, then `tail`, as UTF-8 bytes: the cached videos' JSON is copied
 * into the answer, not joined into a string and encoded again for every request (issue 17 bench).
 */
export function joinJson(head: string, items: readonly Buffer[], tail: string): Buffer {
  const parts: Buffer[] = [Buffer.from(head)];
  for (const [i, item] of items.entries()) {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  }
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}
