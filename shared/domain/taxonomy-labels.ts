import type { TaxonomyKind } from '../contracts/taxonomy-kinds';

/** How the product names one taxonomy (docs/product/routes.md#redirects), and the chip colours the web app gives it. */
export interface TaxonomyLabel {
  singular: string;
  plural: string;
  /** Tailwind classes of its chips; written out whole so Tailwind's scan of shared/ finds them. */
  tone: string;
  /** Added to `tone` on chips that link somewhere. */
  hoverTone: string;
}

/** Each taxonomy's names and chip colours: the filters, chips, pages, menus and API summaries read them. */
export const TAXONOMY_LABELS: Record<TaxonomyKind, TaxonomyLabel> = {
  formats: {
    singular: 'Format',
    plural: 'Formats',
    tone: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
    hoverTone: 'hover:bg-indigo-100',
  },
  concepts: {
    singular: 'Concept',
    plural: 'Concepts',
    tone: 'bg-amber-50 text-amber-800 ring-amber-200',
    hoverTone: 'hover:bg-amber-100',
  },
  elements: {
    singular: 'Element',
    plural: 'Elements',
    tone: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    hoverTone: 'hover:bg-emerald-100',
  },
  topics: {
    singular: 'Topic',
    plural: 'Topics',
    tone: 'bg-sky-50 text-sky-700 ring-sky-200',
    hoverTone: 'hover:bg-sky-100',
  },
  'account-types': {
    singular: 'Account Type',
    plural: 'Account Types',
    tone: 'bg-rose-50 text-rose-700 ring-rose-200',
    hoverTone: 'hover:bg-rose-100',
  },
};

/** The singular name in running text: 'topic', 'account type'. */
export function taxonomyNoun(kind: TaxonomyKind): string {
  return TAXONOMY_LABELS[kind].singular.toLowerCase();
}
