import { Link } from 'react-router';
import type { TaxonomyKind } from '../../../shared/contracts/taxonomy';
import { paths } from '../../../shared/domain/paths';
import { slugify } from '../../../shared/domain/slug';
import { TAXONOMY_LABELS } from '../../../shared/domain/taxonomy-labels';

interface TaxonomyChipsProps {
  kind: TaxonomyKind;
  names: string[];
  /** Show at most this many, then '+N' (docs/product/limits.md#display-rules: cards show 2 of each). */
  max?: number;
  /** Chips link to the taxonomy page by slug unless false (e.g. inside a clickable card). */
  linked?: boolean;
}

/** Taxonomy names as chips linking to /{kind}/{slug}, with a '+N' overflow. */
export function TaxonomyChips({ kind, names, max, linked = true }: TaxonomyChipsProps) {
  const shown = max === undefined ? names : names.slice(0, max);
  const hidden = names.length - shown.length;
  const chip = `inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TAXONOMY_LABELS[kind].tone} ${TAXONOMY_LABELS[kind].hoverTone}`;
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((name) =>
        linked ? (
          <Link
            key={name}
            to={paths.taxonomy(kind, slugify(name))}
            // A link is a touch target: 24 px high at least (WCAG 2.5.8; Lighthouse's target-size audit).
            className={`${chip} min-h-6`}
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
