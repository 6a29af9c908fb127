import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/database';
import { createEmbeddingProvider } from '../server/embeddings/create-provider';
import type { EmbeddingProvider } from '../server/embeddings/embedding-provider';
import { planAnalyticsScenarios } from './analytics-scenarios';
import { type BenchDatabase, openBenchDatabase } from './bench-database';
import { planBriefScenarios } from './briefs/brief-scenarios';
import { type CeilingServer, startCeilingServer } from './ceiling-server';
import { describeFirstTokens, planChatScenarios, timeFirstTokens } from './chat-scenarios';
import { planFeedScenarios } from './feed/feed-scenarios';
import { runImportBench } from './import-bench';
import { runLoad } from './load';
import { describeMachine } from './machine';
import { type CpuUse, startOtherCpuMeter } from './other-cpu';
import { prepareLibrary } from './prepare-library';
import { startProfile } from './profile';
import { type BenchReport, judge, printReport, type ScenarioResult, writeReport } from './report';
import { planScenarios, probe, type Scenario } from './scenarios';
import { rssMb, settledPresented, startMeasured, waitForSearchIndex } from './search/app-figures';
import { fillBenchVectors } from './search/bench-vectors';
import { startLexicalAppProcess } from './search/lexical-app-process';
import { planSearchScenarios } from './search/search-scenarios';
import { runSoak, type SoakOptions } from './soak/run-soak';
import { runWriteMemory } from './soak/write-memory';
import { explainSortPages } from './sort-plans';
import { planSwipefileScenarios } from './swipefile-scenarios';
import { benchTaxonomyMerge, printMergeResult } from './taxonomy-merge-bench';
import { planViewScenarios } from './view-scenarios';

const USAGE = [
  'Usage: npm run bench [-- --count N] [--only KEY,…]   (BENCH_DATABASE_URL=postgres://… to use that server)',
  '       --only runs the scenarios whose key starts with one of the KEYs (browse, search, sort, swipefile, save, view, analytics, …);',
  '       --only import: the streamed import of N records; --only merge: a taxonomy merge of a topic used by 10,000 videos',
  "       --only feed: issue 33 (10,000 premium users with follows and saves: each Feed tab's first page)",
  '       --only chat: issue 18 (the offline strategist, 8 users, and its time to first streamed token)',
  '       --only briefs: issue 34 (1,000 briefs of 20 cited videos: opening one, its PDF, the event loop meanwhile)',
  '       --only search: issue 17 (every video given a vector, the app with embeddings on and off: distinct,',
  '       repeated, @handle and #hashtag searches, browse pages 1–40, similar videos)',
  '       npm run bench -- --soak [--count N] [--seconds S] [--connections C]',
  '       npm run bench -- --memory [--heap-snapshots] [--allocations] [--count N] [--seconds S] [--connections C]',
  "       issue 31: the app's memory under signed-in writes, idle / under load / 30 s after (soak/write-memory.ts)",
].join('\n');
const DEFAULT_COUNT = 100_000;
const SOAK_SECONDS = 60;
const SOAK_CONNECTIONS = 64;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
// What the app uses in production (server/db/open-database.ts), so the pool is no bottleneck of our own.
const POOL_SIZE = 20;
/** The encoder's worker threads in the app under bench: the default of EMBEDDINGS_WORKERS (config.ts). */
const ENCODER_WORKERS = 2;

const log = (message: string) => console.error(`[bench] ${message}`);

/**
 * `npm run bench`: seeds a throwaway library, loads the public API scenarios, prints and saves results;
 * with `--soak`, only the soak of mixed traffic against the app in a process of its own (soak/run-soak.ts).
 */
