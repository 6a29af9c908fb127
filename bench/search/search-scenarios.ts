import path from 'node:path';
import type { Database } from '../../server/db/database';
import { createRng } from '../../server/demo/prng';
import { COLUMN_SORTS } from '../../shared/contracts/video-query';
import { CONCEPTS, FORMATS, TOPICS } from '../library/vocabulary';
import type { Scenario } from '../scenarios';
import { DistinctQueries, writePathRound } from './distinct-queries';

// Issue 17 "Performance": at 100,000 videos, 32 connections, nothing served from the response cache.
const DISTINCT_MIN_RPS = 100;
const DISTINCT_OFFERED_RPS = 50;
const SEARCH_P99_MS = 100;
const ALONE_P50_MS = 30;
const REPEATED_MIN_RPS = 300;
const BROWSE_P99_MS = 50;
const SIMILAR_P99_MS = 100;
/** Pages 1–40, as issue 14's sort scenarios walk. */
const BROWSE_PAGES = 40;
/**
 * Texts a round of distinct searches holds per second of load: more than the app can answer (a request
 * costs at least the ~10 ms a query vector takes a core), so no text is sent twice; the bench checks.
 */
const DISTINCT_PER_SECOND = 3_000;
/** The repeated searches: a few dozen texts, each over pages and filters. */
const REPEATED_TEXTS = 24;
const PROBE_COUNT = 200;

/** The two apps the search scenarios load, both without their response cache. */
export interface SearchApps {
  /** Where the rounds of distinct searches are written: the bench's temporary folder, removed at the end. */
  workDir: string;
  /** Embeddings on: hybrid search, similar videos. */
  hybridUrl: string;
  /** EMBEDDINGS=off: full-text only. */
  lexicalUrl: string;
}

/**
 * The issue 17 search scenarios (`--only search`): distinct searches (at full load, at an offered 50 req/s,
 * and one client alone), repeated searches over pages and filters, @handle and #hashtag searches, search
 * with embeddings off, browse and filter pages 1–40, and similar videos.
 */
export async function planSearchScenarios(
  database: Database,
  count: number,
  apps: SearchApps,
  log: (message: string) => void,
): Promise<Scenario[]> {
  const queries = new DistinctQueries();
  const list = (query: Record<string, string>) => `/api/videos/public?${new URLSearchParams(query)}`;
  let rounds = 0;
  // Every load run (warm-up and measure alike) gets texts no earlier run of this bench has sent.
  const distinct = (offered: number) => async (seconds: number) => {
    rounds += 1;
    return writePathRound(
      path.join(apps.workDir, 'search-rounds'),
      `round-${rounds}`,
      // Headroom over the offered rate: a rate-limited run sends a few requests past its last second.
      queries.take(Math.ceil(seconds * offered * 1.5) + 100).map((text) => list({ search: text })),
    );
  };
  const distinctScenario = (
    base: string,
    fields: Omit<Scenario, 'url' | 'uncached' | 'freshRound' | 'p99TargetMs'> & {
      p99TargetMs?: number | null;
    },
  ): Scenario => ({
    p99TargetMs: null,
    ...fields,
    url: `${base}${list({ search: queries.take(1)[0] as string })}`,
    uncached: true,
    freshRound: distinct(fields.overallRate ?? DISTINCT_PER_SECOND),
  });

  const scenarios: Scenario[] = [
    distinctScenario(apps.hybridUrl, {
      key: 'search-distinct',
      title: 'search: a new text every request (hybrid)',
      minRequestsPerSecond: DISTINCT_MIN_RPS,
    }),
    distinctScenario(apps.hybridUrl, {
      key: 'search-distinct-offered',
      title: `search: a new text every request, ${DISTINCT_OFFERED_RPS} req/s offered (hybrid)`,
      overallRate: DISTINCT_OFFERED_RPS,
      p99TargetMs: SEARCH_P99_MS,
    }),
    distinctScenario(apps.hybridUrl, {
      key: 'search-distinct-alone',
      title: 'search: a new text every request, 1 connection (hybrid)',
      connections: 1,
      p50TargetMs: ALONE_P50_MS,
    }),
    pathsScenario(apps.hybridUrl, {
      key: 'search-repeated',
      title: `search: ${REPEATED_TEXTS} texts over pages 1–5 and filters (hybrid)`,
      paths: repeatedSearchPaths(queries.take(REPEATED_TEXTS)),
      minRequestsPerSecond: REPEATED_MIN_RPS,
      p99TargetMs: SEARCH_P99_MS,
    }),
    pathsScenario(apps.hybridUrl, {
      key: 'search-handles',
      title: `search: @handle, ${PROBE_COUNT} authors (hybrid)`,
      paths: (await sampleHandles(database)).map((handle) => list({ search: `@${handle}` })),
      minRequestsPerSecond: REPEATED_MIN_RPS,
      p99TargetMs: SEARCH_P99_MS,
    }),
    pathsScenario(apps.hybridUrl, {
      key: 'search-hashtags',
      title: `search: #hashtag, ${PROBE_COUNT} hashtags (hybrid)`,
      paths: (await sampleHashtags(database)).map((tag) => list({ search: tag })),
      minRequestsPerSecond: REPEATED_MIN_RPS,
      p99TargetMs: SEARCH_P99_MS,
    }),
    distinctScenario(apps.lexicalUrl, {
      key: 'search-lexical',
      title: 'search: a new text every request, embeddings off',
      minRequestsPerSecond: REPEATED_MIN_RPS,
      p99TargetMs: SEARCH_P99_MS,
    }),
    pathsScenario(apps.hybridUrl, {
      key: 'search-browse',
      title: `browse and filter: pages 1–${BROWSE_PAGES}, varied sorts and filters`,
      paths: browsePaths(),
      p99TargetMs: BROWSE_P99_MS,
    }),
  ];
  const similar = pathsScenario(apps.hybridUrl, {
    key: 'search-similar',
    title: `similar videos: ${PROBE_COUNT * 10} videos`,
    paths: similarPaths(count),
    p99TargetMs: SIMILAR_P99_MS,
  });
  if (await routeExists(similar.url)) scenarios.push(similar);
  else log('the app has no GET /api/videos/public/{id}/similar yet: the similar-videos scenario is left out');
  return scenarios;
}

