import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import {
  collaboratorListResponseSchema,
  collaboratorParamsSchema,
  collaboratorResponseSchema,
  collaboratorRoleUpdateSchema,
  deletedResponseSchema,
  inviteSchema,
  swipefileParamsSchema,
} from '../../shared/contracts/swipefiles';
import { requireViewer } from '../auth/access';
import { errors } from '../errors';
import type { Mailer } from '../mail/mailer';
import { deleteCollaborator, listCollaborators, updateCollaboratorRole } from './collaborator-repository';
import { inviteToSwipefile } from './invitations';
import { loadSwipefile } from './swipefile-access';
import { presentCollaborator } from './swipefile-presenter';

const SIGNED_IN = { access: 'signed-in' } as const;
const TAGS = ['Swipefile collaborators'];
const routeErrors = errorResponses(400, 401, 403, 404, 429);

/**
 * A swipefile's collaborators and invitations (docs/product/sharing.md#collaborators-and-invitations, docs/product/calls.md#swipefiles-and-saving, docs/decisions/0017-invitations.md): the owner's alone.
 * Roles are read from the database on every request, so a change or a removal applies at once.
 */
export const collaboratorRoutes: FastifyPluginAsyncZod<{ mailer: Mailer | null }> = async (app, options) => {
  const inviteContext = {
    db: app.db,
    mailer: options.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };

  app.get(
    '/swipefiles/:id/collaborators',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "A swipefile's collaborators and pending invitations (owner)",
        params: swipefileParamsSchema,
        response: { 200: collaboratorListResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadSwipefile(app.db, requireViewer(request), request.params.id, 'own');
      const rows = await listCollaborators(app.db, access.swipefile.id);
      return { success: true as const, data: rows.map(presentCollaborator) };
    },
  );

  for (const url of ['/swipefiles/:id/collaborators', '/swipefiles/:id/invite']) {
    app.post(
      url,
      {
        config: SIGNED_IN,
        schema: {
          tags: TAGS,
          summary: 'Invite an address to a swipefile (owner); inviting it again returns the same invitation',
          params: swipefileParamsSchema,
          body: inviteSchema,
          response: { 200: collaboratorResponseSchema, 201: collaboratorResponseSchema, ...routeErrors },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const access = await loadSwipefile(app.db, viewer, request.params.id, 'own');
        const result = await inviteToSwipefile(inviteContext, viewer, access.swipefile, request.body);
        reply.code(result.created ? 201 : 200);
        return { success: true as const, data: presentCollaborator(result.row) };
      },
    );
  }

  app.put(
    '/swipefiles/:id/collaborators/:collaboratorId',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "Change a collaborator's role (owner)",
        params: collaboratorParamsSchema,
        body: collaboratorRoleUpdateSchema,
        response: { 200: collaboratorResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadSwipefile(app.db, requireViewer(request), request.params.id, 'own');
      const row = await updateCollaboratorRole(
        app.db,
        access.swipefile.id,
        request.params.collaboratorId,
        request.body.role,
      );
      if (!row) throw errors.collaboratorNotFound();
      return { success: true as const, data: presentCollaborator(row) };
    },
  );

  app.delete(
    '/swipefiles/:id/collaborators/:collaboratorId',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Remove a collaborator or withdraw an invitation (owner)',
        params: collaboratorParamsSchema,
        response: { 200: deletedResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadSwipefile(app.db, requireViewer(request), request.params.id, 'own');
      const removed = await deleteCollaborator(app.db, access.swipefile.id, request.params.collaboratorId);
      if (!removed) throw errors.collaboratorNotFound();
      return { success: true as const, data: { id: request.params.collaboratorId } };
    },
  );
};
