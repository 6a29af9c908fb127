import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

/**
 * What the search index reports of itself (server/search/**, issue 17): `app.search.stats()`. Read
 * defensively: an app without it (before the search service) still benches, reporting RSS alone.
 */
const indexStatsSchema = z.object({ videos: z.number(), buildMs: z.number(), bytes: z.number() });
export type IndexStats = z.infer<typeof indexStatsSchema>;

/** How long the bench waits for an index built in the background to hold every video. */
const INDEX_WAIT_MS = 300_000;
const INDEX_POLL_MS = 250;

export interface AppStartFigures {
  /** The bench process's RSS just before the app was built (the encoder's workers already loaded). */
  rssBeforeMb: number;
  /** …once it listened and its index (if it reports one) held every video. */
  rssAfterMb: number;
  /** From building the app to that moment. */
  startMs: number;
  /** app.search.stats() then; null when the app has no such method. */
  index: IndexStats | null;
}

/** The index's own figures, or null when the app does not report them (or reports another shape). */
export async function readIndexStats(
  app: unknown,
  log: (message: string) => void,
): Promise<IndexStats | null> {
  const search = (app as { search?: { stats?: unknown } }).search;
  if (typeof search?.stats !== 'function') return null;
  const parsed = indexStatsSchema.safeParse(await (search.stats as () => unknown).call(search));
  if (!parsed.success) {
    log(`app.search.stats() answered an unexpected shape: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
}

/**
 * Builds and starts an app, measuring the process's RSS around it and, when the app reports its search
 * index, waiting until the index holds all `videos` (an index built after listen would otherwise be
 * measured half-built).
 */
export async function startMeasured<T extends { app: unknown }>(
  start: () => Promise<T>,
  videos: number,
  log: (message: string) => void,
): Promise<T & { figures: AppStartFigures }> {
  const rssBeforeMb = rssMb();
  const started = performance.now();
  const running = await start();
  const { app } = running;
  let index = await readIndexStats(app, log);
  while (index && index.videos < videos && performance.now() - started < INDEX_WAIT_MS) {
    await sleep(INDEX_POLL_MS);
    index = await readIndexStats(app, log);
  }
  if (index && index.videos < videos) log(`the search index holds ${index.videos} of ${videos} videos`);
  return {
    ...running,
    figures: { rssBeforeMb, rssAfterMb: rssMb(), startMs: performance.now() - started, index },
  };
}

export const rssMb = () => Math.round(process.memoryUsage().rss / 1e6);