async function main(): Promise<number> {
  const options = readOptions();
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL, log);
  const cleanUp = onceOnly(() => bench.close());
  const interrupt = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    if (options.soak) return (await runSoak(bench, options, log)) ? 0 : 1;
    if (options.memory) {
      await runWriteMemory(
        bench,
        { ...options, snapshots: options.heapSnapshots, allocations: options.allocations },
        log,
      );
      return 0;
    }
    // The import scenario runs the app as its own process, on its own (import-bench.ts).
    if (options.only.length === 1 && options.only[0] === 'import') {
      return (await runImportBench(bench, options.count, log)) ? 0 : 1;
    }
    await benchmark(bench, options.count, options.only);
    return 0;
  } finally {
    await cleanUp();
  }
}

async function benchmark(bench: BenchDatabase, count: number, only: string[]): Promise<void> {
  const database = connectDatabase(bench.url, { max: POOL_SIZE });
  try {
    const { postgresVersion, seedSeconds } = await prepareLibrary(database, bench.adminUrl, count, log);
    // Issue 16: a one-off timing, not a load; it runs alone with `--only merge` (it changes the library).
    if (only.includes('merge')) {
      printMergeResult(await benchTaxonomyMerge(database, log));
      if (only.every((key) => key === 'merge')) return;
    }

    const chosen = (key: string) => only.length === 0 || only.some((prefix) => key.startsWith(prefix));
    // Issue 17: the search scenarios run against the app with embeddings on, so every video gets a
    // vector first and the embedding job finds nothing to do; other runs keep embeddings off.
    // Issue 18: the chat's retrieval is the same hybrid search, so the chat scenario runs on vectors too.
    // Issue 33: For you ranks from the vectors, so the Feed's scenarios need them too.
    const searching =
      only.length === 0 ||
      only.some(
        (prefix) =>
          prefix.startsWith('search') ||
          'search-'.startsWith(prefix) ||
          prefix.startsWith('chat') ||
          prefix.startsWith('feed'),
      );
    const vectors = searching ? await fillBenchVectors(database, count, log) : null;
    const config = loadConfig({
      DATA_DIR: bench.dataDir,
      LOG_LEVEL: 'silent',
      PORT: '0',
      NODE_ENV: 'production',
      EMBEDDINGS: searching ? 'local' : 'off',
      EMBEDDINGS_WORKERS: String(ENCODER_WORKERS),
    });
    // One encoder for the apps (the cached and the uncached are one app twice), loaded before the RSS
    // reading so the app's own memory (its search index) shows apart from the encoder's.
    const rssAtStart = rssMb();
    const encoder = searching ? await loadedEncoder() : null;
    const embeddingProvider = encoder ? { ...encoder, close: async () => {} } : null;
    // The job stays off: nothing is stale (fillBenchVectors checked) and it must not share the cores.
    const embeddingJob = { automatic: false };
    const started = await startMeasured(
      async () => {
        // For you lists are worked out ahead by the uncached app alone: both apps share this process.
        const built = await buildApp({
          config,
          database,
          logger: false,
          embeddingProvider,
          embeddingJob,
          forYouAhead: { automatic: false },
        });
        return { app: built, url: await listen(built) };
      },
      count,
      log,
    );
    const { app, url: appUrl } = started;
    // The same app without its response cache, for the uncached scenarios (scenarios.ts).
    const uncachedApp = await buildApp({
      config,
      database,
      logger: false,
      responseCache: false,
      embeddingProvider,
      embeddingJob,
    });
    const uncachedUrl = await listen(uncachedApp);
    await settledIndex(uncachedApp, 'the uncached app', count);
    // Issue 17: search with embeddings off, also uncached, in a process of its own (lexical-app-process.ts).
    const lexicalApp = searching
      ? await startLexicalAppProcess({
          databaseUrl: bench.url,
          dataDir: bench.dataDir,
          videos: count,
          poolSize: POOL_SIZE,
        })
      : null;
    const lexicalUrl = lexicalApp?.url ?? '';
    if (lexicalApp)
      log(
        `the app with embeddings off (own process): ${lexicalApp.presentedVideos.toLocaleString('en-US')} videos presented for visitors`,
      );
    let ceiling: CeilingServer | undefined;
    try {
      const sortPlans = await explainSortPages(database.pool);
      const machine = await describeMachine();
      const planned = [
        ...(await planScenarios(appUrl, uncachedUrl)),
        ...(await planSwipefileScenarios(config, database, appUrl)),
        ...(await planViewScenarios(database, uncachedUrl, log)),
        // Issue 16: a million events are written only when the analytics scenarios run.
        ...(chosen('analytics') ? await planAnalyticsScenarios(config, database, appUrl, log) : []),
        // Issue 33: 10,000 premium users are made only when the feed scenarios run.
        ...(chosen('feed') ? await planFeedScenarios(database, uncachedApp, uncachedUrl, log) : []),
        ...(searching
          ? await planSearchScenarios(
              database,
              count,
              { hybridUrl: uncachedUrl, lexicalUrl, workDir: bench.dataDir },
              log,
            )
          : []),
      ];
      const chat = chosen('chat') ? await planChatScenarios(config, database, uncachedUrl) : null;
      // Issue 34: 1,000 briefs are made only when the brief scenarios run.
      const briefs =
        chosen('briefs') || only.some((prefix) => prefix.startsWith('briefs'))
          ? await planBriefScenarios(config, database, appUrl, log)
          : null;
      const scenarios = [...planned, ...(chat?.scenarios ?? []), ...(briefs?.scenarios ?? [])].filter(
        (scenario) => chosen(scenario.key),
      );
      const results: ScenarioResult[] = [];
      for (const scenario of scenarios) results.push(await measure(scenario));
      if (briefs) results.push(...(await briefs.measurePdfs(chosen, log)));
      if (chosen('feed'))
        log(`feed: follow sets after the scenarios: ${JSON.stringify(uncachedApp.followSets.held())}`);
      const firstTokens = chat ? await timeFirstTokens(uncachedUrl, chat.tokens) : null;
      if (firstTokens) log(describeFirstTokens(firstTokens));
      if (chosen('ceiling')) {
        // The ceiling serves exactly the bytes of the unfiltered first page.
        const browse = await probe(planned[0] as Scenario);
        ceiling = await startCeilingServer(browse.body, browse.contentType);
        results.push(
          await measure({
            key: 'ceiling',
            title: 'ceiling: bare Fastify, same bytes as browse',
            url: `${ceiling.url}/api/videos/public`,
            uncached: false,
            p99TargetMs: null,
          }),
        );
      }

      const report: BenchReport = {
        label: bench.label,
        startedAt: new Date().toISOString(),
        machine,
        postgres: { version: postgresVersion, where: bench.where },
        library: { videos: count, seedSeconds },
        load: { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: MEASURE_SECONDS },
        results,
        sortPlans,
        ...(vectors ? { search: { vectors, appStart: started.figures, rssAtStartMb: rssAtStart } } : {}),
        ...(firstTokens ? { chatFirstTokens: firstTokens } : {}),
        verdicts: judge(results, sortPlans),
      };
      printReport(report);
      log(`results written to ${await writeReport(report)}`);
    } finally {
      await ceiling?.close();
      await lexicalApp?.stop();
      await uncachedApp.close();
      await app.close();
      await encoder?.close();
    }
  } finally {
    await database.close();
  }
}

