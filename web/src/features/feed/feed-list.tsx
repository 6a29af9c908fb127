import type { UseQueryResult } from '@tanstack/react-query';
import type { Follow } from '../../../../shared/contracts/follows';
import type { VideoListView } from '../../components/video-list/list-layout';
import { VideoList } from '../../components/video-list/video-list';
import { errorCode, errorMessage } from '../../lib/error-messages';
import { useFeed } from './api/feed-query';
import {
  FeedFailed,
  FollowGone,
  FollowWithoutVideos,
  ForYouColdStart,
  NoFollowsYet,
  NothingFollowedHasVideos,
  NothingTrending,
} from './feed-empty-states';
import { feedNoteOf } from './feed-notes';
import { FollowFilter, TrendingScope } from './feed-toolbar';
import type { FeedView } from './feed-view';

// docs/product/browsing.md#loading-empty-and-error-states: the fallback when a list load fails without a message from the server.
const LIST_LOAD_FAILED = 'Failed to load videos';

interface FeedListProps {
  view: FeedView;
  /** The user's follows (GET /api/follows): the filter's options, and whether there is anything to follow. */
  follows: UseQueryResult<Follow[]>;
  layout: VideoListView;
  onLayoutChange: (layout: VideoListView) => void;
  /** Shows another view of the Feed (the URL changes with it). */
  onShow: (view: FeedView) => void;
}

/**
 * One tab of the Feed: the browse screen's list (its views, Load More, the detail modal) over GET /api/feed,
 * each video saying why it is there, and the tab's own loading, empty and error states.
 */
export function FeedList({ view, follows, layout, onLayoutChange, onShow }: FeedListProps) {
  const list = useFeed(view);
  const followsNothing = follows.data?.length === 0;
  // Following and Trending within follows list nothing until something is followed: say where to follow.
  if (followsNothing && (view.tab === 'following' || view.scope === 'follows'))
    return <NoFollowsYet trending={view.tab === 'trending'} />;

  const hasVideos = list.videos.length > 0;
  // A retry after a failure shows the skeleton again rather than the old error.
  const loading = list.isPending || (list.isError && !hasVideos && list.isFetching);
  const failed = list.isError && !hasVideos && !list.isFetching;
  const showAll = () => onShow({ ...view, follow: null, scope: 'all' });
  if (failed) {
    // A follow in the URL that is not (or no longer) the user's: the API's 404 names it.
    if (errorCode(list.error) === 'follow_not_found') return <FollowGone onShowAll={showAll} />;
    return (
      <FeedFailed message={errorMessage(list.error, LIST_LOAD_FAILED)} onRetry={() => void list.refetch()} />
    );
  }

  const toolbar =
    view.tab === 'following' ? (
      <FollowFilter
        follows={follows.data}
        value={view.follow}
        onChange={(follow) => onShow({ ...view, follow })}
      />
    ) : view.tab === 'trending' ? (
      <TrendingScope scope={view.scope} onChange={(scope) => onShow({ ...view, scope })} />
    ) : undefined;

  return (
    <VideoList
      videos={list.videos}
      view={layout}
      onViewChange={onLayoutChange}
      loading={loading}
      total={list.total}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      loadMoreFailed={list.isFetchNextPageError}
      onLoadMore={() => void list.fetchNextPage()}
      toolbar={toolbar}
      noteOf={feedNoteOf(view)}
      empty={<FeedEmpty view={view} follows={follows.data} onShow={onShow} />}
    />
  );
}

function FeedEmpty({
  view,
  follows,
  onShow,
}: {
  view: FeedView;
  follows: Follow[] | undefined;
  onShow: (view: FeedView) => void;
}) {
  const showAll = () => onShow({ ...view, follow: null, scope: 'all' });
  if (view.tab === 'for-you')
    return <ForYouColdStart onShowTrending={() => onShow({ ...view, tab: 'trending' })} />;
  if (view.tab === 'trending')
    return <NothingTrending withinFollows={view.scope === 'follows'} onShowAll={showAll} />;
  if (view.follow === null) return <NothingFollowedHasVideos />;
  const follow = follows?.find((item) => item.id === view.follow);
  return follow ? (
    <FollowWithoutVideos label={follow.label} onShowAll={showAll} />
  ) : (
    <FollowGone onShowAll={showAll} />
  );
}
