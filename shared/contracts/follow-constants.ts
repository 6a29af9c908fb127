// Kept free of zod so the web app's follow button can import it without loading the validator
// (follows.ts holds the schemas and re-exports these).
import type { TaxonomyKind } from './taxonomy-kinds';

/**
 * What a premium or admin user can follow (docs/product/feed.md#follows): a taxonomy entry of one of the
 * five kinds, by name; a creator, by handle; a curated view, by slug; a saved search with its filters.
 */
export const FOLLOW_KINDS = [
  'topic',
  'format',
  'concept',
  'element',
  'account_type',
  'creator',
  'view',
  'search',
] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** The follow kinds that name a taxonomy entry, and the taxonomy each names. */
export const FOLLOW_TAXONOMY_KINDS = {
  topic: 'topics',
  format: 'formats',
  concept: 'concepts',
  element: 'elements',
  account_type: 'account-types',
} as const satisfies Record<string, TaxonomyKind>;
export type TaxonomyFollowKind = keyof typeof FOLLOW_TAXONOMY_KINDS;

/** The follow kind of each taxonomy's entries (a taxonomy page's Follow button). */
export const FOLLOW_KIND_OF_TAXONOMY = {
  topics: 'topic',
  formats: 'format',
  concepts: 'concept',
  elements: 'element',
  'account-types': 'account_type',
} as const satisfies Record<TaxonomyKind, TaxonomyFollowKind>;

/** True for a follow kind that names a taxonomy entry. */
export const isTaxonomyFollowKind = (kind: FollowKind): kind is TaxonomyFollowKind =>
  Object.hasOwn(FOLLOW_TAXONOMY_KINDS, kind);

/** docs/product/limits.md#follows: how many follows one user may keep; the next is a 400 `limit_reached`. */
export const FOLLOWS_PER_USER = 200;

/**
 * The browse filters a saved search carries (docs/product/browsing.md#filters), under the names the
 * browse screen's URL gives them, plus the view a search on a view's page runs inside.
 */
export interface SearchFollowFilters {
  topics?: string[];
  format?: string;
  concept?: string;
  element?: string;
  accountType?: string;
  platform?: string;
  view?: string;
}

/** The single-valued filter keys, in the order a saved search's filters are written. */
export const SEARCH_FILTER_SINGLE_KEYS = [
  'format',
  'concept',
  'element',
  'accountType',
  'platform',
  'view',
] as const;
