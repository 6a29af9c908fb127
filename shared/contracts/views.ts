import { z } from 'zod';
import { isViewSlug, SLUG_RULE_MESSAGE, splitTagFilter, VIEW_LIMITS } from '../domain/view-rules';
import { successEnvelope } from './api-envelope';
import { textInput } from './text-input';

/**
 * Views (docs/product/views.md#views-admin-screen, docs/product/calls.md#views `/views/public`; docs/decisions/0006-views.md): a named public list of the
 * videos carrying any of its comma-separated tags. The server validates with these schemas and the web
 * app types its hooks with them (`import type`, so no zod reaches the first bundle).
 */

const requiredText = (max: number) =>
  textInput(max)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { error: 'is required' });

/**
 * A slug is refused, not silently rewritten, when the slug rule would change it: the admin sees the URL
 * they typed is not the one visitors would get. The web form pre-fills it with slugify(name).
 */
const slugField = requiredText(VIEW_LIMITS.slugMax).refine(isViewSlug, {
  error: SLUG_RULE_MESSAGE,
});

const tagFilterField = requiredText(VIEW_LIMITS.tagFilterMax)
  .transform((value) => splitTagFilter(value).join(', '))
  .refine((value) => value.length > 0, { error: 'must name at least one tag' })
  .refine((value) => splitTagFilter(value).length <= VIEW_LIMITS.tagsMax, {
    error: `must name at most ${VIEW_LIMITS.tagsMax} tags`,
  })
  .refine((value) => splitTagFilter(value).every((tag) => tag.length <= VIEW_LIMITS.tagMax), {
    error: `each tag must be at most ${VIEW_LIMITS.tagMax} characters`,
  });

/** POST and PUT /views/public: name, slug, description, tag_filter (docs/product/calls.md#taxonomies-and-filters). */
export const viewInputSchema = z.object({
  name: requiredText(VIEW_LIMITS.nameMax),
  slug: slugField,
  description: textInput(VIEW_LIMITS.descriptionMax)
    .nullable()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null)),
  tag_filter: tagFilterField,
});
export type ViewInput = z.input<typeof viewInputSchema>;

/** One view as the API answers it, with how many videos it matches right now. */
export const viewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    tag_filter: z.string(),
    /** The total `/views/{slug}` shows: counted by the browse list's own query. */
    video_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'View' });
export type View = z.infer<typeof viewSchema>;

/** GET /views/public: every view, or with `slug` the one view. */
export const viewListQuerySchema = z.object({
  // As long as the list's `view` parameter takes: a slug no view can have is a 404, not a 400.
  slug: textInput(200).optional(),
});

export const viewIdQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'must be a view id (a whole number)' })
    .int({ error: 'must be a view id (a whole number)' })
    .min(1, { error: 'must be a view id (a whole number)' })
    .max(2_147_483_647, { error: 'must be a view id (a whole number)' }),
});

export const viewListResponseSchema = successEnvelope(z.array(viewSchema));
export type ViewListResponse = z.infer<typeof viewListResponseSchema>;
export const viewResponseSchema = successEnvelope(viewSchema);
export type ViewResponse = z.infer<typeof viewResponseSchema>;
export const viewDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));
export type ViewDeletedResponse = z.infer<typeof viewDeletedResponseSchema>;
