import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { TaxonomyChips } from '../../components/taxonomy-chips';
import { Heading } from './analysis/heading-level';

type TaxonomySource = Pick<
  PublicVideo,
  'video_format' | 'concepts' | 'elements' | 'account_types' | 'topics'
>;

interface TaxonomyGroup {
  label: string;
  kind: TaxonomyKind;
  names: string[];
}

/** Format, Concepts, Elements, Account Types and Topics, in the docs/product/browsing.md#filters order; empty groups left out. */
export function taxonomyGroups(video: TaxonomySource): TaxonomyGroup[] {
  const format = video.video_format?.trim();
  const groups: TaxonomyGroup[] = [
    { label: TAXONOMY_LABELS.formats.singular, kind: 'formats', names: format ? [format] : [] },
    { label: TAXONOMY_LABELS.concepts.plural, kind: 'concepts', names: video.concepts },
    { label: TAXONOMY_LABELS.elements.plural, kind: 'elements', names: video.elements },
    { label: TAXONOMY_LABELS['account-types'].plural, kind: 'account-types', names: video.account_types },
    { label: TAXONOMY_LABELS.topics.plural, kind: 'topics', names: video.topics },
  ];
  return groups.filter((group) => group.names.length > 0);
}

/**
 * The video's taxonomy names as chips linking to their pages by slug (docs/product/taxonomies.md#slug-rule): one list in the
 * modal, one side panel each on the detail page.
 */
export function VideoTaxonomies({ video, variant }: { video: TaxonomySource; variant: 'list' | 'panels' }) {
  const groups = taxonomyGroups(video);
  if (groups.length === 0) return null;
  if (variant === 'panels') {
    return (
      <>
        {groups.map((group) => (
          <section
            key={group.kind}
            aria-label={group.label}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <Heading className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group.label}
            </Heading>
            <TaxonomyChips kind={group.kind} names={group.names} />
          </section>
        ))}
      </>
    );
  }
  return (
    <dl className="grid gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:p-6">
      {groups.map((group) => (
        <div key={group.kind} className="contents">
          <dt className="pt-0.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {group.kind === 'formats' ? 'Format Name' : group.label}
          </dt>
          <dd className="min-w-0">
            <TaxonomyChips kind={group.kind} names={group.names} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
