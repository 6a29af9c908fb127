import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { brotliParams } from './brotli';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the URL and the library: the same bytes for every visitor. A function
     * decides per request (a search's answer also depends on the search index, which follows the library
     * a moment later, so searches are not kept).
     */
    libraryCache?: boolean | ((request: FastifyRequest) => boolean);
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
 *
 * Entries are keyed on the validated query, not the raw URL: parameter order, an ignored parameter or
 * another spelling of the same value finds the same entry, so nobody can fill the cache with copies of
 * one answer. Every stored form counts against the byte budget.
 */
export function registerResponseCache(app: FastifyInstance): void {
  // Least recently used dropped first, every stored form counted against the byte budget.
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.bytes,
  });
  let generation = app.libraryChanges.generation;

  const sync = () => {
    if (generation !== app.libraryChanges.generation) {
      generation = app.libraryChanges.generation;
      entries.clear();
    }
  };
  const cacheable = (request: FastifyRequest) => {
    const rule = request.routeOptions.config?.libraryCache;
    return request.method === 'GET' && (rule === true || (typeof rule === 'function' && rule(request)));
  };

  app.decorateRequest('libraryGenerationAtStart', 0);
  app.decorateRequest('libraryCacheKey', '');
  // After validation: the key is made of what the route will actually read.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    request.libraryGenerationAtStart = app.libraryChanges.generation;
    request.libraryCacheKey = cacheKey(request);
    sync();
    const entry = entries.get(request.libraryCacheKey);
    if (!entry) return;
    reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(entry.body);
    let encoded = entry[encoding];
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? zlib.brotliCompressSync(entry.body, { params: brotliParams(5) })
          : zlib.gzipSync(entry.body, { level: 6 });
      // A new entry, so the cache measures it again (and drops the least recently used if it must).
      entries.set(request.libraryCacheKey, {
        ...entry,
        [encoding]: encoded,
        bytes: entry.bytes + encoded.length,
      });
    }
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return reply.send(encoded);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A string or bytes: a stream (a file, or a compressed answer) is not kept.
    if (!cacheable(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('x-cache') === 'hit' || !request.libraryCacheKey) return payload;
    // A write that landed while this answer was being made must not be cached as current.
    if (request.libraryGenerationAtStart !== app.libraryChanges.generation) return payload;
    sync();
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const size = body.length;
    if (size > MAX_BYTES / 16) return payload;
    entries.set(request.libraryCacheKey, { body, bytes: size });
    reply.header('x-cache', 'miss');
    return payload;
  });

  app.decorate('responseCacheStats', () => ({ entries: entries.size, bytes: entries.calculatedSize }));
}

/** The route and its validated parameters and query, with keys in a fixed order. */
function cacheKey(request: FastifyRequest): string {
  return `${request.routeOptions.url} ${canonicalJson(request.params)} ${canonicalJson(request.query)}`;
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const fields = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
  return `{${fields.join(',')}}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    libraryGenerationAtStart: number;
    libraryCacheKey: string;
  }
  interface FastifyInstance {
    /** How many answers the response cache holds and their bytes, every encoded form counted. */
    responseCacheStats(): { entries: number; bytes: number };
  }
}

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (/\bbr\b/.test(value)) return 'br';
  if (/\bgzip\b/.test(value)) return 'gzip';
  return null;
}
