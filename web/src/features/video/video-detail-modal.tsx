import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { paths } from '../../../../shared/domain/paths';
import { DialogCloseButton } from '../../components/dialog-close-button';
import { track } from '../../lib/analytics';
import { useSession } from '../../session/session-context';
import { analysisOf, type DetailVideo } from './analysis/video-analysis';
import { useVideo } from './api/use-video';
import { ModalVideoBody } from './modal-video-body';
import { SIMILAR_VIDEOS_SOURCE } from './similar-videos-row';
import {
  AuthorPill,
  CopyPermalinkButton,
  FollowAuthorButton,
  OpenPermalinkLink,
  SaveVideoButton,
  VideoIdBadge,
  ViewOnPlatformLink,
} from './video-actions';

/** docs/product/video-detail.md#detail-modal: the source a 'view' event names when the modal opens from the list. */
export const VIDEO_LIST_SOURCE = 'video_list';

interface VideoDetailModalProps {
  /** The open video, or null when the modal is closed. */
  videoId: number | null;
  /** The video as the list holds it; without it (or for another id) the modal fetches it by id. */
  initialVideo?: PublicVideo;
  /** Clears the selection (docs/product/video-detail.md#detail-modal: closing clears the selection). */
  onClose: () => void;
  /** Where the modal was opened from, for the 'view' event. */
  source?: string;
}

/**
 * The video detail modal (docs/product/video-detail.md#detail-modal): a full-screen overlay that blocks page scroll and closes on a
 * backdrop click, the close button or Escape. Opening records a 'view' event (docs/product/video-detail.md#detail-modal).
 */
export function VideoDetailModal({
  videoId,
  initialVideo,
  onClose,
  source = VIDEO_LIST_SOURCE,
}: VideoDetailModalProps) {
  // A similar video opened inside the modal (issue 17) replaces the one the page opened, until the page
  // opens another or closes the modal; the page's selection is left alone.
  const [switched, setSwitched] = useState<{ from: number; video: DetailVideo } | null>(null);
  const similar = switched && switched.from === videoId ? switched.video : undefined;
  // Closing forgets the switch, so the same card opened again shows its own video.
  useEffect(() => {
    if (videoId === null) setSwitched(null);
  }, [videoId]);
  const shownId = similar?.id ?? videoId;
  const shownInitial = similar ?? initialVideo;
  const content = useRef<HTMLDivElement>(null);
  const openSimilar = (next: DetailVideo) => {
    if (videoId === null) return;
    setSwitched({ from: videoId, video: next });
    // The card that was clicked goes with the video it belonged to; focus stays in the dialog.
    content.current?.focus();
  };

  // docs/product/sign-in.md#sessions: the session toggles blurred versus visible analysis. A signed-in reader whose list holds
  // the public shape (the public browse page) gets the full video fetched.
  const signedIn = useSession().status === 'signed-in';
  const given: DetailVideo | undefined =
    shownInitial && shownInitial.id === shownId && (!signedIn || analysisOf(shownInitial))
      ? shownInitial
      : undefined;
  // docs/product/browsing.md#load-more: a video not in the loaded list is fetched by id.
  const query = useVideo(given ? null : shownId, { reader: signedIn ? 'signed-in' : 'public' });
  const video = given ?? (shownId !== null ? query.data : undefined);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const tracked = useRef<number | null>(null);
  const shownSource = similar ? SIMILAR_VIDEOS_SOURCE : source;
  useEffect(() => {
    if (shownId === null) tracked.current = null;
    else if (tracked.current !== shownId) {
      tracked.current = shownId;
      track({ type: 'view', video_id: shownId, source: shownSource });
    }
  }, [shownId, shownSource]);

  // docs/product/errors.md#quiet-failures: a failed fetch is logged only, and nothing stays open.
  useEffect(() => {
    if (!query.isError || shownId === null || given) return;
    console.error(`Could not load video ${shownId}:`, query.error);
    closeRef.current();
  }, [query.isError, query.error, shownId, given]);

  // A link inside the modal (a taxonomy chip, the footer) leaves the page: the modal goes with it.
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (videoId === null) openedAt.current = pathname;
    else if (pathname !== openedAt.current) closeRef.current();
  }, [pathname, videoId]);

  return (
    <Dialog.Root open={videoId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          ref={content}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 mx-auto flex max-w-6xl flex-col overflow-hidden bg-slate-50 shadow-2xl focus:outline-none sm:inset-4 sm:rounded-2xl lg:inset-y-6 motion-safe:animate-dialog-in"
        >
          {video ? (
            // Keyed by the video, so a switch to a similar one starts at its top with its own player.
            <ModalVideo
              key={video.id}
              video={video}
              source={shownSource}
              onClose={onClose}
              onOpenSimilar={openSimilar}
            />
          ) : (
            <ModalLoading />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalVideo({
  video,
  source,
  onClose,
  onOpenSimilar,
}: {
  video: DetailVideo;
  source: string;
  onClose: () => void;
  onOpenSimilar: (video: DetailVideo) => void;
}) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-3">
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <AuthorPill platform={video.platform} username={video.author_username} />
            <FollowAuthorButton username={video.author_username} />
            <VideoIdBadge id={video.id} />
          </div>
          <CloseButton className="order-2 sm:order-3" />
          <div className="order-3 flex w-full items-center gap-2 sm:order-2 sm:w-auto">
            <OpenPermalinkLink videoId={video.id} />
            <CopyPermalinkButton videoId={video.id} source={source} compact />
            <SaveVideoButton videoId={video.id} compact />
            <span className="flex-1 sm:hidden" />
            <ViewOnPlatformLink platform={video.platform} url={video.url} />
          </div>
        </div>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <ModalVideoBody video={video} onOpenSimilar={onOpenSimilar} />
      </div>
      <footer className="flex items-center justify-end border-t border-slate-200 bg-white px-4 py-3 sm:px-6">
        <Link
          to={paths.video(video.id)}
          onClick={onClose}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          More analysis and data
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </footer>
    </>
  );
}

function CloseButton({ className }: { className: string }) {
  return (
    <DialogCloseButton
      className={`grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${className}`}
    />
  );
}

function ModalLoading() {
  return (
    <>
      <div className="flex justify-end border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <CloseButton className="" />
      </div>
      <div role="status" className="grid flex-1 place-items-center text-slate-500">
        <Dialog.Title className="flex items-center gap-2 text-sm font-medium">
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
          Loading video…
        </Dialog.Title>
      </div>
    </>
  );
}
