import { NOTIFICATION_VIDEOS_SHOWN, type Notification } from '../../shared/contracts/notifications';
import { notificationText, rankFollowCounts } from '../../shared/domain/notification-text';
import type { FollowLabel, NotificationRow } from './notification-repository';

/** What a presenter needs beside the rows: follow labels by `change\0key`, video titles by id. */
export interface NotificationContext {
  labels: Map<string, FollowLabel>;
  titles: Map<number, string>;
}

/** The (change, key) pairs of a row's follow counts, whose labels its presentation needs. */
export const labelPairs = (row: NotificationRow) =>
  Object.keys(row.follows as Record<string, number>).map((key) => ({ changeId: row.changeId, key }));

/**
 * A notification as the API answers it (docs/product/calls.md#notifications): its line, the follows its
 * videos matched (most videos first), and the first few of its videos still in the library with their
 * titles. Nothing in it is another user's: a row is only ever the caller's.
 */
export function presentNotification(
  row: NotificationRow,
  { labels, titles }: NotificationContext,
): Notification {
  const follows = rankFollowCounts(
    Object.entries(row.follows as Record<string, number>).flatMap(([key, count]) => {
      const label = labels.get(`${row.changeId}\u0000${key}`);
      return label ? [{ kind: label.kind, label: label.label, count }] : [];
    }),
  );
  return {
    id: row.id,
    text: notificationText(row.videoCount, follows),
    video_count: row.videoCount,
    follows,
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
