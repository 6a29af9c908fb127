import { MessageSquare } from 'lucide-react';
import { useMemo } from 'react';
import type { CommentList } from '../../../../../shared/contracts/comments';
import type { SavedVideo } from '../../../../../shared/contracts/swipefiles';
import { CommentComposer } from '../../../components/comments/comment-composer';
import { CommentThread } from '../../../components/comments/comment-thread';
import type { CommentActions } from '../../../components/comments/comments-api';
import { ModalFrame } from '../../../components/modal-frame';
import { savedVideoTitle } from './saved-video-title';

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

interface SavedVideoCommentsDialogProps {
  /** The saved video whose thread is open; null when closed. */
  saved: SavedVideo | null;
  data: CommentList | undefined;
  isError: boolean;
  onRetry: () => void;
  actions: CommentActions;
  onClose: () => void;
}

/**
 * One saved video's thread in a shared swipefile: a sheet from the bottom on a phone, a dialog from `sm`
 * on. Its comments come from the swipefile's list; a new one is posted on the saved video.
 */
export function SavedVideoCommentsDialog({
  saved,
  data,
  isError,
  onRetry,
  actions,
  onClose,
}: SavedVideoCommentsDialogProps) {
  const savedId = saved?.id;
  const comments = useMemo(
    () =>
      data?.comments.filter(
        (comment) => comment.anchor.kind === 'saved_video' && comment.anchor.id === savedId,
      ),
    [data, savedId],
  );
  return (
    <ModalFrame
      open={saved !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Comments"
      description={saved ? savedVideoTitle(saved) : undefined}
      width="wide"
    >
      {saved && (
        <div className="flex flex-col gap-5">
          <CommentThread
            data={data}
            comments={comments}
            isError={isError}
            onRetry={onRetry}
            actions={actions}
            emptyText={THREAD_EMPTY_TEXT}
          />
          <div className="border-t border-slate-100 pt-4">
            <CommentComposer
              people={data?.people ?? []}
              posting={actions.post.isPending}
              onPost={(body, done) =>
                actions.post.mutate(
                  { body, anchor: { kind: 'saved_video', id: saved.id } },
                  { onSuccess: done },
                )
              }
            />
          </div>
        </div>
      )}
    </ModalFrame>
  );
}
