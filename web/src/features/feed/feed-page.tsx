import { useQuery } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FeedTab } from '../../../../shared/contracts/feed';
import { formatNumber } from '../../../../shared/domain/number-format';
import { pageTitle } from '../../../../shared/domain/site';
import { callToActionClass } from '../../components/call-to-action';
import { DEFAULT_VIDEO_LIST_VIEW, type VideoListView } from '../../components/video-list/list-layout';
import { usePageMeta } from '../../hooks/use-page-meta';
import { type Follow, followsQuery } from '../../lib/follows-api';
import { FeedList } from './feed-list';
import { FEED_PANEL_ID, FeedTabs, feedTabId } from './feed-tabs';
import { type FeedView, feedSearch, feedViewOf, openingView } from './feed-view';

// The panel, its dialog library and the toast code load when it is first opened: the page wakes up without them.
const ManageFollowsDialog = lazy(() =>
  import('./manage-follows-dialog').then((m) => ({ default: m.ManageFollowsDialog })),
);

const DESCRIPTION =
  'New videos from what you follow, picks like the ones you save, and what is breaking out now.';

/** What each tab is, under the tabs. */
const TAB_INTROS: Record<FeedTab, string> = {
  following: 'The newest videos in the library that match what you follow.',
  'for-you': 'Videos like the ones you save and follow, a few from each creator.',
  trending: 'The videos added lately that beat their usual views by the most.',
};

/**
 * /feed (premium and admin, docs/product/feed.md#feed-page): Following, For you and Trending, the tab in
 * the URL, each the browse screen's list with why every video is there; and the Manage follows panel.
 */
export function FeedPage() {
  usePageMeta(pageTitle('Feed'), DESCRIPTION);
  const [params, setParams] = useSearchParams();
  const view = feedViewOf(params);
  // Replace, as the swipefile tabs do: a tab or filter is a setting of this page, not a page to go Back to.
  const show = (next: FeedView) => setParams(feedSearch(next), { replace: true });
  const follows = useQuery(followsQuery());
  // The layout is the reader's across tabs, as the browse screen keeps it across filters.
  const [layout, setLayout] = useState<VideoListView>(DEFAULT_VIDEO_LIST_VIEW);
  const [managing, setManaging] = useState(false);
  const [managerLoaded, setManagerLoaded] = useState(false);
  const openManager = () => {
    setManagerLoaded(true);
    setManaging(true);
  };
  // A Following tab narrowed to the follow just ended shows everything followed again.
  const unfollowed = (follow: Follow) => {
    // Read from the URL as it is when the server answers, not as it was when the panel opened.
    setParams(
      (now) => {
        const current = feedViewOf(now);
        return current.follow === follow.id ? feedSearch({ ...current, follow: null }) : now;
      },
      { replace: true },
    );
  };
  const count = follows.data?.length;

  return (
    <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Your Feed</h1>
          <p className="mt-2 max-w-2xl text-base text-slate-600">{DESCRIPTION}</p>
        </div>
        <button
          type="button"
          onClick={openManager}
          aria-haspopup="dialog"
          className={callToActionClass('small', 'secondary', 'h-10 shrink-0 self-start sm:self-auto')}
        >
          <Settings2 className="size-4" aria-hidden />
          Manage follows
          {count !== undefined && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
              {formatNumber(count)}
              <span className="sr-only"> {count === 1 ? 'follow' : 'follows'}</span>
            </span>
          )}
        </button>
      </header>
      <FeedTabs tab={view.tab} onChoose={(tab) => show(openingView(tab))} />
      <div
        role="tabpanel"
        id={FEED_PANEL_ID}
        aria-labelledby={feedTabId(view.tab)}
        className="-mt-2 flex flex-col gap-4"
      >
        <p className="text-sm text-slate-600">{TAB_INTROS[view.tab]}</p>
        <FeedList view={view} follows={follows} layout={layout} onLayoutChange={setLayout} onShow={show} />
      </div>
      {managerLoaded && (
        <Suspense fallback={null}>
          <ManageFollowsDialog open={managing} onOpenChange={setManaging} onUnfollowed={unfollowed} />
        </Suspense>
      )}
    </div>
  );
}
