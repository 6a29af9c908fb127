import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, successEnvelope } from '../../shared/contracts/api-envelope';
import {
  IMPORT_PROGRESS_MEDIA_TYPE,
  type ImportProgress,
  type ImportStreamLine,
  importReportSchema,
} from '../../shared/contracts/import';
import { AppError, errors } from '../errors';
import { importStream } from './import-stream';

// Streamed, so the size costs no memory; the limit only stops a runaway upload.
const MAX_IMPORT_BYTES = 512 * 1024 * 1024;

/**
 * POST /api/admin/import: the command-line import over HTTP, for a multipart file upload or a JSON
 * array / NDJSON body, read as a stream and imported batch by batch (import-stream.ts), so a large file
 * is never held whole. With `Accept: application/x-ndjson` the answer is a progress stream (a line per
 * committed batch, then the report line) for the import screen; otherwise the report as JSON.
 * Admins only; ALLOW_OPEN_IMPORT=1 opens it to anyone for local use.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  // JSON, NDJSON and multipart only: text/plain, which Fastify reads by default, is what a form on
  // another site can send without asking. JSON and NDJSON bodies are handed over unread, as streams.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  app.addContentTypeParser(
    ['application/json', 'application/x-ndjson', 'application/ndjson'],
    (_request, payload, done) => done(null, payload),
  );

  app.post(
    '/admin/import',
    {
      config: { access: app.config.allowOpenImport ? 'public' : 'admin' },
      // The progress stream must reach the page line by line, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags: ['Admin'],
        summary: 'Import analysed videos (JSON array or NDJSON; multipart file or request body)',
        description:
          'Streamed and imported in batches of 500. `Accept: application/x-ndjson` answers with a progress stream: `{"type":"progress",…}` lines, then `{"type":"report","report":…}` or `{"type":"error",…}`.',
        consumes: ['multipart/form-data', 'application/json', 'application/x-ndjson'],
        response: {
          200: successEnvelope(importReportSchema),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request, reply) => {
      const upload = await openUpload(request);
      let progress: ImportProgress | null = null;
      const run = (onBatch: (p: ImportProgress) => void) =>
        importStream(app.db, upload.source, {
          dataDir: app.config.dataDir,
          source: 'admin',
          requireArray: upload.requireArray,
          maxBytes: MAX_IMPORT_BYTES,
          onCommitted: () => app.libraryChanges.markChanged(),
          onBatch: (p) => {
            progress = p;
            onBatch(p);
          },
        }).then((report) => {
          if (upload.truncated()) throw errors.payloadTooLarge('An import file may be at most 512 MB');
          request.log.info({ ...report, rejected: report.rejected.length }, 'import finished');
          return report;
        });
      const interrupted = (error: unknown) => {
        // Batches already committed stay (each is its own transaction); the log says how far it got.
        request.log.warn({ progress, err: error }, 'import interrupted');
      };

      if (!wantsProgressStream(request)) {
        try {
          return { success: true as const, data: await run(() => {}) };
        } catch (error) {
          if (!(error instanceof AppError)) {
            interrupted(error);
            if (clientGone(request)) return abandon(reply);
          }
          throw error;
        }
      }

      const out = new PassThrough();
      const line = (value: ImportStreamLine) => out.write(`${JSON.stringify(value)}\n`);
      run(line)
        .then((report) => line({ type: 'report', report }))
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) interrupted(error);
          const known = error instanceof AppError ? error : null;
          line({
            type: 'error',
            code: known?.code ?? 'internal_error',
            error: known?.message ?? 'The import stopped; the batches before this point were saved',
          });
        })
        .finally(() => out.end());
      return reply
        .type(IMPORT_PROGRESS_MEDIA_TYPE)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(out as never);
    },
  );
};

const MULTIPART_BOUNDARY = /;\s*boundary=("[^"]+"|[^\s;]+)/i;

interface Upload {
  source: AsyncIterable<Buffer | string>;
  requireArray: boolean;
  truncated: () => boolean;
}

async function openUpload(request: FastifyRequest): Promise<Upload> {
  if (request.isMultipart()) {
    // Without a boundary the parts cannot be told apart; the parser's own error would be a 500.
    if (!MULTIPART_BOUNDARY.test(request.headers['content-type'] ?? ''))
      throw errors.badRequest(
        'A multipart body needs its boundary: Content-Type: multipart/form-data; boundary=…',
      );
    const file = await request.file().catch((error: unknown) => {
      throw asMalformedForm(request, error);
    });
    if (!file) throw errors.importFileMissing();
    return {
      source: readForm(request, file.file),
      requireArray: false,
      truncated: () => file.file.truncated,
    };
  }
  const body = request.body as AsyncIterable<Buffer> | undefined;
  if (!body || typeof body !== 'object' || !(Symbol.asyncIterator in body)) throw errors.importBodyInvalid();
  const json = (request.headers['content-type'] ?? '').startsWith('application/json');
  return { source: body, requireArray: json, truncated: () => false };
}

/** The uploaded file's bytes; a form the parser cannot read (a part cut short, a broken header) is a 400. */
async function* readForm(request: FastifyRequest, file: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  try {
    yield* file;
  } catch (error) {
    throw asMalformedForm(request, error);
  }
}

/**
 * The multipart parser's own errors are plain Errors (a 500); they mean the client's form is malformed.
 * Errors with a status (the plugin's limits) and a client that went away mid-body keep their meaning.
 */
function asMalformedForm(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError || clientGone(request)) return error;
  if (error instanceof Error && 'statusCode' in error) return error;
  return errors.badRequest('The multipart upload is malformed: its parts could not be read');
}

function wantsProgressStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(IMPORT_PROGRESS_MEDIA_TYPE);
}

/**
 * The client's connection is gone. (Not `request.raw.destroyed`: a request is destroyed too once its body
 * was read to the end, and that client still waits for its answer.)
 */
function clientGone(request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed ?? true;
}

/** The client went away: there is no one to answer. */
function abandon(reply: FastifyReply) {
  reply.hijack();
  reply.raw.destroy();
  return reply;
}
