import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
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

/** The chat panel (docs/product/chat.md#chat-drawer) for premium and admin users (docs/product/overview.md#who-it-is-for); nothing for anyone else. */
export function ChatSlot() {
  const { status, user, tier } = useSession();
  const shown = status === 'signed-in' && user !== null && tier !== null && hasRequiredTier(tier, CHAT_TIERS);
  // The floating button sits over the page's bottom-right corner: the page keeps a strip free below its
  // footer (styles.css, `html[data-chat-launcher]`), so scrolled to the end nothing is under the button.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.dataset.chatLauncher = 'true';
    return () => {
      delete root.dataset.chatLauncher;
    };
  }, [shown]);
  // The dock mounts once the page is awake and the browser idle: the button floats over the page (nothing
  // moves when it comes), and neither the server's HTML nor the hydration of a drawn page waits on it.
  const idle = useIdleAfterMount();
  if (!shown || !user || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ChatDock userId={user.id} />
    </Suspense>
  );
}

/** False on the first render (the server's and the hydrating one), true once the browser has been idle. */
function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  // The timeout bounds the wait on a page that keeps the main thread busy.
  useEffect(() => whenIdle(() => setIdle(true), 3_000), []);
  return idle;
}
