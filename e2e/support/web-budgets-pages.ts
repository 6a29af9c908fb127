import { DEMO_VIEWS } from '../../server/demo/seed-views';
/**
 * Every public page a signed-out visitor can land on, in ONE list: `npm run bench:web` runs Lighthouse over
 * each and e2e/web-budgets.e2e.ts checks each one's budgets (e2e/support/web-budgets.ts). Later issues add
 * their public pages here and a budget line for each.
 */
export interface PublicPage {
  /**
   * The route as the budgets name it; `{id}` stands for a demo video's id, `{slug}` for the demo's public
   * swipefile's slug and `{view}` for a demo view's slug (see `demoAddresses`).
   */
  route: string;
  /**
   * The component app.tsx loads with `lazy(() => import(...))` for this route, whose chunk the page needs
   * on top of the entry bundle; null when the page is part of the entry bundle (the landing page).
   */
  lazyComponent: string | null;
  /** What shows the page is there for the visitor: requests are counted until it is visible. */
  readySelector: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { route: '/', lazyComponent: null, readySelector: 'main h1' },
  // docs/product/browsing.md#load-more: each video card is one element carrying data-video-id.
  { route: '/public-beta', lazyComponent: 'PublicBrowsePage', readySelector: '[data-video-id]' },
  { route: '/v/{id}', lazyComponent: 'VideoPage', readySelector: 'main h1' },
  { route: '/login', lazyComponent: 'LoginPage', readySelector: 'main h1' },
  // docs/decisions/0018-shared-links.md: premium@'s public swipefile of the demo seed (server/demo/seed-swipefiles.ts).
  { route: '/public/swipefiles/{slug}', lazyComponent: 'SharedSwipefilePage', readySelector: 'main h1' },
  // Issue 34: premium@'s public demo brief (server/demo/seed-briefs.ts), read only, its own chunk.
  { route: '/public/briefs/{brief}', lazyComponent: 'SharedBriefPage', readySelector: 'main h1' },
  // docs/decisions/0006-views.md: a demo view (server/demo/seed-views.ts); its list's first card shows it is there.
  { route: '/views/{view}', lazyComponent: 'ViewPage', readySelector: '[data-video-id]' },
];

/** The demo records the page addresses name. */
export interface DemoAddresses {
  videoId: number;
  /** The public swipefile's slug. */
  swipefileSlug: string;
  /** A view's slug. */
  viewSlug: string;
  /** The public demo brief's slug. */
  briefSlug: string;
}

/** The page's address with `{id}` and `{slug}` filled in. */
export function pagePath(route: string, addresses: DemoAddresses): string {
  return route
    .replace('{id}', String(addresses.videoId))
    .replace('{slug}', addresses.swipefileSlug)
    .replace('{view}', addresses.viewSlug)
    .replace('{brief}', addresses.briefSlug);
}

/** The demo video and the demo's public swipefile, as a visitor finds them (the public API, the sitemap). */
export async function demoAddresses(appUrl: string): Promise<DemoAddresses> {
  const [videoId, swipefileSlug, viewSlug, briefSlug] = await Promise.all([
    demoVideoId(appUrl),
    demoSwipefileSlug(appUrl),
    demoViewSlug(appUrl),
    demoBriefSlug(appUrl),
  ]);
  return { videoId, swipefileSlug, viewSlug, briefSlug };
}

/**
 * The demo's public swipefile, from the sitemap where search engines find it. Link-only swipefiles are
 * never listed anywhere public, so `/shared/swipefiles/{token}` (the same page and chunk, with noindex)
 * is not measured here.
 */
async function demoSwipefileSlug(appUrl: string): Promise<string> {
  const answer = await fetch(`${appUrl}/sitemaps/pages.xml`);
  if (!answer.ok) throw new Error(`GET /sitemaps/pages.xml answered ${answer.status}`);
  const slug = /\/public\/swipefiles\/([^<]+)<\/loc>/.exec(await answer.text())?.[1];
  if (!slug) throw new Error('the demo library has no public swipefile in the sitemap');
  return slug;
}

/** The demo's public brief (server/demo/seed-briefs.ts), from the sitemap where search engines find it. */
async function demoBriefSlug(appUrl: string): Promise<string> {
  const answer = await fetch(`${appUrl}/sitemaps/pages.xml`);
  if (!answer.ok) throw new Error(`GET /sitemaps/pages.xml answered ${answer.status}`);
  const slug = /\/public\/briefs\/(spring-launch[^<]+)<\/loc>/.exec(await answer.text())?.[1];
  if (!slug) throw new Error('the demo library has no public brief in the sitemap');
  return slug;
}

/**
 * The first demo view (server/demo/seed-views.ts), found in the sitemap where search engines find it. Named,
 * not the sitemap's first: other stories create views, and the figures must describe the same page each run.
 */
async function demoViewSlug(appUrl: string): Promise<string> {
  const answer = await fetch(`${appUrl}/sitemaps/pages.xml`);
  if (!answer.ok) throw new Error(`GET /sitemaps/pages.xml answered ${answer.status}`);
  const slug = DEMO_VIEWS[0]?.slug ?? '';
  if (!slug || !(await answer.text()).includes(`/views/${slug}</loc>`)) {
    throw new Error(`the demo view '${slug}' is not in the sitemap`);
  }
  return slug;
}

/**
 * A demo video worth showing on `/v/{id}`: public, analysed, with a thumbnail that exists, as a visitor
 * would find it through the public API. Throws when the library has none, since the figures would then
 * describe an error page.
 */
export async function demoVideoId(appUrl: string): Promise<number> {
  const answer = await fetch(`${appUrl}/api/videos/public?limit=50`);
  if (!answer.ok) throw new Error(`GET /api/videos/public answered ${answer.status}`);
  const { data } = (await answer.json()) as {
    data: { id: number; thumbnail: string | null; has_analysis: boolean }[];
  };
  for (const video of data) {
    if (!video.thumbnail || !video.has_analysis) continue;
    const image = await fetch(new URL(video.thumbnail, appUrl), { method: 'HEAD' });
    if (image.ok) return video.id;
  }
  throw new Error('no public demo video has both an analysis and a thumbnail that loads');
}
