import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { CLUSTER_MIN_VECTORS } from '../../server/search/vector-index';

/**
 * What the search index reports of itself (server/search/search-index.ts `stats()`, reached as
 * `app.videoSearch.index`). Read defensively: an app without it still benches, reporting RSS alone.
 */
const indexStatsSchema = z.object({
  ready: z.boolean().optional(),
  videos: z.number(),
  vectors: z.number().optional(),
  buildMs: z.number(),
  bytes: z.number(),
});
export type IndexStats = z.infer<typeof indexStatsSchema>;

/** How long the bench waits for an index loaded after listen (and its vector groups) to be complete. */
const INDEX_WAIT_MS = 600_000;
const INDEX_POLL_MS = 100;

export interface AppStartFigures {
  /** The bench process's RSS just before the app was built (the encoder's workers already loaded). */
  rssBeforeMb: number;
  /** …once it listened and its index (if it reports one) held every video, its vectors grouped. */
  rssAfterMb: number;
  /** From building the app to that moment. */
  startMs: number;
  /** From building the app until its index was loaded (ready), as the bench saw it; null: no index. */
  indexReadyMs: number | null;
  /** …until its vectors were grouped (vector-index.ts clusters past 8,000), when the index says. */
  vectorsGroupedMs: number | null;
  /** The index's stats() then; null when the app has no such method. */
  index: IndexStats | null;
  /** What the visitors' presented-video cache held once its warming at start ended; null: no warming. */
  presented: { videos: number; bytes: number; ms: number } | null;
}

interface SearchIndexLike {
  stats?: () => unknown;
  vectors?: { clustered?: boolean } | null;
}

/** The app's search index, wherever this version of the app keeps it. */
function searchIndexOf(app: unknown): SearchIndexLike | null {
  const shaped = app as { videoSearch?: { index?: SearchIndexLike }; search?: SearchIndexLike };
  const index = shaped.videoSearch?.index ?? shaped.search ?? null;
  return typeof index?.stats === 'function' ? index : null;
}

/** The index's own figures, or null when the app does not report them (or reports another shape). */
export function readIndexStats(app: unknown, log: (message: string) => void): IndexStats | null {
  const index = searchIndexOf(app);
  if (!index?.stats) return null;
  const parsed = indexStatsSchema.safeParse(index.stats());
  if (!parsed.success) {
    log(`the search index's stats() answered an unexpected shape: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
}

/**
 * Waits until the app's search index is loaded with all `videos` and, once there are enough vectors to
 * group, grouped: an index still loading (searches fall back to PostgreSQL) or still grouping (exact
 * search, and k-means on the cores) would be measured half-built. Returns when each happened.
 */
export async function waitForSearchIndex(
  app: unknown,
  videos: number,
  since: number,
  log: (message: string) => void,
): Promise<{ readyMs: number | null; groupedMs: number | null }> {
  const index = searchIndexOf(app);
  if (!index) return { readyMs: null, groupedMs: null };
  let readyMs: number | null = null;
  while (performance.now() - since < INDEX_WAIT_MS) {
    const stats = readIndexStats(app, log);
    const ready = stats !== null && (stats.ready ?? true) && stats.videos >= videos;
    if (ready && readyMs === null) readyMs = performance.now() - since;
    const vectors = stats?.vectors ?? 0;
    // Exact search below the grouping threshold: nothing more to wait for.
    const grouped = index.vectors?.clustered ?? true;
    if (ready && (grouped || vectors < CLUSTER_MIN_VECTORS))
      return { readyMs, groupedMs: vectors >= CLUSTER_MIN_VECTORS ? performance.now() - since : null };
    await sleep(INDEX_POLL_MS);
  }
  log(`the search index was not complete after ${INDEX_WAIT_MS / 1000} s; measuring anyway`);
  return { readyMs, groupedMs: null };
}

/**
 * Builds and starts an app, measuring the process's RSS around it and, when the app reports its search
 * index, waiting until the index is complete (waitForSearchIndex).
 */
export async function startMeasured<T extends { app: unknown }>(
  start: () => Promise<T>,
  videos: number,
  log: (message: string) => void,
): Promise<T & { figures: AppStartFigures }> {
  const rssBeforeMb = rssMb();
  const started = performance.now();
  const running = await start();
  const { readyMs, groupedMs } = await waitForSearchIndex(running.app, videos, started, log);
  const presented = await settledPresented(running.app, started);
  return {
    ...running,
    figures: {
      rssBeforeMb,
      rssAfterMb: rssMb(),
      startMs: performance.now() - started,
      indexReadyMs: readyMs,
      vectorsGroupedMs: groupedMs,
      index: readIndexStats(running.app, log),
      presented,
    },
  };
}

/**
 * Waits until the app's visitors' presented videos are read in (presented-warming.ts: after start, as a
 * server that has been up has them; measuring before that ends would measure the warming) and says what
 * they hold, and when that was since `since`.
 */
export async function settledPresented(
  app: unknown,
  since: number,
): Promise<{ videos: number; bytes: number; ms: number } | null> {
  const { presentedWarming, presentedVideos } = app as {
    presentedWarming?: { settled(): Promise<void> };
    presentedVideos?: { held(audience: 'public'): { videos: number; bytes: number } };
  };
  if (!presentedWarming || !presentedVideos) return null;
  await presentedWarming.settled();
  return { ...presentedVideos.held('public'), ms: performance.now() - since };
}

export const rssMb = () => Math.round(process.memoryUsage().rss / 1e6);
