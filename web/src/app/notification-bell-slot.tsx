import { type ComponentType, lazy, Suspense } from 'react';
import { useSession } from '../session/session-context';
import { FEED_TIERS, hasRequiredTier } from '../session/tiers';

// The bell, its list and Radix's popover load only for the users who get notifications: a visitor's and a
// basic user's pages never fetch a byte of them, and the first bundle carries only this file.
const NotificationBell = lazy<ComponentType>(() =>
  import('../features/notifications/notification-bell')
    .then((m) => ({ default: m.NotificationBell }))
    // Offline with the chunk missing: no bell rather than a broken bar.
    .catch(() => ({ default: () => null })),
);

/** The notifications bell (docs/product/feed.md#notifications) for premium and admin users; nothing for anyone else. */
export function NotificationBellSlot() {
  const { status, tier } = useSession();
  if (status !== 'signed-in' || !hasRequiredTier(tier, FEED_TIERS)) return null;
  return (
    <Suspense fallback={<span className="size-9" aria-hidden />}>
      <NotificationBell />
    </Suspense>
  );
}
