import { z } from 'zod';
import { ERROR_CODE_LIST, ERROR_CODES } from './error-codes';

const codeTable = ERROR_CODE_LIST.map(
  (code) => `- \`${code}\` (${ERROR_CODES[code].status}): ${ERROR_CODES[code].meaning}`,
).join('\n');

/** Every error the API sends: a stable code of the catalogue for programs, a message for people. */
export const apiErrorSchema = z
  .object({
    success: z.literal(false),
    error: z.string().describe('What went wrong, in words for people'),
    code: z
      .enum(ERROR_CODE_LIST)
      .describe(`One of the catalogue's codes, each with its HTTP status:\n\n${codeTable}`),
  })
  .meta({ id: 'ApiError', description: 'Every error answer of the API' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The error answers a route declares, each in the one error envelope:
 * `response: { 200: …, ...errorResponses(400, 404) }`. (The OpenAPI document adds the ones the app gives
 * on every route's behalf — server/http/openapi-operations.ts.)
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}

/** `{success, data}` — the envelope docs/product/calls.md#conventions uses for single items and lists. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * The `pagination` block of page `page` of a list of `total` items, `limit` to a page: the one place the
 * rule for `hasMore` lives — more follows when the pages up to this one hold fewer than the total.
 */
export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, hasMore: page * limit < total };
}

/**
 * `{success, data[], pagination}` — the envelope of every paged list (docs/product/calls.md#conventions). A list that says more
 * (the user list's counts) extends it.
 */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });

/** One page of a paged list as the API answers it, for code generic over the item (a route's answer type names its own). */
export type ListPage<T> = Omit<z.infer<ReturnType<typeof listEnvelope<z.ZodUnknown>>>, 'data'> & {
  data: T[];
};

/** A whole-number query parameter between 1 and `max`, with the messages every list query uses. */
const countParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 or more' })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback);

/** The `page` and `limit` fields of a paged list query, to spread into its schema. */
export const pageQueryFields = (limits: { maxPage: number; defaultLimit: number; maxLimit: number }) => ({
  page: countParam(limits.maxPage, 1),
  limit: countParam(limits.maxLimit, limits.defaultLimit),
});
