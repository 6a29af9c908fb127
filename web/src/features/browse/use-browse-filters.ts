import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type BrowseFilters,
  filtersFromSearchParams,
  mergeFiltersIntoSearchParams,
} from './api/video-filters';

/** A change to the filters, computed from the filters as they are when it is applied. */
export type FiltersUpdate = (current: BrowseFilters) => BrowseFilters;

/** How a change enters the history: `replace` rewrites the current entry (search-as-you-type). */
export interface FiltersUpdateOptions {
  replace?: boolean;
}

/**
 * The browse filters, kept in the URL (docs/product/browsing.md#filters: topics, format, concept, element, accountType,
 * platform and search prefill the filters), so a filtered list can be bookmarked, shared, reloaded and
 * restored with Back: every change is a new history entry, except those a caller asks to replace (a search
 * being typed is one entry, not one per pause).
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const updateFilters = useCallback(
    (update: FiltersUpdate, options: FiltersUpdateOptions = {}) => {
      // The router renders a URL change in a transition, so the last render can lag behind the address
      // bar when changes come quickly (a search, then at once a format); each change builds on the URL
      // as it is now, never on a stale render, so no change undoes the one before.
      const current = new URLSearchParams(window.location.search);
      const next = mergeFiltersIntoSearchParams(current, update(filtersFromSearchParams(current)));
      // An unchanged filter set must not add a history entry, so Back stays one step per change.
      if (next.toString() !== current.toString()) setParams(next, { replace: options.replace ?? false });
    },
    [setParams],
  );
  return { filters, updateFilters };
}
