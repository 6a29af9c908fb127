import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { briefIdSchema, briefInviteSchema, briefParamsSchema } from '../../shared/contracts/briefs';
import {
  collaboratorIdSchema,
  collaboratorListResponseSchema,
  collaboratorResponseSchema,
  collaboratorRoleUpdateSchema,
  deletedResponseSchema,
} from '../../shared/contracts/swipefiles';
import { requireViewer } from '../auth/access';
import { errors } from '../errors';
import type { Mailer } from '../mail/mailer';
import { presentCollaborator } from '../swipefiles/swipefile-presenter';
import { loadBrief } from './brief-access';
import {
  deleteBriefCollaborator,
  inviteToBrief,
  listBriefCollaborators,
  updateBriefCollaboratorRole,
} from './brief-collaborators';

const SIGNED_IN = { access: 'signed-in' } as const;
const TAGS = ['Brief collaborators'];
const routeErrors = errorResponses(400, 401, 403, 404, 429);
const collaboratorParams = z.object({ id: briefIdSchema, collaboratorId: collaboratorIdSchema });

/**
 * A brief's collaborators and invitations: the owner's alone, as on a swipefile
 * (docs/product/sharing.md#collaborators-and-invitations). Roles are read on every request, so a change or
 * a removal applies at once.
 */
export const briefCollaboratorRoutes: FastifyPluginAsyncZod<{ mailer: Mailer | null }> = async (
  app,
  options,
) => {
  const inviteContext = { db: app.db, mailer: options.mailer, log: app.log, publicUrl: app.config.publicUrl };

  app.get(
    '/briefs/:id/collaborators',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "A brief's collaborators and pending invitations (owner)",
        params: briefParamsSchema,
        response: { 200: collaboratorListResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadBrief(app.db, requireViewer(request), request.params.id, 'own');
      const rows = await listBriefCollaborators(app.db, access.brief.id);
      return { success: true as const, data: rows.map(presentCollaborator) };
    },
  );

  for (const url of ['/briefs/:id/collaborators', '/briefs/:id/invite']) {
    app.post(
      url,
      {
        config: SIGNED_IN,
        schema: {
          tags: TAGS,
          summary: 'Invite an address to a brief (owner); inviting it again returns the same invitation',
          params: briefParamsSchema,
          body: briefInviteSchema,
          response: { 200: collaboratorResponseSchema, 201: collaboratorResponseSchema, ...routeErrors },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const access = await loadBrief(app.db, viewer, request.params.id, 'own');
        const result = await inviteToBrief(inviteContext, viewer, access.brief, request.body);
        reply.code(result.created ? 201 : 200);
        return { success: true as const, data: presentCollaborator(result.row) };
      },
    );
  }

  app.put(
    '/briefs/:id/collaborators/:collaboratorId',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "Change a brief collaborator's role (owner)",
        params: collaboratorParams,
        body: collaboratorRoleUpdateSchema,
        response: { 200: collaboratorResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadBrief(app.db, requireViewer(request), request.params.id, 'own');
      const row = await updateBriefCollaboratorRole(
        app.db,
        access.brief.id,
        request.params.collaboratorId,
        request.body.role,
      );
      if (!row) throw errors.collaboratorNotFound();
      return { success: true as const, data: presentCollaborator(row) };
    },
  );

  app.delete(
    '/briefs/:id/collaborators/:collaboratorId',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Remove a brief collaborator or withdraw an invitation (owner)',
        params: collaboratorParams,
        response: { 200: deletedResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadBrief(app.db, requireViewer(request), request.params.id, 'own');
      const removed = await deleteBriefCollaborator(app.db, access.brief.id, request.params.collaboratorId);
      if (!removed) throw errors.collaboratorNotFound();
      return { success: true as const, data: { id: request.params.collaboratorId } };
    },
  );
};
