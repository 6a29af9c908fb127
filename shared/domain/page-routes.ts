import { TAXONOMY_KINDS } from '../contracts/taxonomy-kinds';

/**
 * The paths the web app has a screen (or a redirect) for: web/src/app/app.tsx's route table, as patterns
 * (`:name` is one path segment). The server answers these with index.html and 200 and anything else with
 * 404; server/http/page-routes.test.ts fails when this list and the route table drift apart.
 */
export const PAGE_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/public-beta',
  '/v/:id',
  '/video/:id',
  ...TAXONOMY_KINDS.map((kind) => `/${kind}/:slug`),
  // docs/decisions/0018-shared-links.md: a swipefile shared by link, and a public one (read only, no sign-in).
  '/shared/swipefiles/:token',
  '/public/swipefiles/:slug',
  // Issue 34: a brief shared by link, and a public one (read only, no sign-in).
  '/shared/briefs/:token',
  '/public/briefs/:slug',
  // docs/decisions/0006-views.md: a view, public.
  '/views/:slug',
  '/privacy',
  '/login',
  '/verify-otp',
  '/videos',
  '/home',
  '/swipefiles',
  '/swipefiles/:id',
  '/briefs',
  '/briefs/:id',
  '/feed',
  '/admin/dashboard',
  '/analytics',
  '/admin/users',
  '/admin/import',
  '/views',
  '/bot-admin',
  // Issue 16: the admin taxonomy lists (their public entries are /{kind}/{slug} above).
  ...TAXONOMY_KINDS.map((kind) => `/${kind}`),
];

const PATTERN_REGEXPS = PAGE_ROUTE_PATTERNS.map(
  (pattern) =>
    // Like the web app's router: case-insensitive, a trailing slash allowed.
    new RegExp(`^${pattern.replace(/\/$/, '').replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i'),
);

/** True when the web app has a route for the path (no query string). */
export function isPageRoute(pathname: string): boolean {
  return PATTERN_REGEXPS.some((pattern) => pattern.test(pathname));
}