async function listen(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function measure(scenario: Scenario): Promise<ScenarioResult> {
  await scenario.before?.();
  const { body, matches } = await probe(scenario);
  log(`${scenario.title}: warming up ${WARMUP_SECONDS} s, then measuring ${MEASURE_SECONDS} s`);
  const options = {
    connections: scenario.connections ?? CONNECTIONS,
    paths: scenario.paths,
    requests: scenario.requests,
    sharedRequests: scenario.sharedRequests,
    headers: scenario.headers,
    overallRate: scenario.overallRate,
  };
  const run = async (seconds: number) => {
    const pathRound = await scenario.freshRound?.(seconds);
    return { load: await runLoad(scenario.url, { ...options, seconds, pathRound }), pathRound };
  };
  await run(WARMUP_SECONDS);
  const otherCpu = startOtherCpuMeter();
  const profiling = process.env.BENCH_PROFILE ? await startProfile() : null;
  const { load, pathRound } = await run(MEASURE_SECONDS);
  if (profiling) log(`CPU profile of this thread: ${await profiling.writeTo(scenario.key)}`);
  return {
    ...load,
    scenario,
    responseBytes: body.length,
    matches,
    distinctPaths: pathRound?.count ?? null,
    ...cpuFigures(otherCpu(), load.sent),
  };
}

function cpuFigures(use: CpuUse | null, sent: number) {
  return {
    otherCpuShare: use?.othersShare ?? null,
    cpuMsPerRequest: use && sent > 0 ? use.oursMs / sent : null,
  };
}

/** Waits for an app's search index (loaded after listen) to be complete before anything is measured. */
async function settledIndex(app: unknown, name: string, count: number): Promise<void> {
  const started = performance.now();
  const { readyMs } = await waitForSearchIndex(app, count, started, log);
  if (readyMs !== null)
    log(`${name}: search index complete in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const presented = await settledPresented(app, started);
  if (presented)
    log(
      `${name}: ${presented.videos.toLocaleString('en-US')} videos presented for visitors after ${(presented.ms / 1000).toFixed(1)} s`,
    );
}

/** The built-in encoder with its workers loaded (they start on first use). */
async function loadedEncoder(): Promise<EmbeddingProvider> {
  const encoder = createEmbeddingProvider({ mode: 'local', workers: ENCODER_WORKERS });
  if (!encoder) throw new Error('the built-in encoder did not start');
  await encoder.embedDocuments(Array.from({ length: ENCODER_WORKERS * 4 }, (_, i) => `warm up ${i}`));
  return encoder;
}

interface BenchOptions extends SoakOptions {
  soak: boolean;
  memory: boolean;
  heapSnapshots: boolean;
  allocations: boolean;
  /** Key prefixes of the scenarios to run; empty runs them all. */
  only: string[];
}

function readOptions(): BenchOptions {
  let values: {
    count?: string;
    soak?: boolean;
    memory?: boolean;
    'heap-snapshots'?: boolean;
    allocations?: boolean;
    seconds?: string;
    connections?: string;
    only?: string;
  };
  try {
    ({ values } = parseArgs({
      options: {
        count: { type: 'string' },
        soak: { type: 'boolean' },
        memory: { type: 'boolean' },
        'heap-snapshots': { type: 'boolean' },
        allocations: { type: 'boolean' },
        seconds: { type: 'string' },
        connections: { type: 'string' },
        only: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const soak = values.soak ?? false;
  const memory = values.memory ?? false;
  if (!soak && !memory && (values.seconds !== undefined || values.connections !== undefined)) {
    throw new UsageError(`--seconds and --connections go with --soak or --memory\n${USAGE}`);
  }
  if ((values['heap-snapshots'] || values.allocations) && !memory) {
    throw new UsageError(`--heap-snapshots and --allocations go with --memory\n${USAGE}`);
  }
  return {
    soak,
    memory,
    heapSnapshots: values['heap-snapshots'] ?? false,
    allocations: values.allocations ?? false,
    only: (values.only ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    count: positiveWhole(values.count, DEFAULT_COUNT, '--count'),
    seconds: positiveWhole(values.seconds, SOAK_SECONDS, '--seconds'),
    connections: positiveWhole(values.connections, SOAK_CONNECTIONS, '--connections'),
  };
}

function positiveWhole(text: string | undefined, fallback: number, flag: string): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new UsageError(`${flag} must be a positive whole number\n${USAGE}`);
  return value;
}

function onceOnly(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work();
    return running;
  };
}

class UsageError extends Error {}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