function pathsScenario(
  base: string,
  fields: Omit<Scenario, 'url' | 'uncached'> & { paths: string[] },
): Scenario {
  return { ...fields, url: `${base}${fields.paths[0]}`, uncached: true };
}

/** Each text over pages 1–5 with no filter, a format, a concept, a topic, or sorted newest; shuffled. */
function repeatedSearchPaths(texts: string[]): string[] {
  const rng = createRng(1717);
  const filters: Record<string, string>[] = [
    {},
    { format: rng.pick(FORMATS.slice(0, 6)) },
    { concept: rng.pick(CONCEPTS.slice(0, 6)) },
    { topic: rng.pick(TOPICS.slice(0, 6)).name },
    { sort: 'newest' },
  ];
  const paths = texts.flatMap((search) =>
    filters.flatMap((filter) =>
      [1, 2, 3, 4, 5].map(
        (page) => `/api/videos/public?${new URLSearchParams({ search, ...filter, page: String(page) })}`,
      ),
    ),
  );
  return rng.shuffle(paths);
}

/** Pages 1–40 of every sort, unfiltered and under common and rarer filters, shuffled. */
export function browsePaths(): string[] {
  const rng = createRng(1414);
  const filters: Record<string, string>[] = [
    {},
    { format: FORMATS[0] as string },
    { concept: CONCEPTS[0] as string },
    { topic: (TOPICS[0] as { name: string }).name },
    { format: FORMATS[1] as string, concept: CONCEPTS[2] as string },
    { element: 'Voiceover', accountType: 'Creator' },
  ];
  const paths = filters.flatMap((filter) =>
    COLUMN_SORTS.flatMap((sort) =>
      Array.from(
        { length: BROWSE_PAGES },
        (_, i) => `/api/videos/public?${new URLSearchParams({ ...filter, sort, page: String(i + 1) })}`,
      ),
    ),
  );
  return rng.shuffle(paths);
}

/** Videos spread over the whole library. */
function similarPaths(count: number): string[] {
  const rng = createRng(1616);
  return Array.from(
    { length: Math.min(count, PROBE_COUNT * 10) },
    () => `/api/videos/public/${rng.int(1, count)}/similar`,
  );
}

/** Authors spread over the library, busy and quiet alike (a hash orders them, not their size). */
async function sampleHandles(database: Database): Promise<string[]> {
  const { rows } = await database.pool.query<{ author_username: string }>(
    `SELECT author_username FROM (SELECT DISTINCT author_username FROM videos WHERE author_username IS NOT NULL) a
     ORDER BY md5(author_username) LIMIT $1`,
    [PROBE_COUNT],
  );
  return rows.map((row) => row.author_username);
}

/** Hashtags from captions (#mealprep, #skincaretips), common and rare, in hash order. */
async function sampleHashtags(database: Database): Promise<string[]> {
  const { rows } = await database.pool.query<{ tag: string }>(
    `SELECT tag FROM (SELECT DISTINCT (regexp_matches(caption, '#\\w+', 'g'))[1] AS tag
                      FROM videos WHERE id % 50 = 0) t
     ORDER BY md5(tag) LIMIT $1`,
    [PROBE_COUNT],
  );
  return rows.map((row) => row.tag);
}

/** False only for a route the app does not have (a 404 that is not about the video). */
async function routeExists(url: string): Promise<boolean> {
  const response = await fetch(url);
  if (response.status !== 404) return true;
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return body.code === 'video_not_found';
}
