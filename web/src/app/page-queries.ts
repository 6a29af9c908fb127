import {
  type PageQuery,
  sharedBriefAddress,
  sharedSwipefileAddress,
  swipefileIdOf,
  viewSlugOf,
} from '../../../shared/contracts/page-queries';
import { SWIPEFILE_LIMITS } from '../../../shared/contracts/swipefile-limits';
import { TAXONOMY_KINDS } from '../../../shared/contracts/taxonomy-kinds';
import { VIDEO_PAGE_SIZE } from '../../../shared/contracts/video-query';
import { paths } from '../../../shared/domain/paths';
import { FILTER_LISTS_QUERY_KEY } from '../features/browse/api/use-filter-lists';
import { publicViewQueryKey } from '../features/browse/api/use-public-view';
import { videoListQueryKey } from '../features/browse/api/use-video-list';
import { filtersFromSearchParams, filtersToApiQuery } from '../features/browse/api/video-filters';
import { sortFromSearchParams } from '../features/browse/api/video-sort';
import { feedApiQuery, feedQueryKey } from '../features/feed/api/feed-query';
import { feedViewOf } from '../features/feed/feed-view';
import { sharedBriefQueryKey } from '../features/shared-brief/api/use-shared-brief';
import { sharedSwipefileQueryKey } from '../features/shared-swipefile/api/use-shared-swipefile';
import { savedVideosKey } from '../features/swipefiles/api/saved-videos-query';
import { sharedSwipefilesQuery } from '../features/swipefiles/api/shared-swipefiles-query';
import { swipefileKey } from '../features/swipefiles/api/swipefile-query';
import { swipefilesTab } from '../features/swipefiles/swipefiles-tab';
import { videoQueryKey } from '../features/video/api/use-video';
import { FOLLOWS_KEY } from '../lib/follows-api';
import { NEW_SHARES_KEY } from '../lib/new-shares-api';
import { mySwipefilesQuery } from '../lib/swipefiles-api';
import { meQuery } from '../session/session-queries';

/**
 * The queries a signed-out visitor's first screen of `pathname` reads, under the keys its hooks use, so
 * the server can answer them and the page starts with its data (and its hydration matches the HTML).
 * Every page knows the visitor has no session: the client then never asks /api/me (which would be a 401).
 */
export function pageQueries(pathname: string, search: URLSearchParams): PageQuery[] {
  const queries: PageQuery[] = [{ key: meQuery.queryKey, read: { kind: 'visitor-session' } }];
  if (pathname === paths.publicBrowse) {
    // The same filters and sort → API query steps as the browse screen (features/browse/browse-screen.tsx).
    const query = filtersToApiQuery(filtersFromSearchParams(search), { sort: sortFromSearchParams(search) });
    queries.push(
      {
        key: videoListQueryKey('public', query),
        read: { kind: 'video-list-page', query, page: 1, limit: VIDEO_PAGE_SIZE, audience: 'public' },
        infinite: true,
      },
      { key: FILTER_LISTS_QUERY_KEY, read: { kind: 'filter-lists' } },
    );
  }
  const viewSlug = viewSlugOf(pathname);
  if (viewSlug !== null) {
    // The view's header, then the browse screen's list of it (same steps as the browse screen).
    const query = filtersToApiQuery(filtersFromSearchParams(search), {
      view: viewSlug,
      sort: sortFromSearchParams(search),
    });
    queries.push(
      { key: publicViewQueryKey(viewSlug), read: { kind: 'view', slug: viewSlug } },
      {
        key: videoListQueryKey('public', query),
        read: { kind: 'video-list-page', query, page: 1, limit: VIDEO_PAGE_SIZE, audience: 'public' },
        infinite: true,
      },
      { key: FILTER_LISTS_QUERY_KEY, read: { kind: 'filter-lists' } },
    );
  }
  const video = /^\/v\/([1-9]\d{0,14})$/.exec(pathname);
  if (video) {
    const id = Number(video[1]);
    queries.push({ key: videoQueryKey('public', id), read: { kind: 'video', id } });
  }
  const shared = sharedSwipefileAddress(pathname);
  if (shared) {
    queries.push({
      key: sharedSwipefileQueryKey(shared.by, shared.key),
      read: { kind: 'shared-swipefile', by: shared.by, key: shared.key },
      infinite: true,
    });
  }
  const brief = sharedBriefAddress(pathname);
  if (brief) {
    queries.push({
      key: sharedBriefQueryKey(brief.by, brief.key),
      read: { kind: 'shared-brief', by: brief.by, key: brief.key },
    });
  }
  return queries;
}

