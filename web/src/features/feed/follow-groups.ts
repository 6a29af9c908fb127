import { FOLLOW_TAXONOMY_KINDS } from '../../../../shared/contracts/follow-constants';
import type { Follow, FollowKind } from '../../../../shared/contracts/follows';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { platformName } from '../../components/platform';

/** The headings follows are grouped under, in the order the groups show. */
const GROUP_NAMES: Record<FollowKind, string> = {
  topic: TAXONOMY_LABELS[FOLLOW_TAXONOMY_KINDS.topic].plural,
  format: TAXONOMY_LABELS[FOLLOW_TAXONOMY_KINDS.format].plural,
  concept: TAXONOMY_LABELS[FOLLOW_TAXONOMY_KINDS.concept].plural,
  element: TAXONOMY_LABELS[FOLLOW_TAXONOMY_KINDS.element].plural,
  account_type: TAXONOMY_LABELS[FOLLOW_TAXONOMY_KINDS.account_type].plural,
  creator: 'Creators',
  view: 'Views',
  search: 'Searches',
};

export interface FollowGroup {
  kind: FollowKind;
  name: string;
  follows: Follow[];
}

/** The user's follows by kind (docs/product/feed.md#feed-page), each group in the order the API lists them. */
export function followGroups(follows: readonly Follow[]): FollowGroup[] {
  return (Object.keys(GROUP_NAMES) as FollowKind[]).flatMap((kind) => {
    const ofKind = follows.filter((follow) => follow.kind === kind);
    return ofKind.length > 0 ? [{ kind, name: GROUP_NAMES[kind], follows: ofKind }] : [];
  });
}

const FILTER_NAMES = {
  topics: TAXONOMY_LABELS.topics.plural,
  format: TAXONOMY_LABELS.formats.singular,
  concept: TAXONOMY_LABELS.concepts.singular,
  element: TAXONOMY_LABELS.elements.singular,
  accountType: TAXONOMY_LABELS['account-types'].singular,
  platform: 'Platform',
  view: 'View',
} as const;

/**
 * What a saved search runs with besides its words ("Format: Tutorial · Topics: Cooking, Fitness"), or null
 * for a search without filters and for every other kind: two searches for the same words tell apart by it.
 */
export function searchFiltersText(follow: Follow): string | null {
  if (follow.kind !== 'search' || !follow.filters) return null;
  const parts = (Object.keys(FILTER_NAMES) as (keyof typeof FILTER_NAMES)[]).flatMap((key) => {
    const value = follow.filters?.[key];
    if (value === undefined || value.length === 0) return [];
    const shown = Array.isArray(value) ? value.join(', ') : key === 'platform' ? platformName(value) : value;
    return [`${FILTER_NAMES[key]}: ${shown}`];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}
