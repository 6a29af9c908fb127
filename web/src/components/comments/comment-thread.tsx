import { ChevronDown, ChevronRight, MessagesSquare, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { Comment, CommentList } from '../../../../shared/contracts/comments';
import { ConfirmDialog } from '../confirm-dialog';
import { CommentItem } from './comment-item';
import { COMMENT_MESSAGES, type CommentActions } from './comments-api';

/** Where a comment sits in a list over several items: its group, the group's heading and its place. */
export interface CommentPlace {
  key: string;
  label: string;
  order: number;
}

interface CommentThreadProps {
  /** The thread's query: its data once loaded. */
  data: CommentList | undefined;
  isError: boolean;
  onRetry: () => void;
  /** The comments this thread shows (one saved video's of a swipefile's); all without. */
  comments?: readonly Comment[];
  actions: CommentActions;
  /** Groups the comments by what they are on (a brief's); a single item's thread has none. */
  placeOf?: (comment: Comment) => CommentPlace;
  emptyText: string;
}

interface Group {
  place: CommentPlace | null;
  comments: Comment[];
}

function grouped(comments: readonly Comment[], placeOf?: (comment: Comment) => CommentPlace): Group[] {
  if (!placeOf) return comments.length > 0 ? [{ place: null, comments: [...comments] }] : [];
  const groups = new Map<string, Group>();
  for (const comment of comments) {
    const place = placeOf(comment);
    const group = groups.get(place.key) ?? { place, comments: [] };
    group.comments.push(comment);
    groups.set(place.key, group);
  }
  return [...groups.values()].sort((a, b) => (a.place?.order ?? 0) - (b.place?.order ?? 0));
}

/**
 * A thread's comments: open ones first, grouped by what they are on, oldest first within each; resolved
 * ones behind "Show resolved (n)". Loading, a failed load (with Try again) and an empty thread each have
 * their own state. Deleting asks first.
 */
export function CommentThread({
  data,
  isError,
  onRetry,
  comments: shown,
  actions,
  placeOf,
  emptyText,
}: CommentThreadProps) {
  const [showResolved, setShowResolved] = useState(false);
  const [deleting, setDeleting] = useState<Comment | null>(null);

  if (!data) {
    if (isError) {
      return (
        <div role="alert" className="flex flex-col items-center gap-3 px-2 py-8 text-center">
          <TriangleAlert className="size-6 text-rose-600" aria-hidden />
          <p className="text-sm font-medium text-slate-900">{COMMENT_MESSAGES.loadFailed}</p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Try again
          </button>
        </div>
      );
    }
    return (
      <div role="status" className="flex animate-pulse flex-col gap-3">
        {['first', 'second'].map((key) => (
          <div key={key} className="rounded-xl p-3 ring-1 ring-slate-200">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="mt-2 h-3 w-full rounded bg-slate-100" />
            <div className="mt-1 h-3 w-2/3 rounded bg-slate-100" />
          </div>
        ))}
        <span className="sr-only">Loading comments…</span>
      </div>
    );
  }

  const comments = shown ?? data.comments;
  const open = comments.filter((comment) => !comment.resolved);
  const resolved = comments.filter((comment) => comment.resolved);
  const list = (items: readonly Comment[]) => (
    <div className="flex flex-col gap-4">
      {grouped(items, placeOf).map((group) => (
        <section
          key={group.place?.key ?? 'all'}
          aria-label={group.place?.label}
          className="flex flex-col gap-2"
        >
          {group.place && (
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.place.label}
            </h3>
          )}
          <ol className="flex flex-col gap-2">
            {group.comments.map((comment) => (
              <li key={comment.id}>
                <CommentItem
                  comment={comment}
                  people={data.people}
                  actions={actions}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {open.length > 0 ? (
        list(open)
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
          <MessagesSquare className="size-5 text-slate-400" aria-hidden />
          <p className="text-sm text-slate-600">
            {resolved.length > 0 ? 'No open comments: every one is resolved.' : emptyText}
          </p>
        </div>
      )}
      {resolved.length > 0 && (
        <div className="flex flex-col gap-3">
          <button
            type="button"
            aria-expanded={showResolved}
            onClick={() => setShowResolved((value) => !value)}
            className="inline-flex h-9 items-center gap-1 self-start rounded-lg px-2 -mx-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {showResolved ? (
              <ChevronDown className="size-4" aria-hidden />
            ) : (
              <ChevronRight className="size-4" aria-hidden />
            )}
            {showResolved ? 'Hide resolved' : 'Show resolved'} ({resolved.length})
          </button>
          {showResolved && list(resolved)}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete comment?"
        message="This removes your comment for everyone. This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={false}
        onConfirm={() => {
          if (deleting) actions.remove.mutate(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
