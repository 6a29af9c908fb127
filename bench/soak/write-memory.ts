import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/database';
import type { BenchDatabase } from '../bench-database';
import { describeMachine } from '../machine';
import { writeResults } from '../report';
import { settledPresented, waitForSearchIndex } from '../search/app-figures';
import { type AllocationProfile, startAllocationProfile } from './allocation-profile';
import { type HeapGroup, heapGrowth, printHeapGrowth, summariseHeapSnapshot } from './heap-summary';
import { exposeGc, startMemorySampler } from './memory-sampler';
import { prepareLibraryInChild } from './prepare-library-child';
import { runWriteLoadInChild, type WriteLoadResult } from './write-load';
import { printWriteMemoryReport, summarisePhases } from './write-memory-report';
import { prepareWriters } from './write-writers';

export interface WriteMemoryOptions {
  count: number;
  seconds: number;
  connections: number;
  /** Also write heap snapshots (idle, and live at the end of the load) and compare them. */
  snapshots: boolean;
  /** Also sample what the app allocates during the load, collected garbage included, by site. */
  allocations: boolean;
}

/** The load before the idle reading: JIT, the pool's connections and the allocator's arenas settle. */
const WARMUP_SECONDS = 15;
/** How long the bench waits after the load before the "after" reading (issue 31: 30 s). */
const AFTER_SECONDS = 30;
/** The live heap under load is read this long before the load ends. */
const LIVE_READING_BEFORE_END_SECONDS = 5;
const SIGNED_IN_USERS = 16;
/** What the app uses in production (server/db/open-database.ts). */
const POOL_SIZE = 20;
/** Constructors shown in each comparison of heap snapshots. */
const HEAP_ROWS = 15;
const ALLOCATION_ROWS = 15;

/*
 * What holds the growth (issue 31; 100,000 videos, 2 shared cores, ~160 writes/s): V8's heap, and nothing
 * else. Each write allocates ~0.6-0.7 MB that is garbage within the request (`--allocations`: drizzle's SQL
 * building ~40%, better-auth's session lookup ~15%, pg, async hooks). The 64 requests wait ~0.4-1 s for the
 * pool's 20 clients, so what they allocate outlives a scavenge or two and is promoted: old space fills with
 * garbage until the next full collection (one a minute; heap used 299 -> 885 MB), and new space grows from
 * 1 to its 32 MB. Live heap under load is idle's within a few MB (`--heap-snapshots`: 64 sockets, their
 * requests and the queued queries' promises, ~3 MB); external, malloc and the pool stay flat. V8 bounds it:
 * its old-generation limit is set from the live heap after each full collection. ("native" right after a
 * forced GC reads high for a moment: the heap pages V8 frees leave RSS a little later.)
 */

/**
 * `npm run bench -- --memory` (issue 31): the app in this process, so its heap can be read; signed-in
 * writes from a child process at C connections for S seconds; memory sampled every second. Reports idle
 * (after a warm-up and a full GC), under load, and 30 s after it, before and after a full GC.
 */
