import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';

/** How each taxonomy is named on its public page, with the chip tone the rest of the app uses for it. */
export const TAXONOMY_LABELS: Record<TaxonomyKind, { singular: string; plural: string; tone: string }> = {
  formats: { singular: 'Format', plural: 'Formats', tone: 'bg-indigo-50 text-indigo-700 ring-indigo-200' },
  concepts: { singular: 'Concept', plural: 'Concepts', tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
  elements: {
    singular: 'Element',
    plural: 'Elements',
    tone: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  },
  topics: { singular: 'Topic', plural: 'Topics', tone: 'bg-sky-50 text-sky-700 ring-sky-200' },
  'account-types': {
    singular: 'Account Type',
    plural: 'Account Types',
    tone: 'bg-rose-50 text-rose-700 ring-rose-200',
  },
};

/** '1 video', '74 videos'. */
export function videoCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'video' : 'videos'}`;
}
