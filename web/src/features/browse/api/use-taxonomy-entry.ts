import { useQuery } from '@tanstack/react-query';
import type { TaxonomyItemResponse, TaxonomyKind } from '../../../../../shared/contracts/taxonomy';
import { ApiRequestError, apiGet } from '../../../lib/api-client';

/** True when the API says there is no such entry: 404, or 400 for a slug that cannot exist. */
export function isMissingEntry(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** One public taxonomy entry by slug: GET /api/{kind}/public/{slug}. */
export function useTaxonomyEntry(kind: TaxonomyKind, slug: string) {
  return useQuery({
    queryKey: ['taxonomy', kind, 'public', slug],
    queryFn: ({ signal }) =>
      apiGet<TaxonomyItemResponse>(`/${kind}/public/${encodeURIComponent(slug)}`, signal),
    select: (body) => body.data,
    // A missing entry will not appear on a retry; a network failure might.
    retry: (failures, error) => !isMissingEntry(error) && failures < 1,
  });
}
