import { z } from 'zod';
import { listEnvelope, pageQueryFields } from './api-envelope';
import { FOLLOW_KINDS } from './follow-constants';
import { fullVideoSchema } from './video';
import { VIDEO_PAGE_MAX, VIDEO_PAGE_SIZE, VIDEO_PAGE_SIZE_MAX } from './video-query-constants';

/**
 * The Feed (docs/product/feed.md#following-api): the Following tab lists the videos that match what a
 * premium or admin user follows, newest in the library first, each with the follows it matches.
 */

/** The Feed's tabs built so far; the others join this list as they are built. */
export const FEED_TABS = ['following'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** GET /api/feed: the tab, a page of it, and optionally one of the caller's follows to narrow it to. */
export const feedQuerySchema = z.object({
  tab: z
    .enum(FEED_TABS, { error: `must be one of ${FEED_TABS.join(', ')}` })
    .describe("The Feed's tab. Only `following` is built so far; the other tabs come later."),
  ...pageQueryFields({
    maxPage: VIDEO_PAGE_MAX,
    defaultLimit: VIDEO_PAGE_SIZE,
    maxLimit: VIDEO_PAGE_SIZE_MAX,
  }),
  follow: z
    .uuid({ error: 'must be a follow id (a UUID)' })
    .optional()
    .describe("One of the caller's follows: only the videos that match it"),
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

/** A video of the Feed: the signed-in video with every analysis field, and every follow it matches. */
export const feedVideoSchema = fullVideoSchema
  .extend({ reasons: z.array(feedReasonSchema) })
  .meta({ id: 'FeedVideo' });
export type FeedVideo = z.infer<typeof feedVideoSchema>;

export const feedResponseSchema = listEnvelope(feedVideoSchema);
export type FeedResponse = z.infer<typeof feedResponseSchema>;
