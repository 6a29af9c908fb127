import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { useFeatureSlots } from '../../components/feature-slots';
import { DEFAULT_VIDEO_LIST_VIEW, type VideoListView } from '../../components/video-list/list-layout';
import { VideoList } from '../../components/video-list/video-list';
import { FILTER_CONTROL_ID, filterKindOfHash } from '../../lib/filter-anchors';
import type { VideoReader } from '../../lib/video-reader';
import { ActiveFilterChips } from './active-filter-chips';
import { listErrorMessage } from './api/list-error-message';
import { useFilterLists } from './api/use-filter-lists';
import { useVideoList } from './api/use-video-list';
import { activeFilterCount, EMPTY_FILTERS, withFixedFilter, withoutFixedKey } from './api/video-filters';
import { BrowseError } from './browse-error';
import { FilterPanel } from './filter-panel';
import { FiltersToggle } from './filters-toggle';
import { RelatedResultsRow } from './related-results-row';
import { SEARCH_INPUT_ID } from './search-box';
import { searchFollow } from './search-follow';
import { SortSelect } from './sort-select';
import { useBrowseFilters } from './use-browse-filters';
import { useBrowseSort } from './use-browse-sort';
import { useSearchEvent } from './use-search-event';

const PANEL_ID = 'browse-filters';

export interface BrowseScreenProps {
  title: string;
  description?: string;
  /** A filter the page applies on top of the user's (a taxonomy page's entry), shown locked. */
  fixedFilter?: { kind: TaxonomyKind; name: string };
  /** A public view's slug (docs/product/calls.md#videos `view`; docs/decisions/0006-views.md). */
  viewSlug?: string;
  /** Which endpoints the list reads: the public ones (default) or the signed-in ones with the full analysis. */
  reader?: VideoReader;
  /** The page has its own h1 above the screen (a view's header), so the title is a sub-heading. */
  subHeading?: boolean;
}

/** The video browse screen (docs/product/browsing.md#active-filter-chips): search, filters and sort in the URL, chips, and the video list. */
export function BrowseScreen({
  title,
  description,
  fixedFilter,
  viewSlug,
  reader,
  subHeading = false,
}: BrowseScreenProps) {
  const { filters: urlFilters, updateFilters } = useBrowseFilters();
  // The page decides its fixed kind; a URL value for that kind is ignored rather than combined.
  const filters = withoutFixedKey(urlFilters, fixedFilter);
  const { sort, setSort } = useBrowseSort();
  const listFilters = withFixedFilter(filters, fixedFilter);
  const list = useVideoList(listFilters, { view: viewSlug, reader, sort });
  const { renderFollowButton } = useFeatureSlots();
  // docs/product/feed.md#follows: a search on screen can be followed, with the filters it runs with.
  const followable = renderFollowButton ? searchFollow(listFilters, viewSlug) : null;
  const { lists, isLoading: listsLoading } = useFilterLists();
  const [view, setView] = useState<VideoListView>(DEFAULT_VIDEO_LIST_VIEW);
  const [panelOpen, setPanelOpen] = useState(false);
  // A link naming a filter control (`#filter-format`, the mobile menu's Taxonomies group) opens the panel
  // with that control focused, once the lists have loaded and it can be used.
  const { hash } = useLocation();
  const linkedKind = filterKindOfHash(hash);
  useEffect(() => {
    if (!linkedKind) return;
    setPanelOpen(true);
    if (listsLoading) return;
    // The menu that held the link hands focus back to its button as it closes (after this page drew), and
    // traps focus until then: focus the control each frame until it has held for a few frames.
    let frame = 0;
    let held = 0;
    const focusControl = (left: number) => {
      const control = document.getElementById(FILTER_CONTROL_ID[linkedKind]);
      if (!control || left === 0) return;
      if (document.activeElement === control) held += 1;
      else {
        held = 0;
        control.focus();
        control.scrollIntoView({ block: 'center' });
      }
      if (held < 3) frame = requestAnimationFrame(() => focusControl(left - 1));
    };
    frame = requestAnimationFrame(() => focusControl(60));
    return () => cancelAnimationFrame(frame);
  }, [linkedKind, listsLoading]);
  const toggle = useRef<HTMLButtonElement>(null);
  // On a phone the open panel covers the results: a search sent with Enter or the button folds it away so
  // the list and its count show, and focus goes to the toggle (the search box it held is hidden now).
  const searchSent = () => {
    if (!panelOpen) return;
    setPanelOpen(false);
    if (toggle.current?.checkVisibility?.()) toggle.current.focus();
  };
  const count = activeFilterCount(filters);
  const searching = filters.search !== '';
  // The search info belongs to the list on screen: while a new search loads, the old one's is gone.
  const searchInfo = searching ? list.search : undefined;
  useSearchEvent(filters.search, list.isPending ? null : list.total);
  // A search that found nothing keeps its words when the filters go: the filters may be why it did.
  const otherFilters = count - (searching ? 1 : 0);
  const clearFilters =
    otherFilters > 0
      ? () => updateFilters((current) => ({ ...EMPTY_FILTERS, search: current.search }))
      : undefined;

  const hasVideos = list.videos.length > 0;
  // A retry after a failure shows the skeleton again rather than the old error.
  const loading = list.isPending || (list.isError && !hasVideos && list.isFetching);
  const failed = list.isError && !hasVideos && !list.isFetching;
  // Under a taxonomy page's own heading the screen's title is a sub-heading.
  const Heading = fixedFilter || subHeading ? 'h2' : 'h1';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header>
        <Heading className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</Heading>
        {description && <p className="mt-2 max-w-2xl text-base text-slate-600">{description}</p>}
      </header>
      <div className="flex flex-col gap-3">
        <FiltersToggle
          ref={toggle}
          open={panelOpen}
          panelId={PANEL_ID}
          count={count}
          onToggle={() => setPanelOpen((o) => !o)}
        />
        <FilterPanel
          id={PANEL_ID}
          open={panelOpen}
          filters={filters}
          fixedFilter={fixedFilter}
          lists={lists}
          listsLoading={listsLoading}
          onChange={updateFilters}
          onSearchSent={searchSent}
        />
        {/* The search's own row: its chips, and the offer to follow it. Not in the title row, which the
            toast that confirms a follow covers (top right) for as long as someone might want to undo. */}
        <div className="flex flex-wrap items-center justify-between gap-3 empty:hidden">
          <ActiveFilterChips
            filters={filters}
            fixedFilter={fixedFilter}
            onChange={updateFilters}
            fallbackFocusId={SEARCH_INPUT_ID}
          />
          {followable && renderFollowButton?.({ ...followable, look: 'search' })}
        </div>
      </div>
      {failed ? (
        <BrowseError message={listErrorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <VideoList
          videos={list.videos}
          view={view}
          onViewChange={setView}
          loading={loading}
          total={list.total}
          totalIsCapped={searchInfo?.totalIsCapped}
          searchTerms={searchInfo?.terms}
          emptySearch={
            searching
              ? {
                  query: filters.search,
                  suggestions: searchInfo?.suggestions ?? [],
                  onSearch: (search) => updateFilters((current) => ({ ...current, search })),
                }
              : undefined
          }
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          loadMoreFailed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
          onClearFilters={clearFilters}
          // One sort control: while searching the select offers Relevance beside Newest and the rest.
          toolbar={<SortSelect sort={sort} searching={searching} onChange={setSort} />}
        />
      )}
      {/* Apart from the list and its count: near misses of the search, never among its results. */}
      {searching && !loading && !failed && <RelatedResultsRow videos={list.related} />}
    </div>
  );
}
