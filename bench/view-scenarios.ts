import type { Database } from '../server/db/database';
import type { LibraryChanges } from '../server/db/library-changes';
import { views } from '../server/db/schema';
import { CountCache } from '../server/videos/count-cache';
import { resolveVideoFilters } from '../server/videos/video-filters';
import { countListedVideos } from '../server/videos/video-repository';
import { videoListQuerySchema } from '../shared/contracts/video-query';
import { CONCEPTS, FORMATS, TOPICS } from './library/vocabulary';
import type { Scenario } from './scenarios';

/** Views on the bench library: more than a curated site keeps, so the list's cost shows. */
const VIEW_COUNT = 200;
/** My target for the admin/public list of views with their counts (issue 16 names none). */
const LIST_P99_MS = 100;

/**
 * The views scenarios (issue 16): GET /api/views/public with 200 views, each with its video count, and
 * one view's first browse page. Sent to the app without its response cache, so each request reads every
 * view's tags and count; the counts come from the count cache (warm after the probe) as the list's do.
 * Also logs what the counts cost cold, as the first read after a library change pays them.
 */
export async function planViewScenarios(
  database: Database,
  uncachedUrl: string,
  log: (message: string) => void,
): Promise<Scenario[]> {
  const tags = [...TOPICS.map((topic) => topic.name), ...CONCEPTS, ...FORMATS];
  const rows = Array.from({ length: VIEW_COUNT }, (_, i) => {
    // One to three tags each, mixing kinds, as an admin's views would.
    const picked = [tags[i % tags.length], tags[(i * 7 + 3) % tags.length], tags[(i * 13 + 5) % tags.length]]
      .slice(0, 1 + (i % 3))
      .filter((tag): tag is string => tag !== undefined);
    return {
      name: `Bench view ${i}`,
      slug: `bench-view-${i}`,
      description: 'Made by npm run bench',
      tagFilter: [...new Set(picked)].join(', '),
    };
  });
  await database.db.delete(views);
  await database.db.insert(views).values(rows);
  await logColdCounts(
    database,
    rows.map((row) => row.slug),
    log,
  );

  const listUrl = `${uncachedUrl}/api/views/public`;
  const loaded: Scenario[] = [
    {
      key: 'views-list',
      title: `views: the list of ${VIEW_COUNT} with their counts`,
      url: listUrl,
      uncached: true,
      p99TargetMs: LIST_P99_MS,
    },
    {
      key: 'views-page',
      title: "views: one view's first browse page",
      url: `${uncachedUrl}/api/videos/public?view=bench-view-1`,
      uncached: true,
      p99TargetMs: LIST_P99_MS,
    },
  ];
  return [
    ...loaded,
    ...loaded.map((scenario) => ({
      ...scenario,
      key: `${scenario.key}-alone`,
      title: `${scenario.title} (1 connection)`,
      connections: 1,
    })),
  ];
}

/** Every view's count read with an empty count cache, through the list's own path, three times. */
async function logColdCounts(database: Database, slugs: string[], log: (message: string) => void) {
  const timings: number[] = [];
  for (let round = 0; round < 3; round++) {
    const counts = new CountCache({ generation: round } as LibraryChanges);
    const started = performance.now();
    for (const slug of slugs) {
      const filters = await resolveVideoFilters(database.db, videoListQuerySchema.parse({ view: slug }));
      await countListedVideos(database.db, counts, filters, 'public');
    }
    timings.push(performance.now() - started);
  }
  const sorted = timings.sort((a, b) => a - b);
  log(
    `views: ${slugs.length} counts with a cold count cache (first read after a library change): median ${sorted[1]?.toFixed(0)} ms, ${sorted.map((t) => t.toFixed(0)).join(' / ')} ms`,
  );
}
