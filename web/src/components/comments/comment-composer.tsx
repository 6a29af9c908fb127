import { LoaderCircle, Send } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import type { Mentionable } from '../../../../shared/contracts/comments';
import { MentionTextarea } from './mention-textarea';

interface CommentComposerProps {
  people: readonly Mentionable[];
  /** Posts the text; `done` clears the box once the server took it (a refusal keeps what was written). */
  onPost: (body: string, done: () => void) => void;
  posting: boolean;
  /** Drawn above the text box: the brief's "On" choice. */
  children?: ReactNode;
  textareaRef?: Ref<HTMLTextAreaElement | null>;
  placeholder?: string;
}

/** The box a new comment is written in, with its mentions, its counter and Comment (or Ctrl/⌘ + Enter). */
export function CommentComposer({
  people,
  onPost,
  posting,
  children,
  textareaRef,
  placeholder = 'Write a comment… Type @ to mention someone.',
}: CommentComposerProps) {
  const [text, setText] = useState('');
  // Said to screen readers once the comment is in (a failure is a toast).
  const [posted, setPosted] = useState('');
  const empty = text.trim() === '';
  const post = () => {
    if (empty || posting) return;
    setPosted('');
    onPost(text, () => {
      setText('');
      setPosted('Comment posted.');
    });
  };
  return (
    <form
      aria-label="New comment"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        post();
      }}
    >
      {children}
      <MentionTextarea
        label="Comment"
        value={text}
        onChange={setText}
        people={people}
        placeholder={placeholder}
        onSubmitShortcut={post}
        textareaRef={textareaRef}
      />
      <button
        type="submit"
        disabled={empty || posting}
        className="inline-flex h-10 items-center justify-center gap-2 self-end rounded-lg bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {posting ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <Send className="size-4" aria-hidden />
        )}
        {posting ? 'Posting…' : 'Comment'}
      </button>
      <p className="sr-only" aria-live="polite">
        {posted}
      </p>
    </form>
  );
}
