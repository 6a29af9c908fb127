import { queryOptions } from '@tanstack/react-query';
import type { FilterListsResponse } from '../../../../../shared/contracts/taxonomy';
import type {
  View,
  ViewDeletedResponse,
  ViewInput,
  ViewListResponse,
  ViewResponse,
} from '../../../../../shared/contracts/views';
import { apiGet, apiRequest } from '../../../lib/api-client';

export type { View, ViewInput };

/** Every view with its video count (GET /api/views/public). */
export const viewsQuery = queryOptions({
  queryKey: ['views', 'list'],
  queryFn: ({ signal }) => apiGet<ViewListResponse>('/views/public', signal),
  select: (body) => body.data,
  staleTime: 0,
});

/** Every cached view answer (the list and each `/views/{slug}` page's): what a change makes stale. */
export const VIEWS_QUERY_PREFIX = ['views'] as const;

/** The taxonomy names, offered as tags while typing a filter. */
export const tagSuggestionsQuery = queryOptions({
  queryKey: ['filters', 'public'],
  queryFn: ({ signal }) => apiGet<FilterListsResponse>('/filters/public', signal),
  staleTime: 5 * 60_000,
});

export function createView(input: ViewInput) {
  return apiRequest<ViewResponse>('/views/public', { method: 'POST', body: input });
}

export function updateView(id: number, input: ViewInput) {
  return apiRequest<ViewResponse>(`/views/public?id=${id}`, { method: 'PUT', body: input });
}

export function deleteView(id: number) {
  return apiRequest<ViewDeletedResponse>(`/views/public?id=${id}`, { method: 'DELETE' });
}
