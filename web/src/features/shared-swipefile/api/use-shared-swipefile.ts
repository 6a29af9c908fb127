import { useInfiniteQuery } from '@tanstack/react-query';
import type { SharedSwipefileKind } from '../../../../../shared/contracts/page-queries';
import type { SharedSwipefilePage } from '../../../../../shared/contracts/swipefiles';
import { ApiRequestError, apiGet } from '../../../lib/api-client';

/** The cache key of a shared swipefile's pages (the server render seeds page 1 under it). */
export function sharedSwipefileQueryKey(kind: SharedSwipefileKind, key: string) {
  return ['shared-swipefile', kind, key] as const;
}

/** The API path of one page of a shared or public swipefile. */
export function sharedSwipefileApiPath(kind: SharedSwipefileKind, key: string, page: number): string {
  const base = kind === 'link' ? '/shared/swipefiles/' : '/public/swipefiles/';
  return `${base}${encodeURIComponent(key)}${page > 1 ? `?page=${page}` : ''}`;
}

/**
 * A dead or unknown link (the API's 404 `share_link_inactive`), kept as an answer rather than an error: it
 * is what the page has to say, and the server can seed it so a visitor's HTML already says it.
 */
export interface InactiveLink {
  success: false;
  code: 'share_link_inactive';
}
export const INACTIVE_LINK: InactiveLink = { success: false, code: 'share_link_inactive' };
export type SharedSwipefileAnswer = SharedSwipefilePage | InactiveLink;

/** A shared or public swipefile, 50 saved videos a page, newest saved first; 'Load more' asks the next. */
export function useSharedSwipefile(kind: SharedSwipefileKind, key: string) {
  return useInfiniteQuery({
    queryKey: sharedSwipefileQueryKey(kind, key),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<SharedSwipefileAnswer> =>
      apiGet<SharedSwipefilePage>(sharedSwipefileApiPath(kind, key, pageParam), signal).catch((error) => {
        // 404: no live link has this token or slug; 400: nothing shaped like one could (over 200 characters).
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          return INACTIVE_LINK;
        }
        throw error;
      }),
    getNextPageParam: (last) =>
      last.success && last.pagination.hasMore ? last.pagination.page + 1 : undefined,
  });
}
