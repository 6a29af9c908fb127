import { z } from 'zod';
import { normalizeFollowValue, normalizeSearchFilters } from '../domain/follow-targets';
import { successEnvelope } from './api-envelope';
import { FOLLOW_KINDS, type FollowKind } from './follow-constants';
import { textInput } from './text-input';
import { PLATFORMS } from './video';
import { SEARCH_MAX_LENGTH } from './video-query-constants';

/**
 * Follows (docs/product/feed.md#follows, docs/decisions/0058-follows.md): what a premium or admin user
 * follows — a taxonomy entry, a creator, a curated view or a saved search with its filters. The server
 * validates with these schemas and the web app types its hooks with them (`import type`, so no zod
 * reaches the first bundle).
 */

export * from './follow-constants';

const NAME_MAX = 200;
const TOPICS_MAX = 50;

const nameField = textInput(NAME_MAX);

/** What each kind's value is, for the message that names a missing one. */
const VALUE_WORDS: Record<FollowKind, string> = {
  topic: 'the name of a topic',
  format: 'the name of a format',
  concept: 'the name of a concept',
  element: 'the name of an element',
  account_type: 'the name of an account type',
  creator: "a creator's handle",
  view: "a view's slug",
  search: 'the text to search for',
};

/** A saved search's browse filters (docs/product/browsing.md#filters); an unknown key is refused by name. */
export const searchFollowFiltersSchema = z
  .strictObject({
    topics: z
      .array(nameField)
      .max(TOPICS_MAX, { error: `must name at most ${TOPICS_MAX} topics` })
      .optional(),
    format: nameField.optional(),
    concept: nameField.optional(),
    element: nameField.optional(),
    accountType: nameField.optional(),
    platform: z.enum(PLATFORMS, { error: `must be one of ${PLATFORMS.join(', ')}` }).optional(),
    view: nameField.optional(),
  })
  .meta({ id: 'SearchFollowFilters' });

/**
 * POST /api/follows: `{kind, value, filters?}`. The value comes out normalised (a handle without '@' and
 * lower-cased, a search's spaces collapsed) and a search's filters in their one form, so the same thing
 * asked twice, its filters in another order, is one follow.
 */
export const followInputSchema = z
  .object({
    kind: z.enum(FOLLOW_KINDS, { error: `must be one of ${FOLLOW_KINDS.join(', ')}` }),
    value: textInput(SEARCH_MAX_LENGTH),
    filters: searchFollowFiltersSchema.optional(),
  })
  .superRefine((input, context) => {
    if (!normalizeFollowValue(input.kind, input.value)) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: `is required: ${VALUE_WORDS[input.kind]}`,
      });
    }
    if (
      input.kind !== 'search' &&
      input.filters &&
      Object.keys(normalizeSearchFilters(input.filters)).length > 0
    ) {
      context.addIssue({ code: 'custom', path: ['filters'], message: 'only a search carries filters' });
    }
  })
  .transform((input) => ({
    kind: input.kind,
    value: normalizeFollowValue(input.kind, input.value),
    filters: input.kind === 'search' ? normalizeSearchFilters(input.filters) : {},
  }));
export type FollowInput = z.input<typeof followInputSchema>;
export type NormalizedFollowInput = z.output<typeof followInputSchema>;

/** One follow as the API answers it; `label` is what the web app shows for it. */
export const followSchema = z
  .object({
    id: z.string(),
    kind: z.enum(FOLLOW_KINDS),
    /** The entry's name now (after a merge or rename, the entry it went into), the handle, the slug or the search text. */
    value: z.string(),
    /** The entry's or view's name, "@handle", or "your search 'meal prep'". */
    label: z.string(),
    /** A saved search's filters, in their one form; only on kind `search`. */
    filters: z
      .object({
        topics: z.array(z.string()).optional(),
        format: z.string().optional(),
        concept: z.string().optional(),
        element: z.string().optional(),
        accountType: z.string().optional(),
        platform: z.string().optional(),
        view: z.string().optional(),
      })
      .optional(),
    created_at: z.string(),
  })
  .meta({ id: 'Follow' });
export type Follow = z.infer<typeof followSchema>;

export const followIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a follow id (a UUID)' }) });

export const followListResponseSchema = successEnvelope(z.array(followSchema));
export type FollowListResponse = z.infer<typeof followListResponseSchema>;
export const followResponseSchema = successEnvelope(followSchema);
export type FollowResponse = z.infer<typeof followResponseSchema>;
export const followDeletedResponseSchema = successEnvelope(z.object({ id: z.string() }));
export type FollowDeletedResponse = z.infer<typeof followDeletedResponseSchema>;
