import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { formatNumber } from '../../../../shared/domain/number-format';
import { setOpenVideo } from '../../lib/open-video';
import { useFeatureSlots } from '../feature-slots';
import { chunked, LIST_CONTAINER_CLASS, STACK_CLASS, type VideoListView } from './list-layout';
import type { ListVideo } from './list-video';
import { LoadMoreTile } from './load-more-tile';
import { SearchTermsProvider } from './search-highlight';
import { VideoListChunk } from './video-list-chunk';
import { type EmptySearch, VideoListEmpty } from './video-list-empty';
import { VideoListSkeleton } from './video-list-skeleton';
import type { VideoNoteOf } from './video-note';
import { ViewToggle } from './view-toggle';

export interface VideoListProps {
  videos: ListVideo[];
  view: VideoListView;
  onViewChange: (view: VideoListView) => void;
  /** The first page is on its way: the 8-card skeleton shows. */
  loading: boolean;
  /** How many videos match in all (the server's pagination total), or null before it is known. */
  total: number | null;
  /** More videos match than `total` says (a search's capped count, issue 17): shown as "1,000+". */
  totalIsCapped?: boolean;
  /** The terms a search matched on, highlighted in the cards (issue 17); keep the array stable. */
  searchTerms?: readonly string[];
  /** The search that is applied, for the empty state's "No videos match …" and its suggestions. */
  emptySearch?: EmptySearch;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed?: boolean;
  onLoadMore: () => void;
  /** Controls the page adds beside the view toggle (browse: its sort). */
  toolbar?: ReactNode;
  /** Offered in the empty state when the user has filters to clear. */
  onClearFilters?: () => void;
  /** The page's own empty state (the Feed's), in place of the browse texts. */
  empty?: ReactNode;
  /** Why each video is in the list (the Feed: the follows it matches, what it is like); keep it stable. */
  noteOf?: VideoNoteOf;
  /**
   * The save control for a video (docs/product/saving.md#save-to-swipefile-dialog), when a page offers its own; otherwise the app's slot
   * (feature-slots.tsx), which is empty where saving is not offered (the public page). Keep the function
   * stable (useCallback), or every loaded card re-renders.
   */
  renderSaveControl?: (video: ListVideo) => ReactNode;
  /** Called when a video is opened (the modal itself records the 'view' event); keep it stable. */
  onOpenVideo?: (video: ListVideo) => void;
}

/**
 * The video list (docs/product/browsing.md#load-more): view toggle, the three views, Load More, and the detail modal.
 *
 * Shared web code rather than part of browse: browse and swipefiles (next) both list videos, and a feature
 * may not import another. What the list shows from other features (the video detail, the save control)
 * comes through the slots the app fills (../feature-slots.tsx), so it imports none of them.
 */
