import { queryOptions } from '@tanstack/react-query';
import type {
  MarkNotificationsReadResponse,
  NotificationsResponse,
} from '../../../../../shared/contracts/notifications';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

/** The caller's notifications in the cache: the bell's count and its list read the same answer. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/**
 * How often an open page asks again (docs/product/feed.md#notifications): new videos reach the server's
 * notifications within seconds of an import; the bell shows them within half a minute, or on coming back
 * to the tab.
 */
const NOTIFICATIONS_POLL_MS = 30_000;

export type NotificationList = Pick<NotificationsResponse, 'data' | 'unread'>;

const NONE: NotificationList = { data: [], unread: 0 };

/** GET /api/notifications (docs/product/calls.md#notifications). */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async ({ signal }): Promise<NotificationList> => {
      try {
        const { data, unread } = await apiRequest<NotificationsResponse>('/notifications', {
          signal,
          // A background poll is not something the user did: a session that ended meanwhile shows an
          // empty bell rather than sending them to /login from the middle of a page.
          unauthorizedIsAnswer: true,
        });
        return { data, unread };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return NONE;
        throw error;
      }
    },
    staleTime: 15_000,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** POST /api/notifications/read: the named notifications, or (no ids) all; answers how many are left unread. */
export function markNotificationsRead(ids?: string[]): Promise<number> {
  return apiRequest<MarkNotificationsReadResponse>('/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
  }).then((answer) => answer.data.unread);
}
