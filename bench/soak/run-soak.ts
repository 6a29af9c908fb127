import { startAppProcess } from '../../e2e/support/app-process';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/database';
import { filterListsSchema } from '../../shared/contracts/taxonomy';
import type { BenchDatabase } from '../bench-database';
import { describeMachine } from '../machine';
import { prepareLibrary } from '../prepare-library';
import { sampleRss } from './rss-sampler';
import { signInUsers } from './signed-in-users';
import { runSoakLoad } from './soak-load';
import { judgeSoak, printSoakReport, type SoakReport, summariseRss, writeSoakReport } from './soak-report';
import {
  createTrafficMix,
  EVENTS_LIMIT_REQUESTS_PER_SECOND,
  SOAK_KINDS,
  type SoakRequest,
} from './traffic-mix';

export interface SoakOptions {
  count: number;
  seconds: number;
  connections: number;
}

/**
 * Issue 8: a warm-up of the same traffic runs before the measured seconds; RSS and latencies count after
 * it. The app's RSS settles over its first few thousand requests (JIT, the pool's connections, the
 * allocator's arenas, the response cache filling) — at ~90 req/s on 100,000 videos that takes about
 * half a minute.
 */
const WARMUP_SECONDS = 30;
const SIGNED_IN_USERS = 8;

/**
 * `npm run bench -- --soak`: seeds the bench library, starts the real app as a process of its own on it,
 * sends mixed traffic for a fixed time while sampling the app's RSS every second, then reports and
 * judges: no failed request, and RSS after the warm-up within +10%. True when every check passed.
 */
export async function runSoak(
  bench: BenchDatabase,
  options: SoakOptions,
  log: (message: string) => void,
): Promise<boolean> {
  const database = connectDatabase(bench.url, { max: 4 });
  let prepared: Awaited<ReturnType<typeof prepareLibrary>>;
  let tokens: string[];
  try {
    prepared = await prepareLibrary(database, bench.adminUrl, options.count, log);
    const config = loadConfig({
      DATA_DIR: bench.dataDir,
      DATABASE_URL: bench.url,
      LOG_LEVEL: 'silent',
      EMBEDDINGS: 'off',
    });
    tokens = await signInUsers(config, database, SIGNED_IN_USERS);
    log(`signed in ${tokens.length} users through better-auth`);
  } finally {
    await database.close();
  }

  log('starting the app as a process of its own');
  const app = await startAppProcess({
    HOST: '127.0.0.1',
    DATA_DIR: bench.dataDir,
    DATABASE_URL: bench.url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The soak's clients come through a "proxy" on loopback that names them in X-Forwarded-For, so the
    // per-IP events limit applies to each client and not to the one loopback address (traffic-mix.ts).
    TRUST_PROXY: 'loopback',
  });
  try {
    const filters = filterListsSchema.parse(
      ((await (await fetch(`${app.appUrl}/api/filters/public`)).json()) as { data: unknown }).data,
    );
    const mix = { count: options.count, filters, tokens };
    await probeEveryKind(app.appUrl, createTrafficMix({ ...mix, seed: 1 }));
    const machine = await describeMachine();
    const warmupSeconds = WARMUP_SECONDS;
    log(
      `warming up for ${warmupSeconds} s, then soaking for ${options.seconds} s at ${options.connections} connections (app pid ${app.pid}); ` +
        `the events limit would bind above ${Math.round(EVENTS_LIMIT_REQUESTS_PER_SECOND)} req/s`,
    );
    const startedAt = performance.now();
    const sampler = sampleRss(app.pid, startedAt);
    const result = await runSoakLoad({
      url: app.appUrl,
      connections: options.connections,
      seconds: warmupSeconds + options.seconds,
      warmupSeconds,
      next: createTrafficMix(mix),
    });
    sampler.stop();
    const appExited = !app.running();
    const rss = summariseRss(sampler.samples, warmupSeconds);
    const report: SoakReport = {
      label: bench.label,
      startedAt: new Date().toISOString(),
      machine,
      postgres: { version: prepared.postgresVersion, where: bench.where },
      library: { videos: options.count, seedSeconds: prepared.seedSeconds },
      load: {
        connections: options.connections,
        seconds: options.seconds,
        warmupSeconds,
        signedInUsers: tokens.length,
      },
      result,
      rss,
      rssSamples: sampler.samples,
      appExited,
      verdicts: judgeSoak(result, rss, appExited),
    };
    printSoakReport(report);
    log(`results written to ${await writeSoakReport(report)}`);
    return report.verdicts.every((v) => v.outcome === 'PASS');
  } finally {
    await app.stop();
  }
}

/** Sends one request of every kind before the load; anything but a 2xx stops the soak with its answer. */
async function probeEveryKind(appUrl: string, next: () => SoakRequest): Promise<void> {
  const pending = new Set(SOAK_KINDS);
  for (let tries = 0; pending.size > 0 && tries < 1000; tries += 1) {
    const request = next();
    if (!pending.delete(request.kind)) continue;
    const response = await fetch(`${appUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
    });
    if (!response.ok) {
      const text = (await response.text()).slice(0, 300);
      throw new Error(
        `${request.kind}: ${request.method} ${request.path} answered ${response.status}: ${text}`,
      );
    }
    await response.arrayBuffer().catch(() => {});
  }
  if (pending.size > 0) throw new Error(`the mix never produced ${[...pending].join(', ')}`);
}
