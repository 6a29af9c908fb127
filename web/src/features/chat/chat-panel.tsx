import { History, MessageSquarePlus, PanelRightClose, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChatAction, ChatResponse } from '../../../../shared/contracts/chat';
import type { FullVideo } from '../../../../shared/contracts/video';
import { closeChatDrawer } from '../../lib/chat-drawer';
import { getOpenVideo } from '../../lib/open-video';
import { APPLIED_ON_ARRIVAL, applyChatAction } from './chat-actions';
import { ChatComposer } from './chat-composer';
import { ChatMessageView } from './chat-message';
import { ConversationList } from './conversation-list';
import { drawerCoversPage } from './drawer-covers-page';
import { SAMPLE_PROMPTS } from './sample-prompts';
import { type UiMessage, useChat } from './use-chat';
import { setHighlightedVideos } from './video-highlights';

const VIDEO_PAGE = /^\/v\/(\d+)/;

export interface ChatPanelProps {
  userId: string;
  /** Opens a video in the chat's video modal (a card, a details action). */
  onOpenVideo: (videoId: number) => void;
  /** The id of the drawer's title, which labels the drawer. */
  titleId: string;
}

/**
 * The chat panel's content (docs/product/chat.md#chat-drawer, docs/product/chat.md#sending-a-message, docs/product/chat.md#actions): the header, the
 * conversation or the conversation list, and the message box.
 */
export function ChatPanel({ userId, onOpenVideo, titleId }: ChatPanelProps) {
  const navigate = useNavigate();
  const [showList, setShowList] = useState(false);

  const apply = useCallback(
    (action: ChatAction) =>
      applyChatAction(action, {
        // Read at the moment of applying: an earlier action of the same answer may have moved the page.
        pathname: window.location.pathname,
        search: window.location.search,
        navigate: (to) => navigate(to),
        openVideo: onOpenVideo,
      }),
    [navigate, onOpenVideo],
  );
  // Issue 31: only the highlights apply as an answer arrives; the rest are buttons under it, for the user.
  const onAnswer = useCallback(
    (answer: ChatResponse) => {
      for (const action of answer.actions) if (APPLIED_ON_ARRIVAL.has(action.type)) apply(action);
    },
    [apply],
  );
  // docs/product/calls.md#videos: the video open in the list's modal, else the /v/{id} page's; read when a message is sent.
  const currentVideo = useCallback(() => {
    const inModal = getOpenVideo();
    if (inModal !== null) return inModal;
    const match = VIDEO_PAGE.exec(window.location.pathname);
    return match ? Number(match[1]) : undefined;
  }, []);
  const chat = useChat({ userId, currentVideo, onAnswer });

  // An action the user taps: on a phone the drawer covers the page, so it steps aside to show it.
  const reapply = useCallback(
    (action: ChatAction) => {
      apply(action);
      if (action.type !== 'details' && drawerCoversPage()) closeChatDrawer();
    },
    [apply],
  );
  const openCard = useCallback((video: FullVideo) => onOpenVideo(video.id), [onOpenVideo]);
  const newChat = () => {
    chat.newChat();
    setHighlightedVideos([]);
    setShowList(false);
  };

  return (
    <>
      <header className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 px-4">
        <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500 text-white">
          <Sparkles className="size-4" aria-hidden />
        </span>
        <h2 id={titleId} className="mr-auto text-base font-semibold tracking-tight text-slate-900">
          Strategy Bot
        </h2>
        <HeaderButton
          label={showList ? 'Back to the chat' : 'Conversations'}
          pressed={showList}
          onClick={() => setShowList((shown) => !shown)}
        >
          <History className="size-5" aria-hidden />
        </HeaderButton>
        <HeaderButton label="New chat" onClick={newChat}>
          <MessageSquarePlus className="size-5" aria-hidden />
        </HeaderButton>
        <HeaderButton label="Close chat" onClick={closeChatDrawer}>
          <PanelRightClose className="size-5" aria-hidden />
        </HeaderButton>
      </header>
      {showList ? (
        <ConversationList
          openId={chat.conversationId}
          onOpen={(id) => {
            chat.openConversation(id);
            setShowList(false);
          }}
          onNewChat={newChat}
          onDeletedOpen={chat.newChat}
        />
      ) : (
        <>
          <Messages chat={chat} onOpenVideo={openCard} onApplyAction={reapply} />
          <ChatComposer sending={chat.sending} onSend={(text) => void chat.send(text)} onStop={chat.stop} />
        </>
      )}
    </>
  );
}

function HeaderButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={`grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 ${pressed ? 'bg-slate-100 text-slate-900' : ''}`}
    >
      {children}
    </button>
  );
}

function Messages({
  chat,
  onOpenVideo,
  onApplyAction,
}: {
  chat: ReturnType<typeof useChat>;
  onOpenVideo: (video: FullVideo) => void;
  onApplyAction: (action: ChatAction) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  // Follows the answer as it streams while the reader is at the bottom; scrolling up to read stops that.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && pinned.current) box.scrollTop = box.scrollHeight;
  });
  const last = chat.messages.at(-1);
  useEffect(() => {
    if (last?.role === 'user') pinned.current = true;
  }, [last]);

  if (chat.history === 'loading' && chat.messages.length === 0)
    return (
      <div className="flex flex-1 flex-col gap-4 p-4" role="status" aria-label="Loading the conversation">
        <div className="ml-auto h-10 w-2/3 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-28 w-5/6 animate-pulse rounded-2xl bg-slate-100" />
        <div className="ml-auto h-10 w-1/2 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  if (chat.history === 'failed' && chat.messages.length === 0)
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
        <p className="text-sm text-slate-700">This conversation could not be loaded.</p>
        <button
          type="button"
          onClick={chat.retryHistory}
          className="rounded-lg bg-white px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Try again
        </button>
      </div>
    );
  if (chat.messages.length === 0) return <EmptyChat onPick={(prompt) => void chat.send(prompt)} />;

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      {/* The streaming text is not announced piece by piece: one status says when the answer is there. */}
      <p role="status" className="sr-only">
        {announcement(chat.sending, last)}
      </p>
      <ol aria-label="Conversation" className="flex flex-col gap-5 px-4 py-5">
        {chat.messages.map((message) => (
          <li key={message.key}>
            <ChatMessageView
              message={message}
              onOpenVideo={onOpenVideo}
              onApplyAction={onApplyAction}
              onRetry={chat.send}
              busy={chat.sending}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

function announcement(sending: boolean, last: UiMessage | undefined): string {
  if (sending) return 'The Strategy Bot is answering…';
  if (last?.role !== 'assistant') return '';
  if (last.failed) return last.content;
  return last.stopped ? 'Answer stopped. It was not saved.' : 'Answer ready.';
}

/** docs/product/chat.md#answers: with no messages, five sample prompts are offered; a tap asks it. */
function EmptyChat({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-6">
      <div className="flex flex-col items-center text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-sm">
          <Sparkles className="size-6" aria-hidden />
        </span>
        <p className="mt-4 text-base font-semibold text-slate-900">Your short-form strategist</p>
        <p className="mt-1 max-w-sm text-sm text-slate-600">
          Answers come from the library’s analysed videos — the hooks, formats and frameworks that worked,
          with the videos to prove it.
        </p>
      </div>
      <p className="mt-6 mb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">Try asking</p>
      <ul className="flex flex-col gap-2">
        {SAMPLE_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPick(prompt)}
              className="w-full rounded-xl bg-white px-3.5 py-3 text-left text-sm text-slate-700 ring-1 ring-slate-200 transition hover:bg-indigo-50 hover:text-indigo-800 hover:ring-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
