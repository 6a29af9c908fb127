// docs/product/taxonomies.md#slug-rule: every taxonomy link (/formats/{slug}, /topics/{slug}, ...) uses it.
const NOT_SLUG_CHARACTER = /[^\p{L}\p{N}\s-]/gu;

/** Turns a taxonomy name into its URL slug (docs/product/taxonomies.md#slug-rule). */
export function slugify(name: string): string {
  return (
    name
      // NFC first so "é" typed as e + combining accent stays one letter instead of being dropped.
      .normalize('NFC')
      .toLowerCase()
      // docs/product/taxonomies.md#slug-rule: drop characters other than letters, digits, spaces and hyphens
      // (tabs and line breaks count as spaces, so they become hyphens rather than vanishing).
      .replace(NOT_SLUG_CHARACTER, '')
      // docs/product/taxonomies.md#slug-rule: whitespace runs become a single hyphen
      .replace(/\s+/gu, '-')
      // docs/product/taxonomies.md#slug-rule: collapse repeated hyphens, trim hyphens at both ends
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
