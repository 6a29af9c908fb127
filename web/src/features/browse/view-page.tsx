import { Film, Layers } from 'lucide-react';
import { useParams } from 'react-router';
import type { View } from '../../../../shared/contracts/views';
import { countOf } from '../../../../shared/domain/plural';
import { pageTitle } from '../../../../shared/domain/site';
import {
  VIEW_NOT_FOUND_TITLE,
  viewPageDescription,
  viewPageTitle,
} from '../../../../shared/domain/view-page-meta';
import { splitTagFilter } from '../../../../shared/domain/view-rules';
import { useFeatureSlots } from '../../components/feature-slots';
import { TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { usePublicView } from './api/use-public-view';
import { BrowseScreen } from './browse-screen';
import { PageNotFound, TaxonomyHeaderSkeleton } from './taxonomy-page-states';

/**
 * A public view (`/views/{slug}`, docs/decisions/0006-views.md): its name and description, then the browse screen
 * listing the videos that carry any of its tags.
 */
export function ViewPage() {
  const { slug = '' } = useParams();
  const view = usePublicView(slug);
  const item = view.data;

  usePageMeta(
    item ? viewPageTitle(item.name) : item === null ? VIEW_NOT_FOUND_TITLE : pageTitle('Views'),
    item ? viewPageDescription(item) : undefined,
  );

  if (view.isPending) return <TaxonomyHeaderSkeleton />;
  if (view.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Couldn’t load this view</h1>
        <p className="mt-3 text-base leading-7 text-slate-600">{view.error.message}</p>
        <div className="mt-6">
          <TryAgainButton onClick={() => void view.refetch()} />
        </div>
      </div>
    );
  }
  if (view.data === null) return <ViewNotFound slug={slug} />;
  return (
    <>
      <ViewHeader view={view.data} />
      <BrowseScreen
        key={view.data.slug}
        title={`${view.data.name} videos`}
        viewSlug={view.data.slug}
        subHeading
      />
    </>
  );
}

function ViewHeader({ view }: { view: View }) {
  const tags = splitTagFilter(view.tag_filter);
  const { renderFollowButton } = useFeatureSlots();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-inset ring-indigo-200">
            <Layers className="size-3.5" aria-hidden />
            Curated view
          </span>
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <Film className="size-4 text-slate-500" aria-hidden />
            {countOf(view.video_count, 'video')}
          </span>
          {/* docs/product/feed.md#follows: premium and admin users follow the view by its slug. */}
          {renderFollowButton?.({ target: { kind: 'view', value: view.slug }, name: view.name })}
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {view.name}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-pretty text-slate-600">
          {viewPageDescription(view)}
        </p>
        <ul aria-label="Tags in this view" className="mt-5 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-200"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}

function ViewNotFound({ slug }: { slug: string }) {
  return (
    <PageNotFound title="We couldn’t find that view">
      No view has the address “{slug}”. It may have been renamed or removed.
    </PageNotFound>
  );
}
