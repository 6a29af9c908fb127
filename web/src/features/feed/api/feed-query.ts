import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FeedResponse, FeedVideo } from '../../../../../shared/contracts/feed';
import { VIDEO_PAGE_SIZE } from '../../../../../shared/contracts/video-query-constants';
import { apiGet } from '../../../lib/api-client';
import type { FeedView } from '../feed-view';

/** Every Feed list's key starts here: an unfollow refreshes whichever tab is open. */
export const FEED_KEY = ['feed'] as const;

const NO_VIDEOS: FeedVideo[] = [];

/** GET /api/feed's query for a view, without page and limit (docs/product/calls.md#feed). */
export function feedApiQuery(view: FeedView): URLSearchParams {
  const query = new URLSearchParams({ tab: view.tab });
  if (view.tab === 'following' && view.follow) query.set('follow', view.follow);
  if (view.tab === 'trending') query.set('scope', view.scope);
  return query;
}

/** A view's cache key (the server render seeds the first page under it). */
export function feedQueryKey(view: FeedView) {
  return [...FEED_KEY, feedApiQuery(view).toString()] as const;
}

/** A tab of the Feed: page 1 first, Load More appends the next (docs/product/browsing.md#load-more). */
export function useFeed(view: FeedView) {
  const query = feedApiQuery(view);
  const result = useInfiniteQuery({
    queryKey: feedQueryKey(view),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set('page', String(pageParam));
      params.set('limit', String(VIDEO_PAGE_SIZE));
      return apiGet<FeedResponse>(`/feed?${params}`, signal);
    },
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    // As the browse list: a tab left is dropped, and coming back starts again from page 1 with what is new.
    gcTime: 0,
  });
  const pages = result.data?.pages;
  // One array per loaded page set, so the list's memoised chunks can tell what changed.
  const videos = useMemo(() => pages?.flatMap((page) => page.data) ?? NO_VIDEOS, [pages]);
  return { ...result, videos, total: pages?.[0]?.pagination.total ?? null };
}
