import { EVENT_BATCHES_PER_MINUTE } from '../../server/analytics/event-routes';
import { createRng, type Rng, weightedPicker } from '../../server/demo/prng';
import type { FilterLists } from '../../shared/contracts/taxonomy';
import { VIDEO_PAGE_MAX, VIDEO_PAGE_SIZE } from '../../shared/contracts/video-query';
import { TOPICS } from '../library/vocabulary';

/** The kinds of request the soak mixes, each reported on its own. */
export const SOAK_KINDS = [
  'browse',
  'filtered',
  'search',
  'detail',
  'filters',
  'signed-in',
  'events',
] as const;
export type SoakKind = (typeof SOAK_KINDS)[number];

/**
 * Share of each kind in the mix: mostly visitors reading lists and videos, a sixth signed-in reads, and
 * an event batch for every ten requests (the web app flushes its batch every few seconds of reading).
 */
const KIND_WEIGHTS: Record<SoakKind, number> = {
  browse: 20,
  filtered: 15,
  search: 15,
  detail: 17,
  filters: 5,
  'signed-in': 18,
  events: 10,
};

export interface SoakRequest {
  kind: SoakKind;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TrafficInput {
  /** Videos in the library: ids are 1..count. */
  count: number;
  /** The app's own filter lists (GET /api/filters/public), so filters name what the library holds. */
  filters: FilterLists;
  /** Bearer tokens of signed-in users. */
  tokens: string[];
  seed?: number;
}

const FRONT_PAGES = 20;
const DEEP_BROWSE_SHARE = 0.05;

// What a browser sends: the app compresses what it answers, as it does for real readers.
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/**
 * The clients' addresses, sent as X-Forwarded-For to an app started with TRUST_PROXY=loopback: the three
 * documentation ranges (RFC 5737), 762 addresses. Taken in turn, each address sends one request in 762,
 * so it stays under the events limit (120 batches a minute per address) until the whole mix passes
 * 762 × 120 / 60 / events' share ≈ 15,000 requests a second — far beyond one app process. Past that, the
 * 429s are counted as errors, not hidden.
 */
export const CLIENT_ADDRESSES = ['192.0.2', '198.51.100', '203.0.113'].flatMap((net) =>
  Array.from({ length: 254 }, (_, i) => `${net}.${i + 1}`),
);
/** Requests a second the mix can send before one address passes the events limit. */
export const EVENTS_LIMIT_REQUESTS_PER_SECOND =
  (CLIENT_ADDRESSES.length * EVENT_BATCHES_PER_MINUTE) /
  60 /
  (KIND_WEIGHTS.events / Object.values(KIND_WEIGHTS).reduce((sum, w) => sum + w, 0));

/**
 * Search terms people type into this library: every word of the bench vocabulary's topics, and the
 * two-word phrases that open each topic's list ("meal prep", "index funds"), over 1,000 in all, so
 * searches rarely repeat within a minute and most miss the response cache.
 */
export function searchTerms(): string[] {
  const terms = new Set<string>();
  for (const topic of TOPICS) {
    for (const word of topic.words) terms.add(word);
    for (let i = 0; i + 1 < Math.min(topic.words.length, 20); i += 1) {
      terms.add(`${topic.words[i]} ${topic.words[i + 1]}`);
    }
  }
  return [...terms];
}

/**
 * Makes the soak's requests one after another: kinds in their shares, and within a kind the variety
 * real readers bring — page numbers across the library, filter combinations from the app's lists,
 * searches from a large pool, random videos. Seeded, so two runs send the same sequence.
 */
export function createTrafficMix(input: TrafficInput): () => SoakRequest {
  const rng = createRng(input.seed ?? 20250601);
  const terms = searchTerms();
  const pickKind = weightedPicker(
    SOAK_KINDS,
    SOAK_KINDS.map((kind) => KIND_WEIGHTS[kind]),
  );
  const lastPage = Math.min(Math.ceil(input.count / VIDEO_PAGE_SIZE), VIDEO_PAGE_MAX);
  const filterParams = planFilterParams(input.filters);
  let nextAddress = 0;

  // Readers scroll the first pages of a list and seldom jump deep: 19 in 20 browses land in pages
  // 1–20 (page 1 about a fifth of the time), one in 20 anywhere in the library. Deep pages are costly
  // (the list pages by OFFSET), so a heavier tail would measure a jump-to-page habit nobody has.
  const browsePage = () =>
    rng.chance(DEEP_BROWSE_SHARE)
      ? rng.int(1, lastPage)
      : 1 + Math.floor(rng.next() ** 2 * Math.min(FRONT_PAGES, lastPage));
  const shortListPage = () => (rng.chance(0.8) ? 1 : rng.int(2, 5));
  const videoId = () => rng.int(1, input.count);
  const list = (base: string, params: Record<string, string | number>) => {
    const query = new URLSearchParams(
      Object.entries(params)
        .filter(([key, value]) => !(key === 'page' && value === 1))
        .map(([key, value]) => [key, String(value)]),
    ).toString();
    return query ? `${base}?${query}` : base;
  };
  const someFilters = () => {
    const params: Record<string, string> = {};
    const dimensions = rng.shuffle(filterParams).slice(0, rng.int(1, 3));
    for (const { param, names } of dimensions) params[param] = rng.pick(names);
    return params;
  };

  const paths: Record<Exclude<SoakKind, 'events'>, () => string> = {
    browse: () => list('/api/videos/public', { page: browsePage() }),
    filtered: () => list('/api/videos/public', { ...someFilters(), page: shortListPage() }),
    search: () => list('/api/videos/public', { search: rng.pick(terms), page: shortListPage() }),
    detail: () => `/api/videos/public/${videoId()}`,
    filters: () => '/api/filters/public',
    'signed-in': () => signedInPath(rng, { browsePage, shortListPage, videoId, someFilters, list, terms }),
  };

  return () => {
    const kind = pickKind(rng);
    const address = CLIENT_ADDRESSES[nextAddress] as string;
    nextAddress = (nextAddress + 1) % CLIENT_ADDRESSES.length;
    const headers: Record<string, string> = { ...BROWSER_HEADERS, 'x-forwarded-for': address };
    if (kind === 'signed-in') headers.authorization = `Bearer ${rng.pick(input.tokens)}`;
    if (kind === 'events') {
      headers['content-type'] = 'application/json';
      return {
        kind,
        method: 'POST',
        path: '/api/events',
        headers,
        body: eventBatch(rng, input.count, terms),
      };
    }
    return { kind, method: 'GET', path: paths[kind](), headers };
  };
}

interface PathHelpers {
  browsePage: () => number;
  shortListPage: () => number;
  videoId: () => number;
  someFilters: () => Record<string, string>;
  list: (base: string, params: Record<string, string | number>) => string;
  terms: string[];
}

/** A signed-in reader: the full list (sometimes filtered), a search, a video, or their own account. */
function signedInPath(rng: Rng, h: PathHelpers): string {
  const roll = rng.next();
  if (roll < 0.3) return h.list('/api/videos', { page: h.browsePage() });
  if (roll < 0.45) return h.list('/api/videos', { ...h.someFilters(), page: h.shortListPage() });
  if (roll < 0.65) return h.list('/api/videos/search', { q: rng.pick(h.terms), page: h.shortListPage() });
  if (roll < 0.95) return `/api/videos/${h.videoId()}`;
  return '/api/me';
}

/** The query parameter of each filter list and the names it offers. */
function planFilterParams(filters: FilterLists): { param: string; names: string[] }[] {
  const lists: [string, { name: string }[]][] = [
    ['topic', filters.topics],
    ['format', filters.formats],
    ['concept', filters.concepts],
    ['element', filters.elements],
    ['accountType', filters.accountTypes],
  ];
  const usable = lists
    .map(([param, options]) => ({ param, names: options.map((option) => option.name) }))
    .filter(({ names }) => names.length > 0);
  if (usable.length === 0) throw new Error('the app lists no filters: is the library seeded?');
  return usable;
}

const PAGES = ['/public-beta', '/browse', '/topics', '/formats', '/concepts', '/search'];

/** What the web app sends after a few seconds of reading: page views, video views, a search. */
function eventBatch(rng: Rng, count: number, terms: string[]): string {
  const events = Array.from({ length: rng.int(1, 8) }, () => {
    const path = rng.pick(PAGES);
    const roll = rng.next();
    if (roll < 0.3) return { type: 'page_view', path };
    if (roll < 0.8) return { type: 'view', video_id: rng.int(1, count), source: 'video_list', path };
    return { type: 'search', query: rng.pick(terms), result_count: rng.int(0, 5000), path };
  });
  return JSON.stringify({ events });
}
