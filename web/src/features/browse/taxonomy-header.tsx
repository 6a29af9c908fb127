import { ChevronRight, Film, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { FOLLOW_KIND_OF_TAXONOMY } from '../../../../shared/contracts/follow-constants';
import type { TaxonomyItem, TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { paths } from '../../../../shared/domain/paths';
import { countOf } from '../../../../shared/domain/plural';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { useFeatureSlots } from '../../components/feature-slots';

/** The top of a taxonomy page (docs/product/taxonomies.md#taxonomy-list-pages): name, description, structural description and video count. */
export function TaxonomyHeader({ kind, item }: { kind: TaxonomyKind; item: TaxonomyItem }) {
  const label = TAXONOMY_LABELS[kind];
  const { renderFollowButton } = useFeatureSlots();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-500">
            <li>
              <Link to={paths.publicBrowse} className="rounded hover:text-slate-900 hover:underline">
                Browse
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
            <li>{label.plural}</li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-medium text-slate-700">
              {item.name}
            </li>
          </ol>
        </nav>
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${label.tone}`}
              >
                {label.singular}
              </span>
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
                <Film className="size-4 text-slate-400" aria-hidden />
                {countOf(item.usage_count, 'video')}
              </span>
              {/* docs/product/feed.md#follows: premium and admin users follow the entry by its name. */}
              {renderFollowButton?.({
                target: { kind: FOLLOW_KIND_OF_TAXONOMY[kind], value: item.name },
                name: item.name,
              })}
            </div>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {item.name}
            </h1>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-pretty text-slate-600">
              {item.description ?? `Analysed Instagram Reels and TikTok videos tagged ${item.name}.`}
            </p>
          </div>
          {item.structural_description && (
            <aside
              aria-labelledby="structure-title"
              className="self-start rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
            >
              <h2
                id="structure-title"
                className="flex items-center gap-2 text-sm font-semibold text-slate-900"
              >
                <Workflow className="size-4 text-indigo-600" aria-hidden />
                How it’s structured
              </h2>
              <p className="mt-2 text-sm leading-6 text-slate-600">{item.structural_description}</p>
            </aside>
          )}
        </div>
      </div>
    </header>
  );
}
