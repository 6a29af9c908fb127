import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { wordFor } from '../../../../shared/domain/plural';
import { notificationsQuery } from './api/notifications-query';
import { useMarkRead } from './api/use-mark-read';
import { NotificationList } from './notification-list';

/** The bell's name, heard with its count: "Notifications, 3 unread". */
const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread} unread ${wordFor(unread, 'notification')}`;

/**
 * The bell in the top bar (docs/product/feed.md#notifications), for premium and admin users: the unread
 * count (99+ past 99), and a list whose notifications open their first video. The app loads it lazily
 * (web/src/app/notification-bell-slot.tsx), so no visitor's page carries it.
 */
export function NotificationBell() {
  const query = useQuery(notificationsQuery());
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const unread = query.data?.unread ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={bellLabel(unread)}
        data-notification-bell
        className="relative grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-rose-600 px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Notifications"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-40 w-[22rem] max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-900/10 motion-safe:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
            <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
            <button
              type="button"
              disabled={unread === 0}
              onClick={() => markRead.mutate(undefined)}
              className="rounded px-1.5 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              Mark all read
            </button>
          </div>
          <NotificationList
            query={query}
            onOpen={(notification) => {
              if (!notification.read) markRead.mutate([notification.id]);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
