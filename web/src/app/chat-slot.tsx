import { type ComponentType, lazy, Suspense } from 'react';
import { useSession } from '../session/session-context';
import { CHAT_TIERS, hasRequiredTier } from '../session/tiers';

// The strategy bot's dock and everything behind it load only for the users who may chat: a visitor's and a
// basic user's pages never fetch a byte of it (issue 18), and the landing bundle carries only this file.
const ChatDock = lazy<ComponentType<{ userId: string }>>(() =>
  import('../features/chat/chat-dock')
    .then((m) => ({ default: m.ChatDock }))
    // Offline with the chunk missing: no chat button rather than a broken page.
    .catch(() => ({ default: () => null })),
);

/** The chat panel (spec 000 §2) for premium and admin users (spec 000 §6); nothing for anyone else. */
export function ChatSlot() {
  const { status, user, tier } = useSession();
  if (status !== 'signed-in' || !user || tier === null || !hasRequiredTier(tier, CHAT_TIERS)) return null;
  return (
    <Suspense fallback={null}>
      <ChatDock userId={user.id} />
    </Suspense>
  );
}
