import { z } from 'zod';
import { successEnvelope } from './api-envelope';
import { FOLLOW_KINDS } from './follow-constants';
import { NOTIFICATIONS_LISTED } from './notification-constants';

/**
 * Notifications (docs/product/feed.md#notifications): new videos that match what a premium or admin user
 * follows, one notification per import or merge. The server validates with these schemas and the web app
 * types its bell with them (`import type`, so no zod reaches the first bundle).
 */

export * from './notification-constants';

export const notificationSchema = z
  .object({
    id: z.uuid(),
    /** "14 new videos in Skincare and 2 more" (shared/domain/notification-text.ts). */
    text: z.string(),
    video_count: z.number().int().describe('The new videos that match a follow, each counted once'),
    follows: z
      .array(
        z.object({
          kind: z.enum(FOLLOW_KINDS),
          label: z.string(),
          count: z.number().int().describe('How many of the videos match this follow'),
        }),
      )
      .describe('The follows the videos match, the one with the most videos first'),
    videos: z
      .array(z.object({ id: z.number().int(), title: z.string() }))
      .describe('The first few of the videos still in the library; the first is what the notification opens'),
    read: z.boolean(),
    created_at: z.string(),
    updated_at: z.string().describe('When the last batch of the import added to it'),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z
    .array(notificationSchema)
    .describe(`The newest ${NOTIFICATIONS_LISTED}, most recently added to first`),
  unread: z.number().int().describe("How many of the caller's notifications are unread, listed or not"),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `POST /notifications/read`: the notifications to mark read; without `ids`, all of the caller's. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'must be notification ids (UUIDs)' }))
      .min(1, { error: 'must name at least one notification (leave it out to mark all)' })
      .max(NOTIFICATIONS_LISTED, { error: `may name at most ${NOTIFICATIONS_LISTED} notifications` })
      .optional(),
  })
  // A POST without a body reaches the schema as null: it marks all.
  .nullish();
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const markNotificationsReadResponseSchema = successEnvelope(z.object({ unread: z.number().int() }));
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;
