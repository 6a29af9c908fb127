import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, errorResponses, pagination } from '../../shared/contracts/api-envelope';
import { TAXONOMY_KINDS, taxonomyItemResponseSchema } from '../../shared/contracts/taxonomy';
import {
  taxonomyDeletedResponseSchema,
  taxonomyIdParamsSchema,
  taxonomyListPageSchema,
  taxonomyListQuerySchema,
  taxonomyMergeResultSchema,
  taxonomyMergeSchema,
  taxonomyUpdateSchema,
} from '../../shared/contracts/taxonomy-admin';
import { taxonomyNoun } from '../../shared/domain/taxonomy-labels';
import { requireViewer } from '../auth/access';
import { searchTaxonomy } from './taxonomy-admin-repository';
import { deleteTaxonomyEntry, mergeTaxonomyEntries, updateTaxonomyEntry } from './taxonomy-changes';
import { presentTaxonomyItem } from './taxonomy-presenter';

const ERRORS = errorResponses(400, 401, 403, 404);

/** The admin taxonomy screens' calls (issue 16): a searched page of entries, edit, merge and delete. */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of TAXONOMY_KINDS) {
    const label = taxonomyNoun(kind);
    const base = `/admin/taxonomies/${kind}`;
    const actorOf = (request: Parameters<typeof requireViewer>[0]) => {
      const { id, email } = requireViewer(request);
      return { id, email };
    };

    app.get(
      base,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['Admin'],
          summary: `A page of ${label} entries, most used first, optionally searched (admin)`,
          querystring: taxonomyListQuerySchema,
          response: {
            200: taxonomyListPageSchema,
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request) => {
        const { page, limit } = request.query;
        const { rows, total } = await searchTaxonomy(app.db, kind, request.query);
        return {
          success: true as const,
          data: rows.map(presentTaxonomyItem),
          pagination: pagination(page, limit, total),
        };
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['Admin'],
          summary: `Edit a ${label}: a new name renames it on every video and leaves an alias (admin)`,
          params: taxonomyIdParamsSchema,
          body: taxonomyUpdateSchema,
          response: { 200: taxonomyItemResponseSchema, ...ERRORS, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const row = await updateTaxonomyEntry(
          app.db,
          kind,
          request.params.id,
          request.body,
          actorOf(request),
        );
        app.libraryChanges.markChanged();
        return { success: true as const, data: presentTaxonomyItem(row) };
      },
    );

    app.post(
      `${base}/:id/merge`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['Admin'],
          summary: `Merge a ${label} into another: its videos, name and slug go to the target (admin)`,
          params: taxonomyIdParamsSchema,
          body: taxonomyMergeSchema,
          response: { 200: taxonomyMergeResultSchema, ...ERRORS },
        },
      },
      async (request) => {
        const { target, videosChanged } = await mergeTaxonomyEntries(
          app.db,
          kind,
          request.params.id,
          request.body.into_id,
          actorOf(request),
        );
        app.libraryChanges.markChanged();
        return {
          success: true as const,
          data: { target: presentTaxonomyItem(target), videos_changed: videosChanged },
        };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['Admin'],
          summary: `Delete a ${label} that no video carries (admin)`,
          params: taxonomyIdParamsSchema,
          response: {
            200: taxonomyDeletedResponseSchema,
            ...ERRORS,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await deleteTaxonomyEntry(app.db, kind, request.params.id, actorOf(request));
        app.libraryChanges.markChanged();
        return { success: true as const, data: { id: request.params.id } };
      },
    );
  }
};
