import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';

/** The singular label of each taxonomy, as the filter controls and chips name it (spec 000 §2). */
export const KIND_LABEL: Record<TaxonomyKind, string> = {
  formats: 'Format',
  topics: 'Topic',
  concepts: 'Concept',
  elements: 'Element',
  'account-types': 'Account Type',
};
