import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorResponses } from '../../shared/contracts/api-envelope';
import {
  deletedResponseSchema,
  exportQuerySchema,
  shareSchema,
  swipefileCreateSchema,
  swipefileIdQuerySchema,
  swipefileListResponseSchema,
  swipefileParamsSchema,
  swipefileQuerySchema,
  swipefileResponseSchema,
  swipefileUpdateSchema,
} from '../../shared/contracts/swipefiles';
import { actingUserId, requireViewer } from '../auth/access';
import { errors } from '../errors';
import { attachmentDisposition } from '../http/attachment';
import { listExportRows } from './saved-video-repository';
import { loadSwipefile } from './swipefile-access';
import { exportFileName, toCsv, toExportedVideo } from './swipefile-export';
import { presentSwipefile } from './swipefile-presenter';
import { readOwnSwipefiles, readSharedSwipefiles, readSwipefile } from './swipefile-reads';
import {
  createSwipefile,
  deleteSwipefile,
  findSwipefileSummary,
  setAccessLevel,
  updateSwipefile,
} from './swipefile-repository';

const SIGNED_IN = { access: 'signed-in' } as const;
const TAGS = ['Swipefiles'];
const routeErrors = errorResponses(400, 401, 403, 404);

/**
 * The swipefiles themselves (docs/product/calls.md#swipefiles-and-saving; issue 15): list, read, create, edit, delete, share and export.
 * Every call on one swipefile goes through `loadSwipefile`, which alone decides access.
 */
export const swipefileRoutes: FastifyPluginAsyncZod = async (app) => {
  const presentOne = async (id: string, role: Parameters<typeof presentSwipefile>[1]) =>
    presentSwipefile(await findSwipefileSummary(app.db, id), role);

  app.get(
    '/swipefiles',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "The caller's swipefiles (default first, then newest), or one with ?id=",
        querystring: swipefileQuerySchema,
        response: {
          200: z.union([swipefileResponseSchema, swipefileListResponseSchema]),
          ...routeErrors,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (request.query.id) {
        return { success: true as const, data: await readSwipefile(app.db, viewer, request.query.id) };
      }
      const userId = actingUserId(viewer, request.query.user_id);
      return { success: true as const, data: await readOwnSwipefiles(app.db, userId) };
    },
  );

  app.get(
    '/swipefiles/shared',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Swipefiles others shared with the caller (accepted invitations)',
        response: { 200: swipefileListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return { success: true as const, data: await readSharedSwipefiles(app.db, viewer.id) };
    },
  );

  app.post(
    '/swipefiles',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Create a swipefile',
        body: swipefileCreateSchema,
        response: { 201: swipefileResponseSchema, ...routeErrors },
      },
    },
    async (request, reply) => {
      const userId = actingUserId(requireViewer(request), request.body.user_id);
      const row = await createSwipefile(app.db, userId, {
        name: request.body.name,
        description: request.body.description ?? null,
      });
      reply.code(201);
      return { success: true as const, data: await presentOne(row.id, 'owner') };
    },
  );

  app.put(
    '/swipefiles',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Rename a swipefile and set its description (owner and editors)',
        querystring: swipefileIdQuerySchema,
        body: swipefileUpdateSchema,
        response: { 200: swipefileResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadSwipefile(app.db, requireViewer(request), request.query.id, 'edit');
      await updateSwipefile(app.db, access.swipefile.id, {
        name: request.body.name,
        description: request.body.description ?? null,
      });
      return { success: true as const, data: await presentOne(access.swipefile.id, access.role) };
    },
  );

  app.delete(
    '/swipefiles',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Delete a swipefile and its saved rows, never the videos (owner; not the default)',
        querystring: swipefileIdQuerySchema,
        response: { 200: deletedResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadSwipefile(app.db, requireViewer(request), request.query.id, 'own');
      // docs/decisions/0016-default-swipefile.md: the API refuses, not only the UI.
      if (access.swipefile.isDefault) throw errors.defaultSwipefileProtected();
      await deleteSwipefile(app.db, access.swipefile.id);
      return { success: true as const, data: { id: access.swipefile.id } };
    },
  );

  app.post(
    '/swipefiles/:id/share',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Set who may read a swipefile: private, anyone with the link, or public (owner)',
        params: swipefileParamsSchema,
        body: shareSchema,
        response: { 200: swipefileResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadSwipefile(app.db, requireViewer(request), request.params.id, 'own');
      await setAccessLevel(app.db, access.swipefile, request.body.access_level);
      return { success: true as const, data: await presentOne(access.swipefile.id, 'owner') };
    },
  );

  app.get(
    '/swipefiles/:id/export',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Download a swipefile as CSV or JSON (owner and editors)',
        params: swipefileParamsSchema,
        querystring: exportQuerySchema,
        // Sent as text already made (a CSV or JSON file), so no serializer touches it.
        response: { 200: z.string().describe('The file'), ...routeErrors },
      },
    },
    async (request, reply) => {
      const access = await loadSwipefile(app.db, requireViewer(request), request.params.id, 'edit');
      const videos = (await listExportRows(app.db, access.swipefile.id)).map(toExportedVideo);
      const { format } = request.query;
      const fileName = exportFileName(access.swipefile.name, format);
      reply
        .header('content-disposition', attachmentDisposition(fileName, `swipefile.${format}`))
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
      if (format === 'csv') return reply.send(toCsv(videos));
      return reply.send(
        JSON.stringify(
          { swipefile: { name: access.swipefile.name, description: access.swipefile.description }, videos },
          null,
          2,
        ),
      );
    },
  );
};
