import fs from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type pg from 'pg';

/** One reading of this process's memory, in MB, and of the app's connection pool. */
export interface MemorySample {
  /** Seconds since sampling started. */
  second: number;
  phase: string;
  rss: number;
  /** Resident anonymous memory (heap, malloc arenas, stacks), without mapped files such as the node binary. */
  rssAnon: number;
  heapTotal: number;
  heapUsed: number;
  /** Memory V8 was told of outside its heap: Buffers, ArrayBuffers, zlib/brotli streams. */
  external: number;
  arrayBuffers: number;
  /** Each V8 heap space's committed size (new_space, old_space, code_space, large_object_space, …). */
  spaces: Record<string, number>;
  /** What the process holds beyond V8's heap and external memory: malloc arenas, stacks, code. */
  native: number;
  pool: { total: number; idle: number; waiting: number };
  /** Open HTTP connections to the app. */
  sockets: number;
  /** Garbage collections since sampling started: scavenges of the new space, and full mark-compacts. */
  gc: { minor: number; major: number; pauseMs: number };
}

const MB = 1024 * 1024;

/** Reads the process's memory now. */
export function readMemory(
  pool: pg.Pool,
  sockets: number,
  gc: MemorySample['gc'],
  phase: string,
  second: number,
): MemorySample {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size / MB]),
  );
  const rssAnon = Number(/^RssAnon:\s+(\d+)\s+kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]);
  return {
    second,
    phase,
    rss: usage.rss / MB,
    rssAnon: rssAnon / 1024,
    heapTotal: usage.heapTotal / MB,
    heapUsed: usage.heapUsed / MB,
    external: usage.external / MB,
    arrayBuffers: usage.arrayBuffers / MB,
    spaces,
    native: (usage.rss - usage.heapTotal - usage.external) / MB,
    pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    sockets,
    gc: { ...gc },
  };
}

export interface MemorySampler {
  samples: MemorySample[];
  /** Labels the samples taken from now on. */
  setPhase(phase: string): void;
  /** Takes a sample at once, with this label. */
  mark(phase: string): Promise<MemorySample>;
  stop(): void;
}

/** Samples every second, on this process's own event loop (it is the app's: the load is another process). */
export function startMemorySampler(pool: pg.Pool, openSockets: () => Promise<number>): MemorySampler {
  const samples: MemorySample[] = [];
  const started = performance.now();
  let phase = 'start';
  const gcs = { minor: 0, major: 0, pauseMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) gcs.minor += 1;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) gcs.major += 1;
      gcs.pauseMs += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const take = async (label: string) => {
    const sample = readMemory(pool, await openSockets(), gcs, label, (performance.now() - started) / 1000);
    samples.push(sample);
    return sample;
  };
  const timer = setInterval(() => void take(phase), 1000);
  return {
    samples,
    setPhase: (next) => {
      phase = next;
    },
    mark: take,
    stop: () => {
      clearInterval(timer);
      observer.disconnect();
    },
  };
}

/**
 * A full, blocking garbage collection. V8 exposes `gc` only when started with --expose-gc; the flag set
 * at run time makes it available to contexts created after, so the bench needs no node option.
 */
export function exposeGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}
