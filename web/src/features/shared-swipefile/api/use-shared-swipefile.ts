import { useInfiniteQuery } from '@tanstack/react-query';
import type { SharedSwipefilePage } from '../../../../../shared/contracts/swipefiles';
import { apiGet } from '../../../lib/api-client';

/** How a read-only swipefile is reached (DECISIONS.md 18): a share link's token or a public slug. */
export type SharedSwipefileKind = 'link' | 'public';

/** The cache key of a shared swipefile's pages (the server render seeds page 1 under it). */
export function sharedSwipefileQueryKey(kind: SharedSwipefileKind, key: string) {
  return ['shared-swipefile', kind, key] as const;
}

/** The API path of one page of a shared or public swipefile. */
export function sharedSwipefileApiPath(kind: SharedSwipefileKind, key: string, page: number): string {
  const base = kind === 'link' ? '/shared/swipefiles/' : '/public/swipefiles/';
  return `${base}${encodeURIComponent(key)}${page > 1 ? `?page=${page}` : ''}`;
}

/** A shared or public swipefile, 50 saved videos a page, newest saved first; 'Load more' asks the next. */
export function useSharedSwipefile(kind: SharedSwipefileKind, key: string) {
  return useInfiniteQuery({
    queryKey: sharedSwipefileQueryKey(kind, key),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiGet<SharedSwipefilePage>(sharedSwipefileApiPath(kind, key, pageParam), signal),
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });
}
