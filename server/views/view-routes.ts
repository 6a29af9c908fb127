import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorResponses } from '../../shared/contracts/api-envelope';
import {
  viewDeletedResponseSchema,
  viewIdQuerySchema,
  viewInputSchema,
  viewListQuerySchema,
  viewListResponseSchema,
  viewResponseSchema,
} from '../../shared/contracts/views';
import { requireViewer } from '../auth/access';
import { errors } from '../errors';
import { presentViewWithCount, readPublicView } from './view-counts';
import {
  createView,
  deleteView,
  listViews,
  updateView,
  type ViewFields,
  type ViewRow,
} from './view-repository';

const guarded = errorResponses(400, 401, 403);

const fieldsOf = (body: z.output<typeof viewInputSchema>): ViewFields => ({
  name: body.name,
  slug: body.slug,
  description: body.description,
  tagFilter: body.tag_filter,
});

/**
 * Views (docs/product/calls.md#views `/views/public`, docs/decisions/0006-views.md): public reads of the named lists with their video
 * counts; admins create, change and delete them. Writes drop every instance's cached answers on commit.
 */
export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = (row: ViewRow) => presentViewWithCount(app, row);

  app.get(
    '/views/public',
    {
      // The same bytes for everyone until the library (or a view) changes.
      config: { access: 'public', libraryCache: true },
      schema: {
        tags: ['Views'],
        summary: 'Every view with its video count, or with `slug` the one view',
        querystring: viewListQuerySchema,
        response: {
          200: z.union([viewListResponseSchema, viewResponseSchema]),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { slug } = request.query;
      if (slug !== undefined) {
        const view = await readPublicView(app, slug);
        if (!view) throw errors.viewNotFound(slug);
        return { success: true as const, data: view };
      }
      const rows = await listViews(app.db);
      return { success: true as const, data: await Promise.all(rows.map(present)) };
    },
  );

  app.post(
    '/views/public',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Views'],
        summary: 'Create a view (admin)',
        body: viewInputSchema,
        response: { 201: viewResponseSchema, ...guarded, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await createView(app.db, fieldsOf(request.body), requireViewer(request));
      app.libraryChanges.markChanged();
      return reply.code(201).send({ success: true as const, data: await present(row) });
    },
  );

  app.put(
    '/views/public',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Views'],
        summary: "Change a view (admin); a changed slug's old address answers 404",
        querystring: viewIdQuerySchema,
        body: viewInputSchema,
        response: { 200: viewResponseSchema, ...guarded, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.query;
      const row = await updateView(app.db, id, fieldsOf(request.body), requireViewer(request));
      if (!row) throw errors.viewNotFound(id);
      app.libraryChanges.markChanged();
      return { success: true as const, data: await present(row) };
    },
  );

  app.delete(
    '/views/public',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Views'],
        summary: 'Delete a view (admin)',
        querystring: viewIdQuerySchema,
        response: { 200: viewDeletedResponseSchema, ...guarded, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.query;
      if (!(await deleteView(app.db, id, requireViewer(request)))) throw errors.viewNotFound(id);
      app.libraryChanges.markChanged();
      return { success: true as const, data: { id } };
    },
  );
};
