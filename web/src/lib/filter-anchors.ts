import type { TaxonomyKind } from '../../../shared/contracts/taxonomy-kinds';

/**
 * The id of each taxonomy's control in the browse screen's filter panel. A link to a browse page with one
 * as its hash (`/videos#filter-format`) opens the panel with that control focused: how the mobile menu's
 * Taxonomies group serves readers who may not open the admin-only taxonomy lists.
 */
export const FILTER_CONTROL_ID: Record<TaxonomyKind, string> = {
  formats: 'filter-format',
  topics: 'filter-topics',
  concepts: 'filter-concept',
  elements: 'filter-element',
  'account-types': 'filter-account-type',
};

/** The taxonomy whose filter control a location's hash names, if any. */
export function filterKindOfHash(hash: string): TaxonomyKind | null {
  const id = hash.replace(/^#/, '');
  const entry = Object.entries(FILTER_CONTROL_ID).find(([, controlId]) => controlId === id);
  return entry ? (entry[0] as TaxonomyKind) : null;
}
