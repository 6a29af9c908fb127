import { slugify } from './slug';

/**
 * The rules of a view's fields (docs/product/views.md#what-a-view-is, docs/decisions/0006-views.md), free of zod: the API's schemas
 * (shared/contracts/views.ts) and the web app's form both read them.
 */

export const VIEW_LIMITS = {
  nameMax: 100,
  slugMax: 100,
  descriptionMax: 500,
  tagFilterMax: 2000,
  /** Tags one filter may name (the browse list's `topic` allows as many). */
  tagsMax: 50,
  /** Each tag is matched like a browse filter value, which allows 200 characters. */
  tagMax: 200,
} as const;

/** Why a slug is refused: the slug rule in words (docs/product/taxonomies.md#slug-rule), shown next to the field. */
export const SLUG_RULE_MESSAGE =
  'may contain only lowercase letters, digits and single hyphens between them (like "skincare-myths")';

/** docs/decisions/0006-views.md: a view's `tag_filter` is comma-separated tags; blanks and padding are dropped. */
export function splitTagFilter(tagFilter: string): string[] {
  return tagFilter
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** True when `slug` follows the slug rule (docs/product/taxonomies.md#slug-rule) within the length limit: what a view's slug may be. */
export function isViewSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= VIEW_LIMITS.slugMax && slugify(slug) === slug;
}
