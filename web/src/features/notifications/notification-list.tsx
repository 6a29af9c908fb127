import type { UseQueryResult } from '@tanstack/react-query';
import { Bell, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '../../../../shared/contracts/notifications';
import { localTimeOrDay } from '../../../../shared/domain/dates';
import { paths } from '../../../../shared/domain/paths';
import type { NotificationList as Answer } from './api/notifications-query';

interface NotificationListProps {
  query: UseQueryResult<Answer>;
  /** A notification was opened (its first video): mark it read and close the list. */
  onOpen: (notification: Notification) => void;
}

const ROW_CLASS = 'flex gap-3 px-4 py-3';

/** The bell's list (docs/product/feed.md#notifications): loading, error, empty, or the notifications. */
export function NotificationList({ query, onOpen }: NotificationListProps) {
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading notifications" className="divide-y divide-slate-100">
        {[0, 1, 2].map((row) => (
          <li key={row} className={ROW_CLASS}>
            <span className="mt-1.5 size-2 shrink-0" />
            <span className="flex-1 space-y-2">
              <span className="block h-4 w-4/5 animate-pulse rounded bg-slate-100" />
              <span className="block h-3 w-3/5 animate-pulse rounded bg-slate-100" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
        <p className="text-sm text-slate-700">Could not load your notifications.</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <RefreshCw className="size-4" aria-hidden />
          Try again
        </button>
      </div>
    );
  }
  const notifications = query.data?.data ?? [];
  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <span className="grid size-10 place-items-center rounded-full bg-slate-100 text-slate-500">
          <Bell className="size-5" aria-hidden />
        </span>
        <p className="text-sm font-semibold text-slate-900">No notifications yet</p>
        <p className="text-sm text-slate-600">When new videos match what you follow, they show up here.</p>
      </div>
    );
  }
  return (
    <ul className="max-h-[min(28rem,70vh)] divide-y divide-slate-100 overflow-y-auto overscroll-contain">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: NotificationListProps['onOpen'];
}) {
  const [first, ...more] = notification.videos;
  const body = (
    <>
      <span
        aria-hidden
        className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.read ? '' : 'bg-indigo-600'}`}
      />
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm ${notification.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
        >
          {notification.text}
          {!notification.read && <span className="sr-only"> (unread)</span>}
        </span>
        {first && (
          <span className="mt-0.5 block truncate text-sm text-slate-600">
            {first.title}
            {more.length > 0 && <span className="text-slate-400"> and more</span>}
          </span>
        )}
        <span className="mt-0.5 block text-xs text-slate-500">{localTimeOrDay(notification.updated_at)}</span>
      </span>
    </>
  );
  // Its videos all left the library since: nothing to open.
  if (!first) return <div className={ROW_CLASS}>{body}</div>;
  return (
    <Link
      to={paths.video(first.id)}
      onClick={() => onOpen(notification)}
      className={`${ROW_CLASS} hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600`}
    >
      {body}
    </Link>
  );
}
