import type { TaxonomyKind } from './taxonomy-kinds';

// Kept free of zod so the admin screens can import the numbers without the validator.

/** A library can hold thousands of entries: the admin lists page them by 50 (issue 16). */
export const TAXONOMY_PAGE_SIZE = 50;
export const TAXONOMY_PAGE_SIZE_MAX = 100;
export const TAXONOMY_NAME_MAX = 200;
export const TAXONOMY_DESCRIPTION_MAX = 5000;

/** docs/product/sharing.md#access-levels: only concepts, elements and formats have a structural description. */
export const KINDS_WITH_STRUCTURE: readonly TaxonomyKind[] = ['concepts', 'elements', 'formats'];
