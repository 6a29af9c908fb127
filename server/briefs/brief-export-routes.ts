import { readFile } from 'node:fs/promises';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { briefParamsSchema } from '../../shared/contracts/briefs';
import { slugify } from '../../shared/domain/slug';
import { requireViewer } from '../auth/access';
import { errors } from '../errors';
import { attachmentDisposition } from '../http/attachment';
import {
  THUMBNAIL_VARIANTS_PATH,
  thumbnailFilename,
  variantImagesDir,
} from '../library-import/thumbnail-files';
import { sharedRateLimitStore } from '../rate-limits/shared-store';
import { BRIEF_PDF_PAPERS, renderBriefPdf } from '../workers/brief-pdf';
import { loadBrief } from './brief-access';
import { briefToMarkdown } from './brief-markdown';
import { citedVideoCards, presentSharedBrief } from './brief-presenter';
import { ownerNameOf } from './brief-repository';

const exportQuerySchema = z.object({
  format: z.enum(['pdf', 'md']).default('pdf'),
  paper: z.enum(BRIEF_PDF_PAPERS).default('a4'),
});

/** Exports one user may ask for a minute: a PDF is ~0.5 s of the one PDF worker thread. */
const EXPORTS_PER_MINUTE = 20;

/**
 * `GET /briefs/{id}/export` (issue 34): the brief as a PDF for printing and sending (A4 or Letter,
 * rendered in a worker thread so other requests go on) or as Markdown for pasting into docs. Any reader of
 * the brief may export it, with the team's notes.
 */
export const briefExportRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin's scope only, counted in PostgreSQL so the limit holds across instances; per user.
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(app.db, 'brief-export'),
    keyGenerator: (request) => request.viewer?.id ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      errors.rateLimited(
        Math.ceil(context.ttl / 1000),
        `You can export ${EXPORTS_PER_MINUTE} briefs a minute. Try again in ${context.after}.`,
      ),
  });
  const imagesDir = variantImagesDir(app.config.dataDir);
  // A thumbnail path the presenter made, read from the derived images only.
  const readThumbnail = async (_videoId: number, thumbnail: string) => {
    const name = thumbnail.startsWith(THUMBNAIL_VARIANTS_PATH) ? thumbnailFilename(thumbnail) : null;
    if (!name) return null;
    return readFile(path.join(imagesDir, path.basename(name))).catch(() => null);
  };

  app.get(
    '/briefs/:id/export',
    {
      config: { access: 'signed-in', rateLimit: { max: EXPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['Briefs'],
        summary: 'Download a brief as PDF (A4 or Letter) or Markdown (owner and collaborators)',
        params: briefParamsSchema,
        querystring: exportQuerySchema,
        response: { 200: z.string().describe('The file'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { brief } = await loadBrief(app.db, requireViewer(request), request.params.id, 'read');
      const cards = await citedVideoCards(app.db, brief);
      const { access_level: _level, ...shared } = presentSharedBrief(
        brief,
        cards,
        await ownerNameOf(app.db, brief.userId),
      );
      const input = { brief: shared, notes: brief.notes, publicUrl: app.config.publicUrl };
      const { format } = request.query;
      const fileName = `${slugify(brief.title) || 'brief'}.${format}`;
      reply.header('content-disposition', attachmentDisposition(fileName, `brief.${format}`));
      if (format === 'md') return reply.type('text/markdown; charset=utf-8').send(briefToMarkdown(input));
      const pdf = await renderBriefPdf({ ...input, paper: request.query.paper, readThumbnail });
      // A Buffer skips the response serializer: the bytes go out as they are.
      return reply.type('application/pdf').send(pdf as unknown as string);
    },
  );
};
