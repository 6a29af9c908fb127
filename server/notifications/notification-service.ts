import { NOTIFICATIONS_LISTED, type NotificationsResponse } from '../../shared/contracts/notifications';
import type { Db } from '../db/database';
import { labelPairs, presentNotification } from './notification-presenter';
import { countUnread, followLabels, listNotificationRows, videoTitles } from './notification-repository';

/** The caller's newest notifications and how many of theirs are unread (docs/product/feed.md#notifications). */
export async function readNotifications(db: Db, userId: string): Promise<NotificationsResponse> {
  const [rows, unread] = await Promise.all([
    listNotificationRows(db, userId, NOTIFICATIONS_LISTED),
    countUnread(db, userId),
  ]);
  const [labels, titles] = await Promise.all([
    followLabels(db, rows.flatMap(labelPairs)),
    videoTitles(
      db,
      rows.flatMap((row) => row.videoIds),
    ),
  ]);
  return { success: true, data: rows.map((row) => presentNotification(row, { labels, titles })), unread };
}
