import { ArrowUp, Square } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../shared/contracts/chat-constants';
import { formatNumber } from '../../../../shared/domain/number-format';

// The counter shows once a message nears the limit, so it does not distract from short questions.
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 500;

export interface ChatComposerProps {
  /** An answer is on its way: sending waits, and Stop is offered. */
  sending: boolean;
  onSend: (message: string) => void;
  onStop: () => void;
}

/**
 * The message box (docs/product/chat.md#sending-a-message): Send is disabled while loading or when the message is blank after
 * trimming; Enter sends, Shift+Enter starts a new line; while an answer streams, Stop ends it.
 */
export function ChatComposer({ sending, onSend, onStop }: ChatComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || blank) return;
    onSend(text.trim());
    setText('');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character picks the character; it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="relative border-t border-slate-200 bg-white p-3 sm:p-4">
      {sending && (
        <button
          type="button"
          onClick={onStop}
          className="absolute -top-12 left-1/2 inline-flex h-9 -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-800 shadow-md ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Square className="size-3 fill-current" aria-hidden />
          Stop
        </button>
      )}
      <div className="flex items-end gap-2 rounded-2xl bg-slate-50 p-1.5 ring-1 ring-slate-200 focus-within:bg-white focus-within:ring-2 focus-within:ring-indigo-500">
        <textarea
          ref={box}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-label="Message the Strategy Bot"
          placeholder="Ask about hooks, formats, your niche…"
          className="field-sizing-content max-h-40 min-h-10 flex-1 resize-none bg-transparent px-2.5 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          disabled={sending || blank}
          aria-label="Send"
          title="Send (Enter)"
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-600 text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-400"
        >
          <ArrowUp className="size-5" aria-hidden />
        </button>
      </div>
      <p className="mt-2 flex justify-between gap-3 px-1 text-xs text-slate-500">
        {/* A keyboard hint: phones send with their own key. */}
        <span className="max-sm:hidden">
          <kbd className="font-[inherit] font-medium">Enter</kbd> to send ·{' '}
          <kbd className="font-[inherit] font-medium">Shift + Enter</kbd> for a new line
        </span>
        {text.length >= COUNTER_FROM && (
          <span className={`ml-auto ${text.length >= CHAT_MESSAGE_MAX_LENGTH ? 'text-red-600' : ''}`}>
            {formatNumber(text.length)} / {formatNumber(CHAT_MESSAGE_MAX_LENGTH)}
          </span>
        )}
      </p>
    </form>
  );
}
