import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL and the library: the same bytes for every visitor. */
    libraryCache?: boolean;
  }
}

const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  /** Encoded once: sending a Buffer spares re-encoding the string (and measuring it) per request. */
  body: Buffer;
  bytes: number;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Keeps the bytes of public library answers (lists, videos, filter lists) until the library changes,
 * with their gzip and brotli forms made once. Visitors asking the same question — the first browse
 * page above all — then cost no query, no serialisation and no compression. Staleness is bounded by
 * LibraryChanges: every write bumps the generation here and, through NOTIFY, on every instance.
 */
export function registerResponseCache(app: FastifyInstance): void {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = app.libraryChanges.generation;

  const sync = () => {
    if (generation !== app.libraryChanges.generation) {
      generation = app.libraryChanges.generation;
      entries.clear();
      bytes = 0;
    }
  };
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config?.libraryCache === true;

  app.decorateRequest('libraryGenerationAtStart', 0);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    request.libraryGenerationAtStart = app.libraryChanges.generation;
    sync();
    const entry = entries.get(request.url);
    if (!entry) return;
    // Most recently used last: Map order is the eviction order.
    entries.delete(request.url);
    entries.set(request.url, entry);
    reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) {
      entry[encoding] ??=
        encoding === 'br'
          ? zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.gzipSync(entry.body, { level: 6 });
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.send(entry[encoding]);
    }
    return reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('x-cache') === 'hit') return payload;
    // A write that landed while this answer was being made must not be cached as current.
    if (request.libraryGenerationAtStart !== app.libraryChanges.generation) return payload;
    sync();
    const body = Buffer.from(payload);
    const size = body.length;
    if (size > MAX_BYTES / 16) return payload;
    entries.set(request.url, { body, bytes: size });
    bytes += size;
    while (bytes > MAX_BYTES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      bytes -= entries.get(oldest)?.bytes ?? 0;
      entries.delete(oldest);
    }
    reply.header('x-cache', 'miss');
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    libraryGenerationAtStart: number;
  }
}

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (/\bbr\b/.test(value)) return 'br';
  if (/\bgzip\b/.test(value)) return 'gzip';
  return null;
}
