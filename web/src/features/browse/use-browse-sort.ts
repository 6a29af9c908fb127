import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { VideoSort } from '../../../../shared/contracts/video-query';
import { sortFromSearchParams, withSortInSearchParams } from './api/video-sort';

/**
 * The browse order, kept in the URL beside the filters (`?sort=views|engagement`), so a sorted list can be
 * shared, reloaded and restored with Back; a filter change keeps it.
 */
export function useBrowseSort() {
  const [params, setParams] = useSearchParams();
  const sort = useMemo(() => sortFromSearchParams(params), [params]);
  const setSort = useCallback(
    (next: VideoSort) => {
      // Built on the URL as it is now (see use-browse-filters.ts), so a filter change just made is kept.
      const current = new URLSearchParams(window.location.search);
      const updated = withSortInSearchParams(current, next);
      if (updated.toString() !== current.toString()) setParams(updated);
    },
    [setParams],
  );
  return { sort, setSort };
}
