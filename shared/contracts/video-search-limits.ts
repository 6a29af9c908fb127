/**
 * Issue 17's search limits, free of zod so the web app's lean pages can read them (video-search.ts holds the
 * schemas). Counting every match of a broad search is what made search slow at 100,000 videos, so a
 * search's total stops at SEARCH_RESULT_CAP and says so ("1,000+ videos"); its pages reach that far.
 */
export const SEARCH_RESULT_CAP = 1000;

/** How many similar videos a video's row shows (issue 17: up to 6, never the video itself). */
export const SIMILAR_VIDEOS_LIMIT = 6;

/**
 * How many near misses a search offers apart from its matches (issue 31: the "Related" row, never counted
 * in the search's total).
 */
export const RELATED_RESULTS_LIMIT = 6;
