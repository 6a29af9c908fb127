import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { paths } from '../../lib/paths';
import { ADMIN_TIERS, FEED_TIERS, hasRequiredTier, type Tier } from '../../session/tiers';

/** Every screen spec 000 §2's navigation names. */
export type NavScreen =
  | 'videos'
  | 'swipefiles'
  | 'feed'
  | 'admin-users'
  | 'admin-analytics'
  | 'admin-views'
  | 'admin-bot'
  | 'admin-topics'
  | 'admin-concepts'
  | 'admin-formats'
  | 'admin-elements';

/**
 * The screens whose pages exist. The navigation links only to these, so it never offers a page that is not
 * there; the issue that builds a screen adds it here and its menu entry appears.
 */
export const SCREENS_THAT_EXIST: ReadonlySet<NavScreen> = new Set<NavScreen>([
  'videos',
  'swipefiles',
  'feed',
  'admin-users',
  'admin-analytics',
]);

export interface NavItem {
  screen: NavScreen;
  label: string;
  to: string;
  /** Tiers that may open it; empty means any signed-in user (spec 001 §6). */
  tiers: readonly Tier[];
}

/** spec 000 §2: the signed-in links, in order. */
export const MAIN_NAV: readonly NavItem[] = [
  { screen: 'videos', label: 'All Videos', to: paths.videos, tiers: [] },
  { screen: 'swipefiles', label: 'Swipefiles', to: paths.swipefiles, tiers: [] },
  { screen: 'feed', label: 'Feed', to: paths.feed, tiers: FEED_TIERS },
];

/** spec 000 §2: the Admin dropdown, in order. */
export const ADMIN_NAV: readonly NavItem[] = [
  { screen: 'admin-users', label: 'Users', to: paths.adminUsers, tiers: ADMIN_TIERS },
  { screen: 'admin-analytics', label: 'Analytics', to: paths.adminDashboard, tiers: ADMIN_TIERS },
  { screen: 'admin-views', label: 'Views', to: paths.adminViews, tiers: ADMIN_TIERS },
  { screen: 'admin-bot', label: 'Bot', to: paths.botAdmin, tiers: ADMIN_TIERS },
  {
    screen: 'admin-topics',
    label: TAXONOMY_LABELS.topics.plural,
    to: paths.taxonomyList('topics'),
    tiers: ADMIN_TIERS,
  },
  {
    screen: 'admin-concepts',
    label: TAXONOMY_LABELS.concepts.plural,
    to: paths.taxonomyList('concepts'),
    tiers: ADMIN_TIERS,
  },
  {
    screen: 'admin-formats',
    label: TAXONOMY_LABELS.formats.plural,
    to: paths.taxonomyList('formats'),
    tiers: ADMIN_TIERS,
  },
  {
    screen: 'admin-elements',
    label: TAXONOMY_LABELS.elements.plural,
    to: paths.taxonomyList('elements'),
    tiers: ADMIN_TIERS,
  },
];

/** The items this user may open among the screens that exist. */
export function visibleNavItems(
  items: readonly NavItem[],
  tier: Tier | null,
  existing: ReadonlySet<NavScreen> = SCREENS_THAT_EXIST,
): NavItem[] {
  return items.filter((item) => existing.has(item.screen) && hasRequiredTier(tier, item.tiers));
}
