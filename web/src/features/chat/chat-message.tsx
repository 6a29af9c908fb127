import {
  ArrowDownToLine,
  Columns2,
  Eye,
  Filter,
  Highlighter,
  type LucideIcon,
  Redo2,
  Search,
  Sparkles,
  Tag,
  TriangleAlert,
} from 'lucide-react';
import { memo } from 'react';
import type { ChatAction } from '../../../../shared/contracts/chat';
import type { FullVideo } from '../../../../shared/contracts/video';
import { ChatDebugDetails } from '../../components/chat-debug-details';
import { AnswerBriefButton } from './answer-brief-button';
import { ChatMarkdown } from './chat-markdown';
import { ChatVideoCard } from './chat-video-card';
import { offersSwipefile, SwipefileOffer } from './swipefile-offer';
import type { UiMessage } from './use-chat';
import { extractVideoMarkers, streamingText } from './video-markers';

const ACTION_ICONS: Record<string, LucideIcon> = {
  highlight: Highlighter,
  compare: Columns2,
  filter: Filter,
  scroll: ArrowDownToLine,
  details: Eye,
  search: Search,
  taxonomy: Tag,
};

/** Under a stopped answer: the server stores no stopped turn, so it is gone after a reload. */
const STOPPED_NOTE = 'Stopped — not saved';

/** Cards shown when an answer names no video by marker but drew on some. */
const UNMARKED_CARDS_MAX = 4;

export interface ChatMessageViewProps {
  message: UiMessage;
  onOpenVideo: (video: FullVideo) => void;
  onApplyAction: (action: ChatAction) => void;
  /** Asks the same question again (a failed answer's Try again). */
  onRetry: (question: string) => unknown;
  /** An answer is on its way, so Try again waits. */
  busy: boolean;
}

/** One message of the conversation: the user's bubble, or the bot's answer with its cards and actions. */
export const ChatMessageView = memo(function ChatMessageView(props: ChatMessageViewProps) {
  const { message } = props;
  if (message.role === 'user')
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-indigo-600 px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap text-white">
          {message.content}
        </p>
      </div>
    );
  return (
    <div className="flex gap-2.5">
      <span
        className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-white"
        aria-hidden
      >
        <Sparkles className="size-3.5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <AnswerBody {...props} />
      </div>
    </div>
  );
});

function AnswerBody({ message, onOpenVideo, onApplyAction, onRetry, busy }: ChatMessageViewProps) {
  if (message.loading && message.content === '')
    return (
      <p className="flex items-center gap-2 py-1.5 text-sm text-slate-500">
        <span className="flex gap-1" aria-hidden>
          <span className="size-1.5 rounded-full bg-slate-400 motion-safe:animate-bounce" />
          <span className="size-1.5 rounded-full bg-slate-400 [animation-delay:120ms] motion-safe:animate-bounce" />
          <span className="size-1.5 rounded-full bg-slate-400 [animation-delay:240ms] motion-safe:animate-bounce" />
        </span>
        Searching the library…
      </p>
    );
  if (message.failed)
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-200">
        <p className="flex items-start gap-2">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {message.content}
        </p>
        {message.question && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onRetry(message.question ?? '')}
            className="inline-flex items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-50"
          >
            <Redo2 className="size-3.5" aria-hidden />
            Try again
          </button>
        )}
      </div>
    );

  if (message.loading)
    return (
      <div className="text-sm leading-relaxed text-slate-700">
        <ChatMarkdown text={streamingText(message.content)} />
        <span
          className="mt-1 inline-block h-4 w-1.5 rounded-sm bg-indigo-400 motion-safe:animate-pulse"
          aria-hidden
        />
      </div>
    );

  const { text, videoIds } = extractVideoMarkers(message.content);
  const byId = new Map(message.relevantVideos.map((video) => [video.id, video]));
  const marked = videoIds
    .map((id) => byId.get(id))
    .filter((video): video is FullVideo => video !== undefined);
  const cards = marked.length > 0 ? marked : message.relevantVideos.slice(0, UNMARKED_CARDS_MAX);
  return (
    <>
      <div className="text-sm leading-relaxed text-slate-700">
        <ChatMarkdown text={text} />
        {/* The server keeps nothing of a stopped turn: say so, or its vanishing on reload would surprise. */}
        {message.stopped && <p className="mt-2 text-xs font-medium text-slate-500">{STOPPED_NOTE}</p>}
      </div>
      {cards.length > 0 && (
        <ul aria-label="Videos in this answer" className="flex flex-col gap-2">
          {cards.map((video) => (
            <li key={video.id}>
              <ChatVideoCard video={video} onOpen={onOpenVideo} />
            </li>
          ))}
        </ul>
      )}
      {/* Issue 34: the videos the answer cites, as its cards show them, become a brief. */}
      {marked.length > 0 && <AnswerBriefButton videoIds={marked.map((video) => video.id)} />}
      {message.actions.length > 0 && (
        // Issue 31: the answer offers, the user decides — a button runs its action on the page.
        <div className="flex flex-col gap-1.5">
          <p className="text-xs font-semibold text-slate-500">On the page</p>
          <ul aria-label="Actions" className="flex flex-wrap gap-2">
            {message.actions.map((action, index) => {
              const Icon = ACTION_ICONS[action.type] ?? Sparkles;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an answer's actions never change order
                <li key={index} className="max-w-full">
                  <button
                    type="button"
                    onClick={() => onApplyAction(action)}
                    title={action.description || undefined}
                    className="inline-flex max-w-full items-center gap-2 rounded-lg bg-white px-3 py-2 text-left text-sm font-semibold text-indigo-700 shadow-xs ring-1 ring-indigo-200 hover:bg-indigo-50 hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    <Icon className="size-4 shrink-0" aria-hidden />
                    <span className="min-w-0 break-words">{action.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {offersSwipefile(message.intent, message.relevantVideos) && (
        <SwipefileOffer question={message.question} videos={message.relevantVideos} />
      )}
      {/* Sent to admins only, when the bot config's debugMode is on (shared/contracts/chat.ts). */}
      {message.debug && (
        <details className="text-xs text-slate-500">
          <summary className="cursor-pointer font-medium hover:text-slate-700">Debug</summary>
          <div className="mt-1.5">
            <ChatDebugDetails debug={message.debug} />
          </div>
        </details>
      )}
    </>
  );
}
