import { z } from 'zod';
import { pageQueryFields } from './api-envelope';
import { textInput } from './text-input';
import { PLATFORMS } from './video';
import {
  SEARCH_MAX_LENGTH,
  VIDEO_PAGE_MAX,
  VIDEO_PAGE_SIZE,
  VIDEO_PAGE_SIZE_MAX,
  VIDEO_SORTS,
} from './video-query-constants';

export * from './video-query-constants';

const NAME_MAX_LENGTH = 200;

const optionalText = (max: number) =>
  textInput(max)
    .transform((value) => value.trim())
    .optional()
    .transform((value) => (value ? value : undefined));

/** A comma-joined list of names (docs/product/calls.md#videos `topic`): any-of. */
const nameList = textInput(2000)
  .optional()
  .transform((value) =>
    value
      ? [
          ...new Set(
            value
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean),
          ),
        ]
      : [],
  )
  .refine((names) => names.length <= 50, { error: 'must name at most 50 topics' })
  .refine((names) => names.every((name) => name.length <= NAME_MAX_LENGTH), {
    error: `each name must be at most ${NAME_MAX_LENGTH} characters`,
  });

/** The browse list query (docs/product/calls.md#videos). */
export const videoListQuerySchema = z.object({
  ...pageQueryFields({
    maxPage: VIDEO_PAGE_MAX,
    defaultLimit: VIDEO_PAGE_SIZE,
    maxLimit: VIDEO_PAGE_SIZE_MAX,
  }),
  format: optionalText(NAME_MAX_LENGTH),
  concept: optionalText(NAME_MAX_LENGTH),
  element: optionalText(NAME_MAX_LENGTH),
  accountType: optionalText(NAME_MAX_LENGTH),
  platform: z.enum(PLATFORMS, { error: `must be one of ${PLATFORMS.join(', ')}` }).optional(),
  topic: nameList,
  search: optionalText(SEARCH_MAX_LENGTH),
  tag: optionalText(NAME_MAX_LENGTH),
  view: optionalText(NAME_MAX_LENGTH),
  sort: z.enum(VIDEO_SORTS, { error: `must be one of ${VIDEO_SORTS.join(', ')}` }).optional(),
});
export type VideoListQuery = z.output<typeof videoListQuerySchema>;

export const videoIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a positive whole number' })
    .int({ error: 'must be a positive whole number' })
    .positive({ error: 'must be a positive whole number' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' }),
});

/**
 * GET /api/videos/search: the list query with the search text required, as `search` or — the name docs/product/calls.md#videos gives — `q`.
 */
export const videoSearchQuerySchema = videoListQuerySchema
  .extend({ q: optionalText(SEARCH_MAX_LENGTH) })
  .superRefine((query, context) => {
    if (!query.search && !query.q) {
      context.addIssue({ code: 'custom', path: ['search'], message: 'is required: the text to search for' });
    }
  })
  .transform(({ q, ...query }) => ({ ...query, search: query.search ?? q }));
