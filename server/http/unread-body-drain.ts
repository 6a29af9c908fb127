import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a client may still send after its answer before the connection is cut (a runaway upload). */
export const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * Reads and discards what is left of a request body once its answer has gone out (issue 31). A route that
 * answers before the whole body arrived — a refused import: wrong role, too large, not a list — leaves the
 * rest on the connection. Node drains a body nobody read, but not one a reader started and let go (the
 * import's stream): past 64 KB the socket then stops reading, the next request on that keep-alive
 * connection is never answered, and the server cannot close. Draining keeps the connection usable;
 * a client that sends more than MAX_DRAINED_BYTES after its answer is cut off instead.
 */
export function registerUnreadBodyDrain(app: FastifyInstance, maxBytes = MAX_DRAINED_BYTES): void {
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    if (raw.complete || raw.destroyed) return;
    drain(raw, maxBytes);
  });
}

function drain(raw: IncomingMessage, maxBytes: number): void {
  let left = maxBytes;
  // The reader that let go (an async iterator's 'readable' listener) would keep the stream paused; with
  // only a 'data' listener left, the stream flows again.
  raw.removeAllListeners('readable');
  raw.removeAllListeners('data');
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.socket.destroy();
  });
  raw.resume();
}
