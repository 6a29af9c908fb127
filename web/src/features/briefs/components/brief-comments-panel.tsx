import { useEffect, useId, useRef } from 'react';
import { CommentComposer } from '../../../components/comments/comment-composer';
import { CommentThread } from '../../../components/comments/comment-thread';
import { notify } from '../../../lib/toast-config';
import {
  anchorFor,
  type CommentableBrief,
  placeOf,
  type TargetKey,
  targetOptions,
} from '../brief-comment-places';
import type { BriefComments } from '../use-brief-comments';
import { INPUT, LABEL } from './field';

interface BriefCommentsPanelProps {
  comments: BriefComments;
  /** The brief as the page shows it (the editor's draft): what comments are listed against. */
  content: CommentableBrief;
  /** The brief as the server holds it: a new comment's item is found by its place there. */
  saved: CommentableBrief;
}

export const EMPTY_TEXT = 'No comments yet — start the discussion: ask about a hook, suggest a beat.';

/**
 * The brief's discussion: its open comments by what they are on, the resolved behind a toggle, and the
 * composer with its "On" choice. A side column on a desktop, the Comments tab on a phone.
 */
export function BriefCommentsPanel({ comments, content, saved }: BriefCommentsPanelProps) {
  const { query, actions, target, setTarget, focusRequest } = comments;
  const selectId = useId();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const options = targetOptions(content);
  const value: TargetKey = options.some((option) => option.value === target) ? target : 'brief';

  useEffect(() => {
    if (focusRequest === 0) return;
    // After the tab has switched and the panel shows.
    requestAnimationFrame(() => box.current?.focus({ preventScroll: false }));
  }, [focusRequest]);

  const post = (body: string, done: () => void) => {
    const anchor = anchorFor(saved, value);
    if (!anchor) {
      notify('error', 'This item is not saved yet. Fill it in, wait for “Saved”, then comment on it.');
      return;
    }
    actions.post.mutate({ body, anchor }, { onSuccess: done });
  };

  return (
    <div className="flex min-h-0 flex-col rounded-2xl bg-white ring-1 ring-slate-200 lg:max-h-[calc(100svh-6rem)]">
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2 className="text-lg font-semibold text-slate-900">Comments</h2>
        {query.isFetching && query.data && <span className="text-xs text-slate-400">Updating…</span>}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <CommentThread
          data={query.data}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          actions={actions}
          placeOf={(comment) => placeOf(content, comment)}
          emptyText={EMPTY_TEXT}
        />
      </div>
      <div className="border-t border-slate-100 px-4 py-4">
        <CommentComposer
          people={query.data?.people ?? []}
          posting={actions.post.isPending}
          onPost={post}
          textareaRef={box}
        >
          <div className="min-w-0">
            <label htmlFor={selectId} className={LABEL}>
              On
            </label>
            <select
              id={selectId}
              value={value}
              onChange={(event) => setTarget(event.target.value as TargetKey)}
              className={`${INPUT} pr-8`}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </CommentComposer>
      </div>
    </div>
  );
}
