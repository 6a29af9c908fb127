import { filterListsSchema } from '../shared/contracts/taxonomy';
import { COLUMN_SORTS, type ColumnSort } from '../shared/contracts/video-query';
import type { LoadRequest } from './load';
import type { PathRound } from './search/distinct-queries';

export interface Scenario {
  key: string;
  title: string;
  url: string;
  /**
   * When set, these paths (of the URL's origin) are requested instead of the URL alone, handed out in turn
   * across the connections (bench/load.ts): the sort scenarios walk pages 1–40, as readers loading more do.
   */
  paths?: string[];
  /** Whole requests each connection sends in turn (a write scenario); the first is the probe. */
  requests?: LoadRequest[];
  /** `requests` are handed out one after another across all connections (each one sent once). */
  sharedRequests?: boolean;
  /** Sent with every request (a signed-in scenario's bearer token). */
  headers?: Record<string, string>;
  /** Concurrent connections other than the bench's 32: 1 measures a request alone, without queueing. */
  connections?: number;
  /**
   * Sent to a second instance of the app built without its response cache (server/http/response-cache.ts,
   * which keys on the validated query, so no harmless extra parameter can miss it), so every request pays
   * for its query and serialisation, as a first visitor to a URL does.
   */
  uncached: boolean;
  /** The p99 latency it must stay under; null for the ceiling, which is a reference, not a goal. */
  p99TargetMs: number | null;
  /** The p50 latency it must stay under (issue 17: one client alone). */
  p50TargetMs?: number;
  /** The requests per second it must reach, with no request failing (issue 17). */
  minRequestsPerSecond?: number;
  /**
   * Requests per second offered, evenly spaced over the run, instead of as many as the app answers; each is
   * timed from when it was due (load.ts, paced-load-worker.cjs).
   */
  overallRate?: number;
  /**
   * A new round of paths for each load run (warm-up and measure), handed out once each across all
   * connections: searches no cache has seen (search/search-scenarios.ts).
   */
  freshRound?: (seconds: number) => Promise<PathRound>;
  /** Run before the warm-up: sets the state the scenario measures (the Feed's For you lists). */
  before?: () => Promise<void> | void;
}

/** What one request of a scenario returns, checked before the load starts. */
export interface Probe {
  body: Buffer;
  contentType: string;
  /** pagination.total of a list response: how many videos the query matches. */
  matches: number | null;
}

/**
 * A common term of the bench library's vocabulary (bench/library/vocabulary.ts): the cooking topic's
 * "meal prep", which matches a few percent of the videos, as a popular search does in a real library.
 */
export const SEARCH_TERM = 'meal prep';
const BROWSE_P99_MS = 50;
const SEARCH_P99_MS = 100;
/** Issue 14: every sort stays under the browse target on pages 1–40, uncached. */
const SORT_PAGES = 40;
const SORT_TITLES: Record<ColumnSort, string> = {
  newest: 'newest',
  views: 'most viewed',
  engagement: 'highest engagement',
  outliers: 'outliers',
};

/**
 * The app scenarios, each twice: as repeated identical requests (served from the response cache after
 * the first) and uncached. The filtered one uses the most popular format and concept the API lists.
 */
export async function planScenarios(appUrl: string, uncachedUrl: string): Promise<Scenario[]> {
  const filters = filterListsSchema.parse(
    ((await fetchOk(`${appUrl}/api/filters/public`)).json as { data: unknown }).data,
  );
  const format = mostPopular(filters.formats, 'format');
  const concept = mostPopular(filters.concepts, 'concept');
  const list = (query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return `/api/videos/public${search ? `?${search}` : ''}`;
  };
  const plain: Omit<Scenario, 'uncached'>[] = [
    { key: 'browse', title: 'browse: first page', url: list({}), p99TargetMs: BROWSE_P99_MS },
    {
      key: 'filtered',
      title: `filtered: ${format} + ${concept}`,
      url: list({ format, concept }),
      p99TargetMs: BROWSE_P99_MS,
    },
    {
      key: 'search',
      title: `search: "${SEARCH_TERM}"`,
      url: list({ search: SEARCH_TERM }),
      p99TargetMs: SEARCH_P99_MS,
    },
    {
      key: 'filters',
      title: 'filter lists',
      url: '/api/filters/public',
      p99TargetMs: BROWSE_P99_MS,
    },
  ];
  const cachedAndUncached = plain.flatMap((s) => [
    { ...s, url: `${appUrl}${s.url}`, uncached: false, title: `${s.title} (cached)` },
    {
      ...s,
      key: `${s.key}-uncached`,
      title: `${s.title} (uncached)`,
      url: `${uncachedUrl}${s.url}`,
      uncached: true,
    },
  ]);
  const sorts = COLUMN_SORTS.map((sort) => sortScenario(uncachedUrl, sort));
  // Alone as well: on a small shared machine, 32 connections measure the queue for the CPUs as much as
  // the request; one connection shows what a page costs (its query walking the sort's index included).
  const sortsAlone = sorts.map((s) => ({
    ...s,
    key: s.key.replace('-uncached', '-alone'),
    title: s.title.replace('(uncached)', '(uncached, 1 connection)'),
    connections: 1,
  }));
  return [...cachedAndUncached, ...sorts, ...sortsAlone];
}

/** One sort, uncached, pages 1–40 in turn (page 1 probed first). `newest` is the default order's URL. */
function sortScenario(uncachedUrl: string, sort: ColumnSort): Scenario {
  const paths = Array.from({ length: SORT_PAGES }, (_, index) => {
    const query = new URLSearchParams(sort === 'newest' ? {} : { sort });
    query.set('page', String(index + 1));
    return `/api/videos/public?${query}`;
  });
  return {
    key: `sort-${sort}-uncached`,
    title: `sort: ${SORT_TITLES[sort]}, pages 1–${SORT_PAGES} (uncached)`,
    url: `${uncachedUrl}${paths[0]}`,
    paths,
    uncached: true,
    p99TargetMs: BROWSE_P99_MS,
  };
}

/**
 * Requests a scenario's URL (twice when it should miss the cache, to prove it does); anything but a 2xx
 * JSON answer stops the benchmark.
 */
export async function probe(scenario: Scenario): Promise<Probe> {
  const request = scenario.requests?.[0];
  const init: RequestInit = {
    method: request?.method ?? 'GET',
    headers: { ...scenario.headers, ...(request?.body ? { 'content-type': 'application/json' } : {}) },
    body: request?.body,
  };
  const url = request ? new URL(request.path, scenario.url).href : scenario.url;
  const first = await fetchOk(url, init);
  if (scenario.uncached && !request && (await fetchOk(url, init)).cache !== null) {
    throw new Error(`${scenario.title}: the uncached app answered from a response cache`);
  }
  const total = (first.json as { pagination?: { total?: unknown } }).pagination?.total;
  return {
    body: first.body,
    contentType: first.contentType,
    matches: typeof total === 'number' ? total : null,
  };
}

async function fetchOk(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.toString('utf8').slice(0, 300)}`,
    );
  }
  return {
    body,
    contentType: response.headers.get('content-type') ?? 'application/json',
    cache: response.headers.get('x-cache'),
    json: JSON.parse(body.toString('utf8')) as unknown,
  };
}

function mostPopular(options: { name: string; count: number }[], kind: string): string {
  const [top] = [...options].sort((a, b) => b.count - a.count);
  if (!top) throw new Error(`the library has no ${kind}: cannot plan the filtered scenario`);
  return top.name;
}
