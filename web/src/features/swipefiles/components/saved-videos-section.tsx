import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LayoutGrid,
  LoaderCircle,
  RectangleVertical,
  Search,
  SearchX,
  TriangleAlert,
  Video,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { SavedVideo, Swipefile } from '../../../../../shared/contracts/swipefiles';
import type { PublicVideo } from '../../../../../shared/contracts/video';
import { formatNumber } from '../../../../../shared/domain/number-format';
import { paths } from '../../../../../shared/domain/paths';
import { callToActionClass } from '../../../components/call-to-action';
import { useCommentActions } from '../../../components/comments/comments-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFeatureSlots } from '../../../components/feature-slots';
import { type SegmentedOption, SegmentedToggle } from '../../../components/segmented-toggle';
import { StatePanel, TryAgainButton } from '../../../components/state-panel';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { notify } from '../../../lib/toast-config';
import { removeSavedVideo } from '../api/remove-saved-video';
import { savedVideosPrefix, useSavedVideos } from '../api/saved-videos-query';
import { hasComments, swipefileCommentSource, swipefileCommentsQuery } from '../api/swipefile-comments-query';
import { useSwipefileCache } from '../api/use-swipefile-cache';
import { failureText } from '../failure-text';
import { MESSAGES } from '../swipefile-messages';
import { type DetailView, useDetailView } from '../use-detail-view';
import { PlayerDialog } from './player-dialog';
import { SavedVideoCard } from './saved-video-card';
import { openCountsBySavedVideo } from './saved-video-comments';
import { SavedVideoTile } from './saved-video-tile';

const SavedVideoCommentsDialog = lazy(() =>
  import('./saved-video-comments-dialog').then((m) => ({ default: m.SavedVideoCommentsDialog })),
);

/** The grid each layout lays its videos out in (issue 31: the dense grid fits 1–3 tiles a row). */
const GRID_CLASS: Record<DetailView, string> = {
  grid: 'grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3',
  players: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
};

/** The grid / players switch (issue 31), as the browse view switch but with its labels on phones too. */
const LAYOUTS: SegmentedOption<DetailView>[] = [
  { value: 'grid', label: 'Grid', icon: LayoutGrid },
  { value: 'players', label: 'Players', icon: RectangleVertical },
];

