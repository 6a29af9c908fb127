import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { auditPageSchema, auditQuerySchema } from '../../shared/contracts/audit';
import { listAudit, presentAuditEntry } from './audit-log';

/** GET /api/admin/audit: who changed what and when (admins; the entry pages read their own slice). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'The audit log, newest first, optionally for one target or action (admin)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, nextBeforeId } = await listAudit(app.db, request.query);
      return { success: true as const, data: rows.map(presentAuditEntry), next_before_id: nextBeforeId };
    },
  );
};
