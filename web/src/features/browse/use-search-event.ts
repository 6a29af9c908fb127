import { useEffect, useRef } from 'react';
import { track } from '../../lib/analytics';

/**
 * A search's results must stay on screen this long before the search counts as one a user made (issue 17).
 * Search-as-you-type applies every pause in typing, so "sav", "save mon" and "save money on food" each
 * fetch a list; only the one the searcher stops at is a search worth counting on the dashboard.
 */
export const SEARCH_SETTLED_MS = 1_500;

/**
 * Records the 'search' event (docs/product/analytics.md#events) once per settled search: when its first page has arrived and it
 * has stayed the applied search for SEARCH_SETTLED_MS. A search text is counted once however often its list
 * is re-sorted or re-filtered, until another text is searched.
 */
export function useSearchEvent(query: string, resultCount: number | null) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!query) {
      counted.current = null;
      return;
    }
    if (resultCount === null || counted.current === query) return;
    const timer = setTimeout(() => {
      counted.current = query;
      track({ type: 'search', query, result_count: resultCount });
    }, SEARCH_SETTLED_MS);
    return () => clearTimeout(timer);
  }, [query, resultCount]);
}
