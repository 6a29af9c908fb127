import { Link } from 'react-router';
import type { TaxonomyKind } from '../../../shared/contracts/taxonomy';
import { slugify } from '../../../shared/domain/slug';
import { paths } from '../lib/paths';

const TONES: Record<TaxonomyKind, string> = {
  formats: 'bg-indigo-50 text-indigo-700 ring-indigo-200 hover:bg-indigo-100',
  concepts: 'bg-amber-50 text-amber-800 ring-amber-200 hover:bg-amber-100',
  elements: 'bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100',
  topics: 'bg-sky-50 text-sky-700 ring-sky-200 hover:bg-sky-100',
  'account-types': 'bg-rose-50 text-rose-700 ring-rose-200 hover:bg-rose-100',
};

interface TaxonomyChipsProps {
  kind: TaxonomyKind;
  names: string[];
  /** Show at most this many, then '+N' (spec 000 §9: cards show 2 of each). */
  max?: number;
  /** Chips link to the taxonomy page by slug unless false (e.g. inside a clickable card). */
  linked?: boolean;
}

/** Taxonomy names as chips linking to /{kind}/{slug}, with a '+N' overflow. */
export function TaxonomyChips({ kind, names, max, linked = true }: TaxonomyChipsProps) {
  const shown = max === undefined ? names : names.slice(0, max);
  const hidden = names.length - shown.length;
  const chip = `inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[kind]}`;
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((name) =>
        linked ? (
          <Link
            key={name}
            to={paths.taxonomy(kind, slugify(name))}
            className={chip}
            onClick={(e) => e.stopPropagation()}
          >
            {name}
          </Link>
        ) : (
          <span key={name} className={chip}>
            {name}
          </span>
        ),
      )}
      {hidden > 0 && (
        <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
          +{hidden}
        </span>
      )}
    </span>
  );
}
