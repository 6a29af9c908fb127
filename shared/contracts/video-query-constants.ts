// Kept free of zod so the web app's list pages can import them without building the API's schemas
// (video-query.ts): /videos on a phone spent ~85 ms of a 4x slower CPU constructing schemas it never used.

/** docs/product/limits.md#interface-timings: page size 50. */
export const VIDEO_PAGE_SIZE = 50;
export const VIDEO_PAGE_SIZE_MAX = 100;
export const VIDEO_PAGE_MAX = 10_000;
export const SEARCH_MAX_LENGTH = 500;

/**
 * The browse orders (issue 14): newest first, most viewed, highest engagement, and outliers (issue 33:
 * the highest outlier score first, shared/domain/outlier-score.ts, ties to the higher engagement). Videos
 * without the figure come last, and ties fall to the higher id, so pages never overlap. A search is ranked by relevance
 * (issue 17) unless another sort is chosen, which orders the matches instead, so a searcher who asks for
 * the newest or most viewed matches gets them. Without a search, `relevance` is the newest first.
 */
export const COLUMN_SORTS = ['newest', 'views', 'engagement', 'outliers'] as const;
/** The orders that walk a column's index: every order but relevance. */
export type ColumnSort = (typeof COLUMN_SORTS)[number];
export const VIDEO_SORTS = ['relevance', ...COLUMN_SORTS] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
