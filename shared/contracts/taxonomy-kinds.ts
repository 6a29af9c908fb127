// Kept free of zod so the web app's first bundle can import it without pulling in the validator.

/** The five taxonomies, by the path segment the API and the web app use for them. */
export const TAXONOMY_KINDS = ['topics', 'concepts', 'elements', 'formats', 'account-types'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];
