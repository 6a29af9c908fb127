import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorResponses, successEnvelope } from '../../shared/contracts/api-envelope';
import {
  filterListsResponseSchema,
  TAXONOMY_KINDS,
  taxonomyItemResponseSchema,
  taxonomyItemSchema,
  taxonomySlugParamsSchema,
} from '../../shared/contracts/taxonomy';
import { taxonomyNoun } from '../../shared/domain/taxonomy-labels';
import { errors } from '../errors';
import { findAliasTarget } from './taxonomy-aliases';
import { presentTaxonomyItem } from './taxonomy-presenter';
import { findTaxonomyBySlug, listTaxonomy, loadFilterLists } from './taxonomy-repository';

/**
 * Taxonomy reads: the five lists (public, and the same for signed-in users at /api/{kind} — docs/product/calls.md#taxonomies-and-filters
 * names both), one entry by slug, and the master filter lists.
 */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of TAXONOMY_KINDS) {
    const label = taxonomyNoun(kind);
    const listAll = async () => ({
      success: true as const,
      data: (await listTaxonomy(app.db, kind)).map(presentTaxonomyItem),
    });
    app.get(
      `/${kind}`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['Taxonomies'],
          summary: `List every ${label} with its description and video count (signed in)`,
          response: { 200: successEnvelope(z.array(taxonomyItemSchema)), 401: apiErrorSchema },
        },
      },
      listAll,
    );
    app.get(
      `/${kind}/public`,
      {
        config: { access: 'public', libraryCache: true },
        schema: {
          tags: ['Taxonomies'],
          summary: `List every ${label} with its description and video count`,
          response: { 200: successEnvelope(z.array(taxonomyItemSchema)) },
        },
      },
      listAll,
    );
    app.get(
      `/${kind}/public/:slug`,
      {
        config: { access: 'public', libraryCache: true },
        schema: {
          tags: ['Taxonomies'],
          summary: `Get one ${label} by its slug (an old slug of a merged or renamed entry answers with that entry)`,
          params: taxonomySlugParamsSchema,
          response: { 200: taxonomyItemResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        // An old slug (merged or renamed away) answers with the entry it went into; the page moves to its slug.
        const row =
          (await findTaxonomyBySlug(app.db, kind, request.params.slug)) ??
          (await findAliasTarget(app.db, kind, request.params.slug));
        if (!row) throw errors.taxonomyNotFound(label, request.params.slug);
        return { success: true as const, data: presentTaxonomyItem(row) };
      },
    );
  }

  app.get(
    '/filters/public',
    {
      config: { access: 'public', libraryCache: true },
      schema: {
        tags: ['Taxonomies'],
        summary: 'The master filter lists: every name carried by a video, with its count',
        response: { 200: filterListsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await loadFilterLists(app.db) }),
  );
};
