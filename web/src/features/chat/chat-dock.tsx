import { PanelRightClose, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { closeChatDrawer, openChatDrawer, useChatDrawerOpen } from '../../lib/chat-drawer';
// The chat's utilities are a style sheet of its own, loaded with it (styles.css leaves this folder out).
import './chat.css';
import { isBrowsePath } from './browse-url';
import type { ChatPanelProps } from './chat-panel';

// The conversation itself (markdown, streaming, actions) loads when the drawer first opens, or when a
// pointer or focus reaches the button, so the floating button costs a premium user's page next to nothing.
// Not when the browser is idle: evaluating it is one task of ~100 ms on a phone (a 4x slower CPU), which
// fell in the seconds a freshly drawn /videos is judged on (Lighthouse's blocking time).
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() =>
  loadPanel()
    .then((m) => ({ default: m.ChatPanel }))
    // Offline with the chunk missing: the drawer says so rather than taking the page down.
    .catch(() => ({ default: PanelUnavailable })),
);

/**
 * The strategy bot's dock (docs/product/chat.md#chat-drawer): the floating button (title 'Open Chat Bot') and the
 * 500 px drawer titled 'Strategy Bot'. On wide screens the page shifts left while it is open (styles.css,
 * `html[data-chat-open]`); on phones it covers the page, full width. It is a side panel, not a modal: the
 * page stays usable beside it, so the bot's actions can be seen working. The app shows it to premium and
 * admin users only (web/src/app/chat-slot.tsx).
 */
export function ChatDock({ userId }: { userId: string }) {
  const open = useChatDrawerOpen();
  // Mounted from the first opening on and kept, so closing the drawer neither stops an answer nor loses it.
  const [wanted, setWanted] = useState(false);
  const titleId = useId();
  const drawer = useRef<HTMLElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (open) setWanted(true);
    const root = document.documentElement;
    if (open) root.dataset.chatOpen = 'true';
    else delete root.dataset.chatOpen;
    return () => {
      delete root.dataset.chatOpen;
    };
  }, [open]);

  // Focus goes into the drawer when it opens, and back to the floating button when it closes from inside.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) {
      requestAnimationFrame(() => {
        const box = drawer.current;
        (box?.querySelector('textarea') ?? box?.querySelector('button'))?.focus();
      });
    } else if (!open && wasOpen.current && drawer.current?.contains(document.activeElement)) {
      launcher.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  // docs/product/video-detail.md#detail-modal: a card or a 'details' action opens the video modal of the list on screen, which takes
  // `{ openVideo }` from the location's state (components/video-list/video-list.tsx) and fetches a video it
  // has not loaded; from a page without the list, the browse screen (Home) opens first (docs/product/browsing.md#loading-empty-and-error-states).
  const openVideo = useCallback(
    (id: number) => {
      const { pathname, search } = window.location;
      const here = isBrowsePath(pathname);
      navigate(here ? pathname + search : paths.videos, { state: { openVideo: id }, replace: here });
    },
    [navigate],
  );

  return (
    <>
      {!open && (
        <button
          ref={launcher}
          type="button"
          title="Open Chat Bot"
          aria-label="Open Chat Bot"
          onClick={openChatDrawer}
          onPointerEnter={() => void loadPanel().catch(() => {})}
          onFocus={() => void loadPanel().catch(() => {})}
          className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-600/30 transition hover:scale-105 hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 sm:right-6 sm:bottom-6"
        >
          <Sparkles className="size-6" aria-hidden />
        </button>
      )}
      <aside
        ref={drawer}
        aria-labelledby={titleId}
        inert={!open}
        aria-hidden={!open || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) closeChatDrawer();
        }}
        className={`fixed inset-y-0 right-0 z-40 flex w-full flex-col bg-slate-50 border-l border-slate-200 shadow-2xl transition-[translate,visibility] duration-300 ease-out motion-reduce:transition-none sm:w-[500px] ${open ? 'translate-x-0' : 'pointer-events-none invisible translate-x-full'}`}
      >
        {wanted && (
          <Suspense fallback={<PanelLoading titleId={titleId} />}>
            <ChatPanel userId={userId} onOpenVideo={openVideo} titleId={titleId} />
          </Suspense>
        )}
      </aside>
    </>
  );
}

function PanelHeader({ titleId }: { titleId: string }) {
  return (
    <header className="flex h-16 shrink-0 items-center border-b border-slate-200 px-4">
      <h2 id={titleId} className="mr-auto text-base font-semibold tracking-tight text-slate-900">
        Strategy Bot
      </h2>
      <button
        type="button"
        onClick={closeChatDrawer}
        aria-label="Close chat"
        className="grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <PanelRightClose className="size-5" aria-hidden />
      </button>
    </header>
  );
}

function PanelUnavailable({ titleId }: ChatPanelProps) {
  return (
    <>
      <PanelHeader titleId={titleId} />
      <p role="alert" className="m-4 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        The chat could not be loaded. Check your connection and reload the page.
      </p>
    </>
  );
}

function PanelLoading({ titleId }: { titleId: string }) {
  return (
    <>
      <PanelHeader titleId={titleId} />
      <div className="flex flex-1 flex-col gap-3 p-4" role="status" aria-label="Loading the chat">
        <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-12 animate-pulse rounded-xl bg-slate-100" />
        <div className="h-12 animate-pulse rounded-xl bg-slate-100" />
      </div>
    </>
  );
}