export function VideoList(props: VideoListProps) {
  const { videos, view, loading, total, hasMore, onOpenVideo } = props;
  const slots = useFeatureSlots();
  const renderSaveControl = props.renderSaveControl ?? slots.renderSaveControl;
  const [selected, setSelected] = useState<PublicVideo | null>(null);
  // docs/product/video-detail.md#detail-modal: the strategy bot opens a video in this modal by navigating here with `{ openVideo: id }` as
  // the location's state (features/chat/chat-dock.tsx); one the list has not loaded is fetched by id.
  const [requested, setRequested] = useState<number | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const id = (location.state as { openVideo?: unknown } | null)?.openVideo;
    if (typeof id !== 'number' || handled.current === location.key) return;
    handled.current = location.key;
    const loaded = videos.find((video) => video.id === id);
    setSelected(loaded ?? null);
    setRequested(loaded ? null : id);
    // The browser keeps a history entry's state across a reload: drop the request once it is handled, so
    // reloading the page does not open the video again.
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [location, videos, navigate]);
  const openId = selected?.id ?? requested;
  // The strategy bot sends the video open here with a message (docs/product/calls.md#conventions `currentVideo`).
  useEffect(() => {
    if (openId === null) return;
    setOpenVideo(openId);
    return () => setOpenVideo(null);
  }, [openId]);
  const chunks = useMemo(() => chunked(videos), [videos]);
  // The tile sits in the grid after the last video; in the list it is one more item (a list owns only items).
  const loadMore = hasMore ? (
    // biome-ignore lint/a11y/useSemanticElements: an item of the chunked list below, which cannot be a <ul>
    <div role="listitem" className={view === 'thumbnails' ? 'aspect-[9/16]' : ''}>
      <LoadMoreTile
        loading={props.loadingMore}
        failed={props.loadMoreFailed ?? false}
        shown={videos.length}
        total={total === null ? null : countText(total, props.totalIsCapped)}
        onLoadMore={props.onLoadMore}
      />
    </div>
  ) : undefined;
  const opener = useRef<HTMLElement | null>(null);
  // Stable, so memoised items do not re-render when the list grows (1,000 loaded cards stay smooth).
  const open = useCallback(
    (video: ListVideo) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSelected(video);
      onOpenVideo?.(video);
    },
    [onOpenVideo],
  );
  const close = useCallback(() => {
    setSelected(null);
    setRequested(null);
    // The modal has no trigger element of its own, so focus goes back to the card that opened it
    // (once the dialog's focus trap has let go), and keyboard users keep their place in the list.
    const element = opener.current;
    setTimeout(() => {
      if (element?.isConnected && !document.querySelector('[role="dialog"]'))
        element.focus({ preventScroll: true });
    }, 0);
  }, []);

  /**
   * Page 1's first six images load at once (a full first row at 1440 px, six columns, and more than a 375 px
   * phone's first screen), so the largest image never waits for lazy loading. Only the first two — a phone's
   * first row, and the largest image on any layout — ask for high priority: more would share a phone's slow
   * connection with the image that decides LCP (measured on /public-beta: LCP 2.60 s with six, 2.53 s with
   * two; Lighthouse mobile, issue 14). Chrome raises the other visible ones itself once laid out.
   */
  const FIRST_ROW_IMAGES = 2;
  const FIRST_SCREEN_IMAGES = 6;

  return (
    <section aria-labelledby="video-list-heading" className={`flex flex-col gap-4 ${LIST_CONTAINER_CLASS}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="video-list-heading" className="mr-auto text-sm text-slate-600">
          <span role="status" aria-live="polite">
            {loading || total === null ? (
              'Loading videos…'
            ) : (
              <ResultCount total={total} capped={props.totalIsCapped ?? false} />
            )}
          </span>
        </h2>
        <div className="flex items-center gap-2 max-sm:w-full max-sm:justify-end">
          {props.toolbar}
          <ViewToggle view={view} onChange={props.onViewChange} />
        </div>
      </div>
      {loading ? (
        <VideoListSkeleton view={view} />
      ) : videos.length === 0 ? (
        (props.empty ?? <VideoListEmpty onClearFilters={props.onClearFilters} search={props.emptySearch} />)
      ) : (
        <SearchTermsProvider terms={props.searchTerms}>
          {/* biome-ignore lint/a11y/useSemanticElements: chunks (see CHUNK_CLASS) sit between the list and its items, which <ul> does not allow */}
          <div role="list" aria-label="Videos" className={STACK_CLASS[view]}>
            {chunks.map((chunk, index) => (
              <VideoListChunk
                // biome-ignore lint/suspicious/noArrayIndexKey: chunks only ever grow at the end, so the index is stable
                key={index}
                videos={chunk}
                view={view}
                onOpen={open}
                renderSaveControl={renderSaveControl}
                noteOf={props.noteOf}
                tail={index === chunks.length - 1 ? loadMore : undefined}
                priorityCount={index === 0 ? FIRST_ROW_IMAGES : 0}
                eagerCount={index === 0 ? FIRST_SCREEN_IMAGES : 0}
              />
            ))}
          </div>
        </SearchTermsProvider>
      )}
      {slots.renderVideoDetail?.({
        videoId: openId,
        initialVideo: selected ?? undefined,
        onClose: close,
      })}
    </section>
  );
}

/** A total as the list says it: "1,000+" when the server stopped counting there (issue 17). */
function countText(total: number, capped = false): string {
  return `${formatNumber(total)}${capped ? '+' : ''}`;
}

function ResultCount({ total, capped }: { total: number; capped: boolean }) {
  return (
    <>
      <span className="font-semibold text-slate-900">{countText(total, capped)}</span>{' '}
      {total === 1 && !capped ? 'video' : 'videos'}
    </>
  );
}