export async function runWriteMemory(
  bench: BenchDatabase,
  options: WriteMemoryOptions,
  log: (message: string) => void,
): Promise<void> {
  const gc = exposeGc();
  const database = connectDatabase(bench.url, { max: POOL_SIZE });
  const config = loadConfig({
    DATA_DIR: bench.dataDir,
    DATABASE_URL: bench.url,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    EMBEDDINGS: 'off',
  });
  try {
    await prepareLibraryInChild({ url: bench.url, adminUrl: bench.adminUrl, count: options.count });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const started = performance.now();
      await waitForSearchIndex(app, options.count, started, log);
      await settledPresented(app, started);
      const writers = await prepareWriters(app, database.pool, {
        users: SIGNED_IN_USERS,
        writers: options.connections * 2,
      });
      log(`${SIGNED_IN_USERS} users signed in, ${writers.length} writers, each in a swipefile of its own`);

      const sockets = () =>
        new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n ?? 0)));
      const sampler = startMemorySampler(database.pool, sockets);
      const load = (seconds: number, seed: number) =>
        runWriteLoadInChild({
          url,
          connections: options.connections,
          seconds,
          writers,
          videos: options.count,
          seed,
        });
      const snapshot = (name: string) =>
        options.snapshots ? v8.writeHeapSnapshot(path.join(bench.dataDir, `${name}.heapsnapshot`)) : null;

      log(`warming up: ${WARMUP_SECONDS} s of writes at ${options.connections} connections`);
      sampler.setPhase('warm-up');
      await load(WARMUP_SECONDS, 1);
      // Idle is read as "after" is: 30 s without load, then a full GC, so the two compare like with like.
      sampler.setPhase('settle');
      await sleep(AFTER_SECONDS * 1000);
      gc();
      await sleep(1000);
      await sampler.mark('idle');
      const idleSnapshot = snapshot('idle');

      log(`loading: ${options.seconds} s of writes at ${options.connections} connections`);
      sampler.setPhase('load');
      const profile = options.allocations ? await startAllocationProfile() : null;
      const loaded = load(options.seconds, 2);
      await sleep((options.seconds - LIVE_READING_BEFORE_END_SECONDS) * 1000);
      sampler.setPhase('load-after-gc');
      await sampler.mark('load-before-gc');
      const allocations = await profile?.stop(ALLOCATION_ROWS);
      gc();
      await sampler.mark('load-live');
      const liveSnapshot = snapshot('load-live');
      const result: WriteLoadResult = await loaded;

      log(`after the load: waiting ${AFTER_SECONDS} s`);
      sampler.setPhase('after');
      await sleep(AFTER_SECONDS * 1000);
      await sampler.mark('after-30s');
      gc();
      await sleep(1000);
      await sampler.mark('after-gc');
      sampler.stop();
      const afterSnapshot = snapshot('after');

      const report = {
        startedAt: new Date().toISOString(),
        machine: await describeMachine(),
        library: { videos: options.count },
        load: { connections: options.connections, seconds: options.seconds, users: SIGNED_IN_USERS },
        result,
        phases: summarisePhases(sampler.samples),
        samples: sampler.samples,
      };
      printWriteMemoryReport(report);
      log(`results written to ${await writeResults(`write-memory-${bench.label}`, report)}`);
      if (allocations) printAllocations(allocations, result.totalResponses);
      if (idleSnapshot && liveSnapshot && afterSnapshot) {
        console.log(
          '\nNOTE: writing a heap snapshot takes native memory that the allocator keeps, so RSS and native after' +
            ' the idle snapshot are not comparable; measure RSS in a run without --heap-snapshots.',
        );
        const [idle, live, after] = await Promise.all(
          [idleSnapshot, liveSnapshot, afterSnapshot].map(summariseHeapSnapshot),
        );
        console.log('\nlive heap under load (after a full GC) against idle, by constructor:');
        printHeapGrowth(heapGrowth(idle as HeapGroup[], live as HeapGroup[], HEAP_ROWS));
        console.log('\nwhat stays 30 s after the load (after a full GC) against idle:');
        printHeapGrowth(heapGrowth(idle as HeapGroup[], after as HeapGroup[], HEAP_ROWS));
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** What the app allocated under load (most of it garbage by the next collection), by package and by site. */
function printAllocations(profile: AllocationProfile, responses: number): void {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `\nallocated under load (sampled, collected objects included): ${mb(profile.totalBytes)} MB,` +
      ` ${(profile.totalBytes / 1024 / Math.max(responses, 1)).toFixed(0)} KB a write`,
  );
  for (const list of [profile.packages, profile.sites]) {
    console.log('');
    for (const { site, bytes } of list) console.log(`${mb(bytes).padStart(8)} MB  ${site}`);
  }
}
