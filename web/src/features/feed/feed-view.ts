import type { FeedScope, FeedTab } from '../../../../shared/contracts/feed';

/**
 * What the Feed shows (docs/product/feed.md#feed-page), all of it in the URL so a reload, a shared link and
 * Back keep it: `?tab=for-you` or `?tab=trending` (Following without one), `follow={id}` narrowing
 * Following to one follow, `scope=follows` narrowing Trending to what the user follows. The server render
 * reads it the same way to draw the first page (web/src/app/page-queries.ts).
 */
export interface FeedView {
  tab: FeedTab;
  /** Following only: one of the user's follows, by id. */
  follow: string | null;
  /** Trending only: the whole library, or only what matches the user's follows. */
  scope: FeedScope;
}

/** The tabs' names, in the order they show (a Record, so a tab the contract adds cannot be left out). */
export const FEED_TAB_NAMES: Record<FeedTab, string> = {
  following: 'Following',
  'for-you': 'For you',
  trending: 'Trending',
};
export const FEED_TABS_SHOWN = Object.keys(FEED_TAB_NAMES) as FeedTab[];

/** Trending's two scopes, as its toggle names them (legend "Trending in"). */
export const FEED_SCOPE_NAMES: Record<FeedScope, string> = {
  all: 'All',
  follows: 'My follows',
};

const DEFAULT_TAB: FeedTab = 'following';
// A follow id is a UUID (shared/contracts/feed.ts); anything else in the URL is ignored rather than sent.
const FOLLOW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isTab = (value: string | null): value is FeedTab =>
  value !== null && Object.hasOwn(FEED_TAB_NAMES, value);

/** The Feed a URL's query asks for; an unknown tab is Following, a value that does not fit its tab is dropped. */
export function feedViewOf(search: URLSearchParams): FeedView {
  const asked = search.get('tab');
  const tab = isTab(asked) ? asked : DEFAULT_TAB;
  const follow = search.get('follow');
  return {
    tab,
    follow: tab === 'following' && follow !== null && FOLLOW_ID.test(follow) ? follow : null,
    scope: tab === 'trending' && search.get('scope') === 'follows' ? 'follows' : 'all',
  };
}

/** The URL query of a Feed view: only what differs from the defaults, so /feed is the Following tab. */
export function feedSearch(view: FeedView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.tab !== DEFAULT_TAB) search.set('tab', view.tab);
  if (view.tab === 'following' && view.follow) search.set('follow', view.follow);
  if (view.tab === 'trending' && view.scope === 'follows') search.set('scope', 'follows');
  return search;
}

/** A tab as it opens: no follow chosen, the whole library. */
export const openingView = (tab: FeedTab): FeedView => ({ tab, follow: null, scope: 'all' });
