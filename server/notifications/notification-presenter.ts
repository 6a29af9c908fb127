import { NOTIFICATION_VIDEOS_SHOWN, type Notification } from '../../shared/contracts/notifications';
import { notificationText, rankFollowCounts } from '../../shared/domain/notification-text';
import type { NotificationRow, StoredFollowCount } from './notification-repository';

/**
 * A notification as the API answers it (docs/product/calls.md#notifications): its line, the follows its
 * videos matched (most videos first, without the internal key), and the first few of its videos still in
 * the library with their titles. Nothing in it is another user's: a row is only ever the caller's.
 */
export function presentNotification(row: NotificationRow, titles: Map<number, string>): Notification {
  const follows = rankFollowCounts(row.follows as StoredFollowCount[]);
  return {
    id: row.id,
    text: notificationText(row.videoCount, follows),
    video_count: row.videoCount,
    follows: follows.map(({ kind, label, count }) => ({ kind, label, count })),
    videos: row.videoIds
      .flatMap((id) => {
        const title = titles.get(id);
        return title === undefined ? [] : [{ id, title }];
      })
      .slice(0, NOTIFICATION_VIDEOS_SHOWN),
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
