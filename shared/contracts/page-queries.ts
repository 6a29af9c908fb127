import { paths } from '../domain/paths';

// What the server and the web app agree on about a page's first screen: which pages the server draws,
// and what each query of a first screen reads. The queries themselves, under the web app's own cache
// keys, are web/src/app/page-queries.ts; the server reaches them through web/src/app/server-entry.tsx.

/** How a read-only swipefile is reached (docs/decisions/0018-shared-links.md): a share link's token or a public slug. */
export type SharedSwipefileKind = 'link' | 'public';

/** What a query of the first screen reads; the server answers it with its repository and presenter. */
export type PageQueryRead =
  | { kind: 'visitor-session' }
  /** The signed-in user's own session (what /api/me answers them). */
  | { kind: 'signed-in-session' }
  | { kind: 'filter-lists' }
  /**
   * The first page of a list; `query` is the API query without page and limit. `full`: the signed-in list
   * with the whole analysis (only ever asked for a request whose session the server has checked).
   */
  | { kind: 'video-list-page'; query: URLSearchParams; page: 1; limit: number; audience: 'public' | 'full' }
  | { kind: 'video'; id: number }
  /** Page 1 of a shared (token) or public (slug) swipefile. */
  | { kind: 'shared-swipefile'; by: SharedSwipefileKind; key: string }
  /** A shared (token) or public (slug) brief (issue 34). */
  | { kind: 'shared-brief'; by: SharedSwipefileKind; key: string }
  /** A view by slug (docs/decisions/0006-views.md). */
  | { kind: 'view'; slug: string }
  /** The signed-in user's own swipefiles, those shared with them, and the shares they have not seen yet. */
  | { kind: 'own-swipefiles' }
  | { kind: 'shared-swipefiles' }
  | { kind: 'new-shares' }
  /** One swipefile, and the first page of its videos, if the signed-in user may read it. */
  | { kind: 'swipefile'; id: string }
  | { kind: 'saved-videos-page'; swipefileId: string; page: 1; limit: number }
  /** The signed-in user's follows (GET /api/follows), if their tier opens the Feed. */
  | { kind: 'follows' }
  /** The first page of a tab of the Feed; `query` is GET /api/feed's without page and limit. */
  | { kind: 'feed-page'; query: URLSearchParams; page: 1; limit: number };

/**
 * The one segment after `prefix` (`/views/` → the slug), decoded as the route's `:param` is, or null for
 * another path. A segment that does not decode is handed on as written: no record has it, so the server
 * finds nothing and the page says so.
 */
function segmentAfter(prefix: string, pathname: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length);
  if (segment === '' || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `/shared/swipefiles/{token}` and `/public/swipefiles/{slug}`: which, and the token or slug. */
export function sharedSwipefileAddress(pathname: string): { by: SharedSwipefileKind; key: string } | null {
  const token = segmentAfter('/shared/swipefiles/', pathname);
  if (token !== null) return { by: 'link', key: token };
  const slug = segmentAfter('/public/swipefiles/', pathname);
  return slug === null ? null : { by: 'public', key: slug };
}

/** `/shared/briefs/{token}` and `/public/briefs/{slug}`: which, and the token or slug. */
export function sharedBriefAddress(pathname: string): { by: SharedSwipefileKind; key: string } | null {
  const token = segmentAfter('/shared/briefs/', pathname);
  if (token !== null) return { by: 'link', key: token };
  const slug = segmentAfter('/public/briefs/', pathname);
  return slug === null ? null : { by: 'public', key: slug };
}

/** `/views/{slug}`: the slug, or null for another path. */
export function viewSlugOf(pathname: string): string | null {
  return segmentAfter('/views/', pathname);
}

export interface PageQuery {
  /** The key the page's hook reads. */
  key: readonly unknown[];
  read: PageQueryRead;
  /** An infinite query: its cache entry holds pages, the server's answer is the first. */
  infinite?: boolean;
}

/** The pages the server renders for a signed-out visitor (server/pages/page-render.ts). */
export function isServerRenderedPage(pathname: string): boolean {
  return (
    pathname === paths.home ||
    pathname === paths.login ||
    pathname === paths.publicBrowse ||
    /^\/v\/[1-9]\d{0,14}$/.test(pathname) ||
    sharedSwipefileAddress(pathname) !== null ||
    sharedBriefAddress(pathname) !== null ||
    viewSlugOf(pathname) !== null
  );
}

/**
 * The screens the server renders for a signed-in user too (issue 31: a paying user's daily screens were
 * drawn by the phone after three round trips): the request's session is checked first, and the page then
 * starts with that user's own data, never anyone else's.
 */
export function isSignedInRenderedPage(pathname: string): boolean {
  // /feed: the session (its tier decides whether the page opens), the follows and the open tab's first page.
  return (
    pathname === paths.videos ||
    pathname === paths.feed ||
    pathname === paths.swipefiles ||
    swipefileIdOf(pathname) !== null
  );
}

/** `/swipefiles/{id}`: the id as the detail page reads it (the route pattern's `:id` too), or null. */
export function swipefileIdOf(pathname: string): string | null {
  return segmentAfter('/swipefiles/', pathname);
}