/** The search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** docs/product/swipefiles.md#saved-videos-and-notes: the detail's saved videos — search, the cards, Load more (50 a page), empty states. */
export function SavedVideosSection({ swipefile }: { swipefile: Swipefile }) {
  const [draft, setDraft] = useState('');
  const search = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  const list = useSavedVideos(swipefile.id, search);
  const { renderVideoDetail } = useFeatureSlots();
  const [openVideo, setOpenVideo] = useState<SavedVideo | null>(null);
  const [removing, setRemoving] = useState<SavedVideo | null>(null);
  const [playing, setPlaying] = useState<{ video: PublicVideo; title: string } | null>(null);
  const [view, setView] = useDetailView();
  const queryClient = useQueryClient();
  const cache = useSwipefileCache();
  // Comments: only in a swipefile people share, and one call for the whole page.
  const commentable = hasComments(swipefile);
  const [thread, setThread] = useState<SavedVideo | null>(null);
  const commentsQuery = useQuery({
    ...swipefileCommentsQuery(swipefile.id, thread !== null),
    enabled: commentable,
  });
  const commentSource = useMemo(() => swipefileCommentSource(swipefile.id), [swipefile.id]);
  const commentActions = useCommentActions(commentSource);
  const commentCounts = useMemo(() => openCountsBySavedVideo(commentsQuery.data), [commentsQuery.data]);
  const commentsOf = (saved: SavedVideo) =>
    commentable
      ? { count: commentCounts ? (commentCounts.get(saved.id) ?? 0) : null, onOpen: () => setThread(saved) }
      : undefined;

  const remove = useMutation({
    mutationFn: (saved: SavedVideo) => removeSavedVideo(saved.id),
    onSuccess: () => setRemoving(null),
    onError: (error) => notify('error', failureText(error, MESSAGES.removeVideoFailed)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: savedVideosPrefix(swipefile.id) });
      // The count of saved videos changes with it.
      void cache.invalidate();
    },
  });

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <StatePanel
        tone="error"
        icon={TriangleAlert}
        title="Error loading saved videos. Please try again."
        titleAs="p"
        action={<TryAgainButton onClick={() => void list.refetch()} />}
      />
    );
  } else if (!list.data) {
    body = <CardsSkeleton view={view} />;
  } else if (list.videos.length === 0 && search) {
    body = (
      <StatePanel tone="empty" icon={SearchX} title={`No saved videos match "${search}"`}>
        Try other words: the search looks at titles, notes, hooks and tags.
      </StatePanel>
    );
  } else if (list.videos.length === 0) {
    body = (
      <StatePanel
        tone="empty"
        icon={Video}
        title="No saved videos yet"
        action={
          <Link to={paths.videos} className={callToActionClass('small', 'primary', 'h-10')}>
            Browse Videos
          </Link>
        }
      >
        Start saving videos to this swipefile.
      </StatePanel>
    );
  } else {
    body = (
      <>
        <ul
          data-layout={view}
          className={`${GRID_CLASS[view]} ${list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
        >
          {list.videos.map((saved, index) => (
            <li key={saved.id} className="flex [&>article]:flex-1">
              {view === 'grid' ? (
                <SavedVideoTile
                  saved={saved}
                  priority={index === 0}
                  canEdit={swipefile.can_edit}
                  onPlay={(video, title) => setPlaying({ video, title })}
                  onOpenAnalysis={renderVideoDetail ? setOpenVideo : undefined}
                  onRemove={setRemoving}
                  comments={commentsOf(saved)}
                />
              ) : (
                <SavedVideoCard
                  saved={saved}
                  priority={index === 0}
                  canEdit={swipefile.can_edit}
                  onOpenAnalysis={renderVideoDetail ? setOpenVideo : undefined}
                  onRemove={setRemoving}
                  comments={commentsOf(saved)}
                />
              )}
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="flex flex-col items-center gap-2">
            <button
              type="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              className={callToActionClass('small', 'secondary', 'h-10 disabled:cursor-progress')}
            >
              {list.isFetchingNextPage && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
              {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </button>
            {list.total !== null && (
              <p className="text-xs text-slate-500">
                Showing {formatNumber(list.videos.length)} of {formatNumber(list.total)}
              </p>
            )}
            {list.isFetchNextPageError && (
              <p className="text-xs font-medium text-rose-700">Failed to load videos. Try again.</p>
            )}
          </div>
        )}
      </>
    );
  }

  // A search box over an empty swipefile has nothing to find; it stays while a search is typed.
  const searchable = swipefile.video_count > 0 || draft !== '';
  return (
    <section aria-label="Saved videos" className="flex flex-col gap-5">
      {searchable && (
        <div className="flex flex-wrap items-center gap-3">
          <search className="relative w-full min-w-0 sm:w-auto sm:max-w-md sm:flex-1">
            <label htmlFor="swipefile-search" className="sr-only">
              Search this swipefile
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              id="swipefile-search"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Search titles, notes, hooks and tags…"
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 w-full rounded-lg border-0 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:text-sm"
            />
          </search>
          <div className="ml-auto">
            <SegmentedToggle
              legend="Layout"
              options={LAYOUTS}
              value={view}
              onChange={setView}
              className="shrink-0"
            />
          </div>
        </div>
      )}
      {body}
      {renderVideoDetail?.({
        videoId: openVideo?.video_id ?? null,
        initialVideo: openVideo?.video_analysis ?? undefined,
        onClose: () => setOpenVideo(null),
      })}
      {commentable && thread !== null && (
        <Suspense fallback={null}>
          <SavedVideoCommentsDialog
            saved={thread}
            data={commentsQuery.data}
            isError={commentsQuery.isError}
            onRetry={() => void commentsQuery.refetch()}
            actions={commentActions}
            onClose={() => setThread(null)}
          />
        </Suspense>
      )}
      <PlayerDialog
        video={playing?.video ?? null}
        title={playing?.title ?? ''}
        onClose={() => setPlaying(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove video?"
        message="This takes the video and its notes out of this swipefile. The video stays in the library."
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

const PLACEHOLDERS = ['first', 'second', 'third'];

function CardsSkeleton({ view }: { view: DetailView }) {
  return (
    <div role="status" className={GRID_CLASS[view]}>
      {PLACEHOLDERS.map((key) =>
        view === 'grid' ? (
          <div
            key={key}
            className="flex animate-pulse gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:gap-4"
          >
            <div className="aspect-[9/16] w-24 shrink-0 rounded-lg bg-slate-200 sm:w-28" />
            <div className="flex-1">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="mt-2 h-3 w-1/3 rounded bg-slate-100" />
              <div className="mt-4 h-14 w-full rounded bg-slate-100" />
            </div>
          </div>
        ) : (
          <div key={key} className="animate-pulse rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <div className="aspect-[9/16] w-full rounded-2xl bg-slate-200" />
            <div className="mt-4 h-4 w-3/4 rounded bg-slate-200" />
            <div className="mt-2 h-3 w-1/3 rounded bg-slate-100" />
          </div>
        ),
      )}
      <span className="sr-only">Loading saved videos…</span>
    </div>
  );
}
