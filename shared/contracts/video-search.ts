import { z } from 'zod';
import { paginationSchema } from './api-envelope';

/**
 * Issue 17: what a search answers beside its page of videos. Counting every match of a broad search is
 * what made search slow at 100,000 videos, so a search's total stops at SEARCH_RESULT_CAP and says so
 * ("1,000+ videos"); its pages reach that far.
 */
export const SEARCH_RESULT_CAP = 1000;

/** How many similar videos a video's row shows (issue 17: up to 6, never the video itself). */
export const SIMILAR_VIDEOS_LIMIT = 6;

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

/** The browse list envelope (spec 000 §7) with, when the query searched, what the search matched on. */
export const videoListEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    pagination: paginationSchema,
    search: searchInfoSchema.optional(),
  });
