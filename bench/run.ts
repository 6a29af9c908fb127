import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/database';
import { planAnalyticsScenarios } from './analytics-scenarios';
import { type BenchDatabase, openBenchDatabase } from './bench-database';
import { type CeilingServer, startCeilingServer } from './ceiling-server';
import { runImportBench } from './import-bench';
import { runLoad } from './load';
import { describeMachine } from './machine';
import { prepareLibrary } from './prepare-library';
import { type BenchReport, judge, printReport, type ScenarioResult, writeReport } from './report';
import { planScenarios, probe, type Scenario } from './scenarios';
import { runSoak, type SoakOptions } from './soak/run-soak';
import { explainSortPages } from './sort-plans';
import { planSwipefileScenarios } from './swipefile-scenarios';
import { benchTaxonomyMerge, printMergeResult } from './taxonomy-merge-bench';
import { planViewScenarios } from './view-scenarios';

const USAGE = [
  'Usage: npm run bench [-- --count N] [--only KEY,…]   (BENCH_DATABASE_URL=postgres://… to use that server)',
  '       --only runs the scenarios whose key starts with one of the KEYs (browse, search, sort, swipefile, save, view, analytics, …);',
  '       --only import: the streamed import of N records; --only merge: a taxonomy merge of a topic used by 10,000 videos',
  '       npm run bench -- --soak [--count N] [--seconds S] [--connections C]',
].join('\n');
const DEFAULT_COUNT = 100_000;
const SOAK_SECONDS = 60;
const SOAK_CONNECTIONS = 64;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
// What the app uses in production (server/db/open-database.ts), so the pool is no bottleneck of our own.
const POOL_SIZE = 20;

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

    const config = loadConfig({
      DATA_DIR: bench.dataDir,
      LOG_LEVEL: 'silent',
      PORT: '0',
      NODE_ENV: 'production',
      // The bench measures serving; the embedding job would share the cores with it.
      EMBEDDINGS: 'off',
    });
    const app = await buildApp({ config, database, logger: false });
    const appUrl = await listen(app);
    // The same app without its response cache, for the uncached scenarios (scenarios.ts).
    const uncachedApp = await buildApp({ config, database, logger: false, responseCache: false });
    const uncachedUrl = await listen(uncachedApp);
    let ceiling: CeilingServer | undefined;
    try {
      const sortPlans = await explainSortPages(database.pool);
      const machine = await describeMachine();
      const chosen = (key: string) => only.length === 0 || only.some((prefix) => key.startsWith(prefix));
      const planned = [
        ...(await planScenarios(appUrl, uncachedUrl)),
        ...(await planSwipefileScenarios(config, database, appUrl)),
        ...(await planViewScenarios(database, uncachedUrl, log)),
        // Issue 16: a million events are written only when the analytics scenarios run.
        ...(chosen('analytics') ? await planAnalyticsScenarios(config, database, appUrl, log) : []),
      ];
      const scenarios = planned.filter((scenario) => chosen(scenario.key));
      const results: ScenarioResult[] = [];
      for (const scenario of scenarios) results.push(await measure(scenario));
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
        verdicts: judge(results, sortPlans),
      };
      printReport(report);
      log(`results written to ${await writeReport(report)}`);
    } finally {
      await ceiling?.close();
      await uncachedApp.close();
      await app.close();
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
  const { body, matches } = await probe(scenario);
  log(`${scenario.title}: warming up ${WARMUP_SECONDS} s, then measuring ${MEASURE_SECONDS} s`);
  const options = {
    connections: scenario.connections ?? CONNECTIONS,
    paths: scenario.paths,
    requests: scenario.requests,
    sharedRequests: scenario.sharedRequests,
    headers: scenario.headers,
  };
  await runLoad(scenario.url, { ...options, seconds: WARMUP_SECONDS });
  const load = await runLoad(scenario.url, { ...options, seconds: MEASURE_SECONDS });
  return { ...load, scenario, responseBytes: body.length, matches };
}

interface BenchOptions extends SoakOptions {
  soak: boolean;
  /** Key prefixes of the scenarios to run; empty runs them all. */
  only: string[];
}

function readOptions(): BenchOptions {
  let values: { count?: string; soak?: boolean; seconds?: string; connections?: string; only?: string };
  try {
    ({ values } = parseArgs({
      options: {
        count: { type: 'string' },
        soak: { type: 'boolean' },
        seconds: { type: 'string' },
        connections: { type: 'string' },
        only: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const soak = values.soak ?? false;
  if (!soak && (values.seconds !== undefined || values.connections !== undefined)) {
    throw new UsageError(`--seconds and --connections go with --soak\n${USAGE}`);
  }
  return {
    soak,
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