/** The queries a signed-in user's first screen of `pathname` reads, under the keys its hooks use. */
export function signedInPageQueries(pathname: string, search: URLSearchParams): PageQuery[] {
  const queries: PageQuery[] = [{ key: meQuery.queryKey, read: { kind: 'signed-in-session' } }];
  if (pathname === paths.videos) {
    // The same steps as the browse screen with the signed-in reader (features/browse/all-videos-page.tsx).
    const query = filtersToApiQuery(filtersFromSearchParams(search), { sort: sortFromSearchParams(search) });
    queries.push(
      {
        key: videoListQueryKey('signed-in', query),
        read: { kind: 'video-list-page', query, page: 1, limit: VIDEO_PAGE_SIZE, audience: 'full' },
        infinite: true,
      },
      { key: FILTER_LISTS_QUERY_KEY, read: { kind: 'filter-lists' } },
    );
  }
  if (pathname === paths.swipefiles) {
    // The open tab's list (features/swipefiles/swipefiles-page.tsx), and the new shares its Shared tab counts.
    const list =
      swipefilesTab(search) === 'shared'
        ? { key: sharedSwipefilesQuery().queryKey, read: { kind: 'shared-swipefiles' } as const }
        : { key: mySwipefilesQuery().queryKey, read: { kind: 'own-swipefiles' } as const };
    queries.push(list, { key: NEW_SHARES_KEY, read: { kind: 'new-shares' } });
  }
  if (pathname === paths.feed) {
    // The follows (the filter, the Manage follows count) and the open tab's first page, as the Feed page
    // reads them (features/feed/feed-page.tsx); for a tier the Feed is not open to, neither is answered.
    const view = feedViewOf(search);
    queries.push(
      { key: FOLLOWS_KEY, read: { kind: 'follows' } },
      {
        key: feedQueryKey(view),
        read: { kind: 'feed-page', query: feedApiQuery(view), page: 1, limit: VIDEO_PAGE_SIZE },
        infinite: true,
      },
    );
  }
  const swipefileId = swipefileIdOf(pathname);
  if (swipefileId !== null) {
    // The swipefile, then its first page of videos with no search (features/swipefiles/swipefile-detail-page.tsx).
    queries.push(
      { key: swipefileKey(swipefileId), read: { kind: 'swipefile', id: swipefileId } },
      {
        key: savedVideosKey(swipefileId, ''),
        read: {
          kind: 'saved-videos-page',
          swipefileId,
          page: 1,
          limit: SWIPEFILE_LIMITS.savedVideosPageSize,
        },
        infinite: true,
      },
    );
  }
  return queries;
}

/**
 * The source module of a page's lazy route chunk (as app.tsx imports it, relative to web/), so the server
 * can preload it from Vite's manifest with the HTML; null for pages in the first bundle.
 */
export function routeModule(pathname: string): string | null {
  if (pathname === paths.publicBrowse) return 'src/app/routes/public-browse-route.tsx';
  if (pathname === paths.videos) return 'src/app/routes/all-videos-route.tsx';
  if (pathname === paths.swipefiles) return 'src/features/swipefiles/swipefiles-page.tsx';
  if (pathname === paths.feed) return 'src/app/routes/feed-route.tsx';
  if (swipefileIdOf(pathname) !== null) return 'src/app/routes/swipefile-detail-route.tsx';
  if (pathname === paths.login) return 'src/features/auth/login/login-page.tsx';
  if (/^\/v\/[^/]+$/.test(pathname)) return 'src/app/routes/video-page-route.tsx';
  if (viewSlugOf(pathname) !== null) return 'src/app/routes/view-route.tsx';
  if (sharedSwipefileAddress(pathname)) return 'src/features/shared-swipefile/shared-swipefile-page.tsx';
  if (sharedBriefAddress(pathname)) return 'src/features/shared-brief/shared-brief-page.tsx';
  if (TAXONOMY_KINDS.some((kind) => new RegExp(`^/${kind}/[^/]+$`).test(pathname)))
    return 'src/app/routes/taxonomy-route.tsx';
  return null;
}
