import { MessageSquare } from 'lucide-react';
import type { CommentList } from '../../../../../shared/contracts/comments';

export const THREAD_EMPTY_TEXT = 'No comments on this video yet — start the discussion.';

/** Open comments a saved video has, by its id, from the swipefile's one list. */
export function openCountsBySavedVideo(data: CommentList | undefined): Map<string, number> | null {
  if (!data) return null;
  const counts = new Map<string, number>();
  for (const comment of data.comments) {
    if (comment.resolved || comment.anchor.kind !== 'saved_video' || !comment.anchor.id) continue;
    counts.set(comment.anchor.id, (counts.get(comment.anchor.id) ?? 0) + 1);
  }
  return counts;
}

/** A saved video's "Comments (n)" button; the count shows once the swipefile's comments have loaded. */
export function SavedVideoCommentsButton({
  title,
  count,
  onOpen,
  className,
}: {
  title: string;
  count: number | null;
  onOpen: () => void;
  className: string;
}) {
  const label = count === null ? 'Comments' : `Comments (${count})`;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${label} on ${title}`}
      aria-haspopup="dialog"
      className={className}
    >
      <MessageSquare className="size-4" aria-hidden />
      {label}
    </button>
  );
}
