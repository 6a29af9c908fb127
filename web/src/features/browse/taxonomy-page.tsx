import { Navigate, useParams } from 'react-router';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { paths } from '../../../../shared/domain/paths';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { usePageMeta } from '../../hooks/use-page-meta';
import { isMissingEntry, useTaxonomyEntry } from './api/use-taxonomy-entry';
import { BrowseScreen } from './browse-screen';
import { TaxonomyHeader } from './taxonomy-header';
import { TaxonomyHeaderSkeleton, TaxonomyLoadError, TaxonomyNotFound } from './taxonomy-page-states';

// docs/product/video-detail.md#page-title-rule (detail page) titles public pages '{title} | Instagram and TikTok Video Library'; these follow suit.
const SITE_SUFFIX = 'Instagram and TikTok Video Library';

/** A public taxonomy page (docs/product/routes.md#query-parameters-of-the-browse-screen, docs/product/taxonomies.md#taxonomy-pages): the entry, then the browse screen filtered to it. */
export function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  const { slug = '' } = useParams();
  const entry = useTaxonomyEntry(kind, slug);
  const label = TAXONOMY_LABELS[kind];
  const item = entry.data;

  usePageMeta(
    item
      ? `${item.name} ${label.singular} Videos | ${SITE_SUFFIX}`
      : `${isMissingEntry(entry.error) ? `${label.singular} not found` : label.plural} | ${SITE_SUFFIX}`,
    item
      ? (item.description ?? `Analysed Instagram Reels and TikTok videos tagged ${item.name}.`)
      : `Browse analysed Instagram Reels and TikTok videos by ${label.singular.toLowerCase()}.`,
  );

  if (entry.isPending) return <TaxonomyHeaderSkeleton />;
  if (entry.isError) {
    if (isMissingEntry(entry.error)) return <TaxonomyNotFound kind={kind} slug={slug} />;
    return (
      <TaxonomyLoadError kind={kind} message={entry.error.message} onRetry={() => void entry.refetch()} />
    );
  }
  // An old slug (the entry was merged or renamed) answers with the entry it went into: show it at its own address.
  if (entry.data.slug !== slug) return <Navigate to={paths.taxonomy(kind, entry.data.slug)} replace />;
  return (
    <>
      <TaxonomyHeader kind={kind} item={entry.data} />
      <BrowseScreen
        key={`${kind}/${entry.data.name}`}
        title={`${entry.data.name} videos`}
        fixedFilter={{ kind, name: entry.data.name }}
      />
    </>
  );
}
