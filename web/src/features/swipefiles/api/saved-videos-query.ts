import { type InfiniteData, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SWIPEFILE_LIMITS } from '../../../../../shared/contracts/swipefile-limits';
import type { SavedVideoListResponse } from '../../../../../shared/contracts/swipefiles';
import { apiGet } from '../../../lib/api-client';

export type SavedVideosData = InfiniteData<SavedVideoListResponse, number>;

/** Every loaded page of a swipefile's videos, whatever the search (for updates after a change). */
export const savedVideosPrefix = (swipefileId: string) => ['saved-videos', swipefileId] as const;
export const savedVideosKey = (swipefileId: string, search: string) =>
  [...savedVideosPrefix(swipefileId), search] as const;

/**
 * GET /api/saved-videos?swipefile_id=&search=: the swipefile's videos, newest saved first, 50 a page;
 * Load more appends the next page. `search` filters by title, notes, hooks and tags on the server.
 */
export function useSavedVideos(swipefileId: string, search: string) {
  const result = useInfiniteQuery({
    queryKey: savedVideosKey(swipefileId, search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        swipefile_id: swipefileId,
        page: String(pageParam),
        limit: String(SWIPEFILE_LIMITS.savedVideosPageSize),
      });
      if (search) params.set('search', search);
      return apiGet<SavedVideoListResponse>(`/saved-videos?${params}`, signal);
    },
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    // A new search keeps the last results on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
    // Collaborators change a swipefile too: every visit reads it afresh, showing the cached pages meanwhile.
    staleTime: 0,
  });
  const pages = result.data?.pages;
  const videos = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  return { ...result, videos, total: pages?.[0]?.pagination.total ?? null };
}
