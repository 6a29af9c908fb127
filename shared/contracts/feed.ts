import { z } from 'zod';
import { listEnvelope, pageQueryFields } from './api-envelope';
import { FOLLOW_KINDS } from './follow-constants';
import { fullVideoSchema } from './video';
import { VIDEO_PAGE_MAX, VIDEO_PAGE_SIZE, VIDEO_PAGE_SIZE_MAX } from './video-query-constants';

/**
 * The Feed (docs/product/feed.md): three tabs of videos for a premium or admin user.
 * - `following`: the videos that match what the user follows, newest in the library first, each with the
 *   follows it matches (`reasons`);
 * - `for-you`: recommendations from the vectors of what the user saved and follows, never a saved video,
 *   at most 3 of any 10 by one author, each saying what it is like (`why`);
 * - `trending`: the highest outlier scores among the videos added in the last days (a setting), with
 *   `scope=follows` only among those matching the user's follows.
 */

export const FEED_TABS = ['following', 'for-you', 'trending'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

export const FEED_SCOPES = ['all', 'follows'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** GET /api/feed: the tab, a page of it, and optionally one of the caller's follows to narrow it to. */
export const feedQuerySchema = z.object({
  tab: z
    .enum(FEED_TABS, { error: `must be one of ${FEED_TABS.join(', ')}` })
    .describe("The Feed's tab: `following`, `for-you` or `trending`."),
  ...pageQueryFields({
    maxPage: VIDEO_PAGE_MAX,
    defaultLimit: VIDEO_PAGE_SIZE,
    maxLimit: VIDEO_PAGE_SIZE_MAX,
  }),
  follow: z
    .uuid({ error: 'must be a follow id (a UUID)' })
    .optional()
    .describe("Following and Trending: one of the caller's follows, only the videos that match it"),
  scope: z
    .enum(FEED_SCOPES, { error: `must be one of ${FEED_SCOPES.join(', ')}` })
    .default('all')
    .describe("Trending: `all` the library, or only the videos matching the caller's `follows`"),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;

/** Why a video is in the Following tab: one of the caller's follows it matches, labelled as the follows list labels it. */
export const feedReasonSchema = z
  .object({
    follow_id: z.string(),
    kind: z.enum(FOLLOW_KINDS),
    /** "Skincare", "@creator", "your search 'meal prep'". */
    label: z.string(),
  })
  .meta({ id: 'FeedReason' });
export type FeedReason = z.infer<typeof feedReasonSchema>;

/**
 * A video of the Feed: the signed-in video with every analysis field; `reasons`, every follow it matches
 * (Following, and Trending within follows; empty elsewhere); `why`, what For you says about it ("Like 3
 * videos you saved"; null on the other tabs).
 */
export const feedVideoSchema = fullVideoSchema
  .extend({ reasons: z.array(feedReasonSchema), why: z.string().nullable() })
  .meta({ id: 'FeedVideo' });
export type FeedVideo = z.infer<typeof feedVideoSchema>;

export const feedResponseSchema = listEnvelope(feedVideoSchema);
export type FeedResponse = z.infer<typeof feedResponseSchema>;
