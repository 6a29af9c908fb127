import { z } from 'zod';
import { paginationSchema } from './api-envelope';
import { fullVideoSchema, publicVideoSchema } from './video';
import { RELATED_RESULTS_LIMIT, SEARCH_RESULT_CAP } from './video-search-limits';

export const searchInfoSchema = z
  .object({
    terms: z
      .array(z.string())
      .describe(
        'The search terms that matched, as shared/domain/search-text.ts reads words (stemmed, after spelling correction): what the app highlights',
      ),
    totalIsCapped: z
      .boolean()
      .describe(
        `true when more videos match than \`total\` says: the total is then ${SEARCH_RESULT_CAP} and shown as "1,000+"`,
      ),
    suggestions: z
      .array(z.string())
      .describe('Searches to try instead, when this one matched nothing (empty otherwise)'),
  })
  .meta({ id: 'SearchInfo' });
export type SearchInfo = z.infer<typeof searchInfoSchema>;

/** The browse list envelope (docs/product/calls.md#videos) with, when the query searched, what the search matched on. */
export const videoListEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    pagination: paginationSchema,
    search: searchInfoSchema.optional(),
    related: z
      .array(item)
      .max(RELATED_RESULTS_LIMIT)
      .optional()
      .describe(
        `A search's first page only: up to ${RELATED_RESULTS_LIMIT} videos near the search that fell below its relevance cut, best first. Not matches: never in \`data\` nor in \`pagination.total\`; shown apart as "Related"`,
      ),
  });

/** A page of the browse list: GET /api/videos/public (a visitor's) and GET /api/videos, /api/videos/search. */
export const publicVideoListResponseSchema = videoListEnvelope(publicVideoSchema);
export type PublicVideoListResponse = z.infer<typeof publicVideoListResponseSchema>;
export const fullVideoListResponseSchema = videoListEnvelope(fullVideoSchema);
export type FullVideoListResponse = z.infer<typeof fullVideoListResponseSchema>;
