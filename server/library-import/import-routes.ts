import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, successEnvelope } from '../../shared/contracts/api-envelope';
import { importReportSchema } from '../../shared/contracts/import';
import { errors } from '../errors';
import { importRecords } from './import-videos';
import { readRecords, type SourceRecord } from './read-records';

const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

/**
 * POST /api/admin/import: the command-line import over HTTP, for a multipart file upload or a JSON
 * array / NDJSON body. Admins only; ALLOW_OPEN_IMPORT=1 opens it to anyone for local use.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  // JSON (Fastify's own parser), NDJSON and multipart only: text/plain, which Fastify reads by default,
  // is what a form on another site can send without asking.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['application/x-ndjson', 'application/ndjson'],
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/admin/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      config: { access: app.config.allowOpenImport ? 'public' : 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'Import analysed videos (JSON array or NDJSON; multipart file or request body)',
        consumes: ['multipart/form-data', 'application/json', 'application/x-ndjson'],
        response: {
          200: successEnvelope(importReportSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { records, unreadable } = await readUpload(request);
      const report = await importRecords(app.db, records, {
        dataDir: app.config.dataDir,
        onCommitted: () => app.libraryChanges.markChanged(),
      });
      report.rejected.unshift(...unreadable);
      request.log.info({ ...report, rejected: report.rejected.length }, 'import finished');
      return { success: true as const, data: report };
    },
  );
};

async function readUpload(request: import('fastify').FastifyRequest) {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw errors.importFileMissing();
    const text = (await file.toBuffer()).toString('utf8');
    return readRecords(text);
  }
  const body = request.body;
  if (typeof body === 'string') return readRecords(body);
  if (Array.isArray(body)) {
    return {
      records: body.map((value, i): SourceRecord => ({ position: `index ${i}`, value })),
      unreadable: [],
    };
  }
  throw errors.importBodyInvalid();
}
