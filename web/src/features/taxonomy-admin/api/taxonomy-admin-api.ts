import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditEntry, AuditPage } from '../../../../../shared/contracts/audit';
import type {
  TaxonomyItem,
  TaxonomyItemResponse,
  TaxonomyKind,
} from '../../../../../shared/contracts/taxonomy';
import type {
  TaxonomyDeletedResponse,
  TaxonomyListPage,
  TaxonomyMergeResponse,
} from '../../../../../shared/contracts/taxonomy-admin';
import { TAXONOMY_PAGE_SIZE } from '../../../../../shared/contracts/taxonomy-admin-constants';
import { apiGet, apiRequest } from '../../../lib/api-client';

export type { AuditEntry, TaxonomyItem };

/** Every query of these screens starts with this key: a change refreshes them all (counts move). */
export const TAXONOMY_ADMIN_KEY = ['admin', 'taxonomies'] as const;

/** One page of GET /api/admin/taxonomies/{kind}, searched. */
export const taxonomyPageQuery = (
  kind: TaxonomyKind,
  search: string,
  page: number,
  limit = TAXONOMY_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...TAXONOMY_ADMIN_KEY, kind, { search, page, limit }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(limit) });
      if (search.trim()) params.set('search', search.trim());
      return apiGet<TaxonomyListPage>(`/admin/taxonomies/${kind}?${params}`, signal);
    },
    // Paging and typing keep the current rows on screen until the next answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** An entry's history: the audit log's entries for it, newest first. */
export const taxonomyHistoryQuery = (kind: TaxonomyKind, id: number) =>
  queryOptions({
    queryKey: [...TAXONOMY_ADMIN_KEY, kind, 'history', id],
    queryFn: ({ signal }) =>
      apiGet<AuditPage>(
        `/admin/audit?${new URLSearchParams({ target_type: kind, target_id: String(id), limit: '50' })}`,
        signal,
      ),
    staleTime: 0,
  });

export interface TaxonomyEdit {
  name?: string;
  description?: string | null;
  structural_description?: string | null;
}

export const updateTaxonomyEntry = (kind: TaxonomyKind, id: number, edit: TaxonomyEdit) =>
  apiRequest<TaxonomyItemResponse>(`/admin/taxonomies/${kind}/${id}`, { method: 'PUT', body: edit });

export const mergeTaxonomyEntry = (kind: TaxonomyKind, id: number, intoId: number) =>
  apiRequest<TaxonomyMergeResponse>(`/admin/taxonomies/${kind}/${id}/merge`, {
    method: 'POST',
    body: { into_id: intoId },
  });

export const deleteTaxonomyEntry = (kind: TaxonomyKind, id: number) =>
  apiRequest<TaxonomyDeletedResponse>(`/admin/taxonomies/${kind}/${id}`, { method: 'DELETE' });
