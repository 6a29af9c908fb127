import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FullVideo, PublicVideo } from '../../../../../shared/contracts/video';
import { VIDEO_PAGE_SIZE, type VideoSort } from '../../../../../shared/contracts/video-query-constants';
import type {
  FullVideoListResponse,
  PublicVideoListResponse,
} from '../../../../../shared/contracts/video-search';
import { apiGet } from '../../../lib/api-client';
import { type VideoReader, videoListPath } from '../../../lib/video-reader';
import { type BrowseFilters, filtersToApiQuery } from './video-filters';

const NO_VIDEOS: (PublicVideo | FullVideo)[] = [];

/** The list's cache key: the reader and the API query (the server render seeds the first page under it). */
export function videoListQueryKey(reader: VideoReader, query: URLSearchParams) {
  return ['videos', reader, query.toString()] as const;
}

/** The browse list in the chosen order: page 1 first, Load More appends the next page (docs/product/browsing.md#load-more). */
export function useVideoList(
  filters: BrowseFilters,
  { view, reader = 'public', sort }: { view?: string; reader?: VideoReader; sort?: VideoSort } = {},
) {
  const query = filtersToApiQuery(filters, { view, sort });
  const result = useInfiniteQuery({
    queryKey: videoListQueryKey(reader, query),
    initialPageParam: 1,
    // TanStack Query aborts `signal` once nothing reads the query any more: when search-as-you-type moves
    // on to the next text (a new key), the request for the text before it is cancelled, not awaited.
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set('page', String(pageParam));
      params.set('limit', String(VIDEO_PAGE_SIZE));
      return apiGet<PublicVideoListResponse | FullVideoListResponse>(
        `${videoListPath(reader)}?${params}`,
        signal,
      );
    },
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    // docs/product/browsing.md#load-more: any filter or search change resets to page 1 and clears the list, so a filter set the
    // user leaves is dropped at once; coming back (Back, a reload) starts again from page 1.
    gcTime: 0,
  });
  const pages = result.data?.pages;
  // One array per loaded page set, so the list's memoised chunks can tell what changed.
  const videos = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const first = pages?.[0];
  return {
    ...result,
    videos,
    total: first?.pagination.total ?? null,
    search: first?.search,
    related: first?.related ?? NO_VIDEOS,
  };
}
