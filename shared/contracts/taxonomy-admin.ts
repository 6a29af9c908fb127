import { z } from 'zod';
import { listEnvelope, pageQueryFields, successEnvelope } from './api-envelope';
import { taxonomyItemSchema } from './taxonomy';
import {
  TAXONOMY_DESCRIPTION_MAX,
  TAXONOMY_NAME_MAX,
  TAXONOMY_PAGE_SIZE,
  TAXONOMY_PAGE_SIZE_MAX,
} from './taxonomy-admin-constants';

export { KINDS_WITH_STRUCTURE } from './taxonomy-admin-constants';

import { INT32_MAX, textInput } from './text-input';

const entryId = z.coerce
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .min(1, { error: 'must be a positive whole number' })
  .max(INT32_MAX, { error: 'is too large' });

export const taxonomyIdParamsSchema = z.object({ id: entryId });

/** GET /api/admin/taxonomies/{kind}: a page of entries, optionally searched (docs/product/taxonomies.md#taxonomy-list-pages). */
export const taxonomyListQuerySchema = z.object({
  ...pageQueryFields({
    maxPage: 100_000,
    defaultLimit: TAXONOMY_PAGE_SIZE,
    maxLimit: TAXONOMY_PAGE_SIZE_MAX,
  }),
  search: textInput(200).optional(),
});
export type TaxonomyListQuery = z.output<typeof taxonomyListQuerySchema>;

export const taxonomyListPageSchema = listEnvelope(taxonomyItemSchema);
export type TaxonomyListPage = z.infer<typeof taxonomyListPageSchema>;

const optionalText = z.union([textInput(TAXONOMY_DESCRIPTION_MAX), z.null()]).optional();

/**
 * PUT /api/admin/taxonomies/{kind}/{id}: the fields to change; a field left out keeps its value, null or
 * blank clears a description. A new name renames the entry in every video that carries it.
 */
export const taxonomyUpdateSchema = z
  .object({
    name: textInput(TAXONOMY_NAME_MAX)
      .transform((name) => name.trim())
      .refine((name) => name.length > 0, { error: 'must not be blank' })
      .optional(),
    description: optionalText,
    structural_description: optionalText,
  })
  .strict();
export type TaxonomyUpdate = z.output<typeof taxonomyUpdateSchema>;

/** POST /api/admin/taxonomies/{kind}/{id}/merge. */
export const taxonomyMergeSchema = z.object({ into_id: entryId }).strict();

/** What a merge did: the surviving entry (with its new count) and how many videos were retagged. */
export const taxonomyMergeResultSchema = successEnvelope(
  z.object({ target: taxonomyItemSchema, videos_changed: z.number().int() }),
);
export type TaxonomyMergeResponse = z.infer<typeof taxonomyMergeResultSchema>;
export type TaxonomyMergeResult = TaxonomyMergeResponse['data'];

/** DELETE /api/admin/taxonomies/{kind}/{id}: the id of the entry removed. */
export const taxonomyDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));
export type TaxonomyDeletedResponse = z.infer<typeof taxonomyDeletedResponseSchema>;
