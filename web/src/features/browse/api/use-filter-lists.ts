import { useQuery } from '@tanstack/react-query';
import type { FilterLists, FilterListsResponse } from '../../../../../shared/contracts/taxonomy';
import { apiGet } from '../../../lib/api-client';

const EMPTY: FilterLists = { topics: [], formats: [], concepts: [], elements: [], accountTypes: [] };

/** The filter lists' cache key (the server render seeds it). */
export const FILTER_LISTS_QUERY_KEY = ['filters', 'public'] as const;

/** The master filter lists; on failure the lists are empty with no message (docs/product/calls.md#taxonomies-and-filters). */
export function useFilterLists() {
  const query = useQuery({
    queryKey: FILTER_LISTS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<FilterListsResponse>('/filters/public', signal),
    staleTime: 5 * 60_000,
  });
  return { lists: query.data?.data ?? EMPTY, isLoading: query.isLoading };
}
