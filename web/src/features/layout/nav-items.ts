import { paths } from '../../../../shared/domain/paths';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { ADMIN_TIERS, FEED_TIERS, hasRequiredTier, type Tier } from '../../session/tiers';

export interface NavItem {
  label: string;
  to: string;
  /** Tiers that may open it; empty means any signed-in user (docs/product/sign-in.md#tiers). */
  tiers: readonly Tier[];
}

/** docs/product/video-detail.md#copy-link: the signed-in links, in order. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'All Videos', to: paths.videos, tiers: [] },
  { label: 'Swipefiles', to: paths.swipefiles, tiers: [] },
  { label: 'Briefs', to: paths.briefs, tiers: [] },
  { label: 'Feed', to: paths.feed, tiers: FEED_TIERS },
];

/**
 * docs/product/navigation-and-global.md#navigation-bar: the Admin dropdown, in order — Users, Analytics, Views, Bot, Topics, Concepts, Formats,
 * Elements — and after them Account Types and Import, the two admin screens the spec's menu leaves out.
 */
export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Users', to: paths.adminUsers, tiers: ADMIN_TIERS },
  { label: 'Analytics', to: paths.adminDashboard, tiers: ADMIN_TIERS },
  { label: 'Views', to: paths.adminViews, tiers: ADMIN_TIERS },
  { label: 'Bot', to: paths.botAdmin, tiers: ADMIN_TIERS },
  ...(['topics', 'concepts', 'formats', 'elements', 'account-types'] as const).map((kind) => ({
    label: TAXONOMY_LABELS[kind].plural,
    to: paths.taxonomyList(kind),
    tiers: ADMIN_TIERS,
  })),
  { label: 'Import', to: paths.adminImport, tiers: ADMIN_TIERS },
];

/** The items this user may open. */
export function visibleNavItems(items: readonly NavItem[], tier: Tier | null): NavItem[] {
  return items.filter((item) => hasRequiredTier(tier, item.tiers));
}
