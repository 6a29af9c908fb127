import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/database';
import { type BenchDatabase, openBenchDatabase } from './bench-database';
import { type CeilingServer, startCeilingServer } from './ceiling-server';
import { runLoad } from './load';
import { describeMachine } from './machine';
import { prepareLibrary } from './prepare-library';
import { type BenchReport, judge, printReport, type ScenarioResult, writeReport } from './report';
import { planScenarios, probe, type Scenario } from './scenarios';

const USAGE = 'Usage: npm run bench [-- --count N]   (BENCH_DATABASE_URL=postgres://… to use that server)';
const DEFAULT_COUNT = 100_000;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
// What the app uses in production (server/db/open-database.ts), so the pool is no bottleneck of our own.
const POOL_SIZE = 20;

const log = (message: string) => console.error(`[bench] ${message}`);

/** `npm run bench`: seeds a throwaway library, loads the public API scenarios, prints and saves results. */
async function main(): Promise<void> {
  const count = readCount();
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL, log);
  const cleanUp = onceOnly(() => bench.close());
  const interrupt = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    await benchmark(bench, count);
  } finally {
    await cleanUp();
  }
}

async function benchmark(bench: BenchDatabase, count: number): Promise<void> {
  const database = connectDatabase(bench.url, { max: POOL_SIZE });
  try {
    const { postgresVersion, seedSeconds } = await prepareLibrary(database, count, log);

    const config = loadConfig({
      DATA_DIR: bench.dataDir,
      LOG_LEVEL: 'silent',
      PORT: '0',
      NODE_ENV: 'production',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    let ceiling: CeilingServer | undefined;
    try {
      const machine = await describeMachine();
      const scenarios = await planScenarios(appUrl);
      const results: ScenarioResult[] = [];
      for (const scenario of scenarios) results.push(await measure(scenario));
      // The ceiling serves exactly the bytes of the unfiltered first page.
      const browse = await probe(scenarios[0] as Scenario);
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

      const report: BenchReport = {
        label: bench.label,
        startedAt: new Date().toISOString(),
        machine,
        postgres: { version: postgresVersion, where: bench.where },
        library: { videos: count, seedSeconds },
        load: { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: MEASURE_SECONDS },
        results,
        verdicts: judge(results),
      };
      printReport(report);
      log(`results written to ${await writeReport(report)}`);
    } finally {
      await ceiling?.close();
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function measure(scenario: Scenario): Promise<ScenarioResult> {
  const { body, matches } = await probe(scenario);
  log(`${scenario.title}: warming up ${WARMUP_SECONDS} s, then measuring ${MEASURE_SECONDS} s`);
  const options = { connections: CONNECTIONS, uniqueIds: scenario.uncached };
  await runLoad(scenario.url, { ...options, seconds: WARMUP_SECONDS });
  const load = await runLoad(scenario.url, { ...options, seconds: MEASURE_SECONDS });
  return { ...load, scenario, responseBytes: body.length, matches };
}

function readCount(): number {
  let values: { count?: string | undefined };
  try {
    ({ values } = parseArgs({ options: { count: { type: 'string' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const count = values.count === undefined ? DEFAULT_COUNT : Number(values.count);
  if (!Number.isInteger(count) || count < 1)
    throw new UsageError(`--count must be a positive whole number\n${USAGE}`);
  return count;
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
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
