import { z } from 'zod';
import { successEnvelope } from './api-envelope';

export { TAXONOMY_KINDS, type TaxonomyKind } from './taxonomy-kinds';

export const taxonomyItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    structural_description: z.string().nullable(),
    usage_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TaxonomyItem' });
export type TaxonomyItem = z.infer<typeof taxonomyItemSchema>;
/** One entry: GET /api/{kind}/public/{slug}, and an admin's edit of it. */
export const taxonomyItemResponseSchema = successEnvelope(taxonomyItemSchema);
export type TaxonomyItemResponse = z.infer<typeof taxonomyItemResponseSchema>;

export const filterOptionSchema = z.object({ name: z.string(), count: z.number().int() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** docs/product/browsing.md#filters. */
export const filterListsSchema = z.object({
  topics: z.array(filterOptionSchema),
  formats: z.array(filterOptionSchema),
  concepts: z.array(filterOptionSchema),
  elements: z.array(filterOptionSchema),
  accountTypes: z.array(filterOptionSchema),
});
export type FilterLists = z.infer<typeof filterListsSchema>;
export const filterListsResponseSchema = successEnvelope(filterListsSchema);
export type FilterListsResponse = z.infer<typeof filterListsResponseSchema>;

export const taxonomySlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200, { error: 'must be at most 200 characters' })
    .regex(/^[\p{L}\p{N}-]+$/u, { error: 'must be a slug (letters, digits and hyphens)' }),
});
