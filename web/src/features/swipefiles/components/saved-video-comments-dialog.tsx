import { useMemo } from 'react';
import type { CommentList } from '../../../../../shared/contracts/comments';
import type { SavedVideo } from '../../../../../shared/contracts/swipefiles';
import { CommentComposer } from '../../../components/comments/comment-composer';
import { CommentThread } from '../../../components/comments/comment-thread';
import type { CommentActions } from '../../../components/comments/comments-api';
import { ModalFrame } from '../../../components/modal-frame';
import { THREAD_EMPTY_TEXT } from './saved-video-comments';
import { savedVideoTitle } from './saved-video-title';

// Its own chunk (saved-videos-section.tsx loads it when a thread opens): the composer, the mention list
// and the thread stay off the swipefile page's first load.
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
