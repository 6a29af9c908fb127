import type { TaxonomyKind } from '../../../../../shared/contracts/taxonomy';
import type { VideoSort } from '../../../../../shared/contracts/video-query';
import { DEFAULT_SORT } from './video-sort';

/** The browse filter set as it lives in the URL (docs/product/browsing.md#filters: topics, format, concept, element, accountType, platform, search). */
export interface BrowseFilters {
  topics: string[];
  format: string;
  concept: string;
  element: string;
  accountType: string;
  platform: string;
  search: string;
}

/** A filter a page applies on top of the user's own (a taxonomy page's entry); it cannot be removed. */
export interface FixedFilter {
  kind: TaxonomyKind;
  name: string;
}

export const EMPTY_FILTERS: BrowseFilters = {
  topics: [],
  format: '',
  concept: '',
  element: '',
  accountType: '',
  platform: '',
  search: '',
};

const SINGLE_KEYS = ['format', 'concept', 'element', 'accountType', 'platform', 'search'] as const;
type SingleKey = (typeof SINGLE_KEYS)[number];

/** Every URL parameter the browse screen owns; `topic` is the singular form list pages send (docs/decisions/0005-taxonomy-query-on-root.md). */
const URL_KEYS = ['topics', 'topic', ...SINGLE_KEYS] as const;

/** The filter key each taxonomy kind sets. */
export const FILTER_KEY_BY_KIND: Record<TaxonomyKind, 'topics' | Exclude<SingleKey, 'platform' | 'search'>> =
  {
    topics: 'topics',
    formats: 'format',
    concepts: 'concept',
    elements: 'element',
    'account-types': 'accountType',
  };

/** Reads filters from URL search params; `topics` may repeat or be comma-joined, and `topic` counts too. */
export function filtersFromSearchParams(params: URLSearchParams): BrowseFilters {
  const topics = [...params.getAll('topics'), ...params.getAll('topic')]
    .flatMap((value) => value.split(','))
    .map((t) => t.trim())
    .filter(Boolean);
  const filters: BrowseFilters = { ...EMPTY_FILTERS, topics: [...new Set(topics)] };
  for (const key of SINGLE_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

/** Writes filters to URL search params, leaving out empty ones so shared links stay short. */
export function filtersToSearchParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.topics.length > 0) params.set('topics', filters.topics.join(','));
  for (const key of SINGLE_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/** Replaces the filter parameters of `current` with `filters`, keeping any parameter the browse screen does not own. */
export function mergeFiltersIntoSearchParams(
  current: URLSearchParams,
  filters: BrowseFilters,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of URL_KEYS) next.delete(key);
  for (const [key, value] of filtersToSearchParams(filters)) next.set(key, value);
  return next;
}

/** The filters the list is fetched with: the page's fixed filter replaces the user's choice for its kind. */
export function withFixedFilter(filters: BrowseFilters, fixed: FixedFilter | undefined): BrowseFilters {
  if (!fixed) return filters;
  const key = FILTER_KEY_BY_KIND[fixed.kind];
  return key === 'topics' ? { ...filters, topics: [fixed.name] } : { ...filters, [key]: fixed.name };
}

/** The user's filters without the key a fixed filter locks (it is shown as context, not as a removable filter). */
export function withoutFixedKey(filters: BrowseFilters, fixed: FixedFilter | undefined): BrowseFilters {
  if (!fixed) return filters;
  const key = FILTER_KEY_BY_KIND[fixed.kind];
  return key === 'topics' ? { ...filters, topics: [] } : { ...filters, [key]: '' };
}

/**
 * The API query for a filter set (docs/product/calls.md#videos) and its order; the default order is
 * left out, which also lets a search be ranked by relevance.
 */
export function filtersToApiQuery(
  filters: BrowseFilters,
  extra: { view?: string | undefined; sort?: VideoSort | undefined } = {},
): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.topics.length > 0) query.set('topic', filters.topics.join(','));
  for (const key of SINGLE_KEYS) if (filters[key]) query.set(key, filters[key]);
  if (extra.view) query.set('view', extra.view);
  if (extra.sort && extra.sort !== DEFAULT_SORT) query.set('sort', extra.sort);
  return query;
}

/** How many filters are active (the mobile toggle's badge). */
export function activeFilterCount(filters: BrowseFilters): number {
  return filters.topics.length + SINGLE_KEYS.filter((key) => filters[key]).length;
}
