import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { paths } from '../../../../shared/domain/paths';
import type { LandingTaxonomyEntry } from './landing-taxonomies';

interface TaxonomyGridProps {
  id: string;
  kind: TaxonomyKind;
  eyebrow: string;
  title: string;
  intro: string;
  /** The list's accessible name. */
  listLabel: string;
  entries: LandingTaxonomyEntry[];
  /** Tailwind classes for the popularity bar. */
  barClass: string;
}

/** A browse-by grid of the landing page (docs/product/navigation-and-global.md#landing-page): each entry links to its taxonomy page by slug. */
export function TaxonomyGrid({
  id,
  kind,
  eyebrow,
  title,
  intro,
  listLabel,
  entries,
  barClass,
}: TaxonomyGridProps) {
  const most = Math.max(...entries.map((entry) => entry.count));
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-indigo-600 uppercase">{eyebrow}</p>
          <h2
            id={`${id}-title`}
            className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {title}
          </h2>
          <p className="mt-2 text-base leading-7 text-slate-600">{intro}</p>
        </div>
      </div>
      <ul aria-label={listLabel} className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {entries.map((entry) => (
          <li key={entry.slug}>
            <Link
              to={paths.taxonomy(kind, entry.slug)}
              className="group flex h-full flex-col rounded-2xl bg-white p-4 sm:p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/5 hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="text-[0.95rem] leading-snug font-semibold text-slate-900 sm:text-base">
                  {entry.name}
                </span>
                <ArrowUpRight
                  className="hidden size-4 shrink-0 text-slate-300 transition-colors group-hover:text-indigo-600 sm:block"
                  aria-hidden
                />
              </span>
              <span className="mt-auto pt-4 text-sm text-slate-500">
                {entry.count} videos
                <span aria-hidden className="mt-2 block h-1 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className={`block h-full rounded-full ${barClass}`}
                    style={{ width: `${(entry.count / most) * 100}%` }}
                  />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
