import type { Machine } from '../machine';
import { printTable } from '../report';
import type { MemorySample } from './memory-sampler';
import type { WriteLoadResult } from './write-load';

/** The columns of the report: one reading (or the mean of the load's readings) per phase. */
const COLUMNS = [
  ['idle', 'idle (GC)'],
  ['load-mean', 'load mean'],
  ['load-peak', 'load peak'],
  ['load-before-gc', 'load end'],
  ['load-live', 'load, GC'],
  ['after-30s', '+30 s'],
  ['after-gc', '+30 s, GC'],
] as const;
type Column = (typeof COLUMNS)[number][0];

/** The phases' readings: marked samples as they are, the load's as its mean and its highest-RSS sample. */
export function summarisePhases(samples: MemorySample[]): Partial<Record<Column, MemorySample>> {
  const load = samples.filter((s) => s.phase === 'load');
  const marked = (phase: string) => samples.find((s) => s.phase === phase);
  return {
    idle: marked('idle'),
    'load-mean': load.length > 0 ? meanSample(load) : undefined,
    'load-peak': load.reduce<MemorySample | undefined>(
      (top, s) => (!top || s.rss > top.rss ? s : top),
      undefined,
    ),
    'load-before-gc': marked('load-before-gc'),
    'load-live': marked('load-live'),
    'after-30s': marked('after-30s'),
    'after-gc': marked('after-gc'),
  };
}

function meanSample(samples: MemorySample[]): MemorySample {
  const mean = (read: (s: MemorySample) => number) =>
    samples.reduce((sum, s) => sum + read(s), 0) / samples.length;
  const first = samples[0] as MemorySample;
  return {
    second: mean((s) => s.second),
    phase: 'load-mean',
    rss: mean((s) => s.rss),
    rssAnon: mean((s) => s.rssAnon),
    heapTotal: mean((s) => s.heapTotal),
    heapUsed: mean((s) => s.heapUsed),
    external: mean((s) => s.external),
    arrayBuffers: mean((s) => s.arrayBuffers),
    spaces: Object.fromEntries(Object.keys(first.spaces).map((k) => [k, mean((s) => s.spaces[k] ?? 0)])),
    native: mean((s) => s.native),
    pool: {
      total: mean((s) => s.pool.total),
      idle: mean((s) => s.pool.idle),
      waiting: mean((s) => s.pool.waiting),
    },
    sockets: mean((s) => s.sockets),
    gc: (samples.at(-1) as MemorySample).gc,
  };
}

/** The rows: what a reading holds, in MB, then the pool and the sockets. */
const ROWS: [string, (s: MemorySample) => number, number][] = [
  ['RSS', (s) => s.rss, 0],
  ['  anonymous (RssAnon)', (s) => s.rssAnon, 0],
  ['V8 heap committed', (s) => s.heapTotal, 1],
  ['  used', (s) => s.heapUsed, 1],
  ['  new space', (s) => s.spaces.new_space ?? 0, 1],
  ['  old space', (s) => s.spaces.old_space ?? 0, 1],
  ['  code space', (s) => s.spaces.code_space ?? 0, 1],
  ['  large objects', (s) => s.spaces.large_object_space ?? 0, 1],
  ['external', (s) => s.external, 1],
  ['  array buffers', (s) => s.arrayBuffers, 1],
  ['native (RSS − heap − ext.)', (s) => s.native, 0],
  ['pg pool clients', (s) => s.pool.total, 1],
  ['  idle', (s) => s.pool.idle, 1],
  ['  queries waiting', (s) => s.pool.waiting, 1],
  ['HTTP sockets open', (s) => s.sockets, 0],
];

export interface WriteMemoryReport {
  machine: Machine;
  library: { videos: number };
  load: { connections: number; seconds: number; users: number };
  result: WriteLoadResult;
  phases: Partial<Record<Column, MemorySample>>;
  samples: MemorySample[];
}

/** Seconds of load over which the trend line takes each highest RSS. */
const TREND_WINDOW_SECONDS = 15;

/** Prints the load's figures and the table of phases (MB unless said). */
export function printWriteMemoryReport(report: WriteMemoryReport): void {
  const { machine, result, load } = report;
  console.log('');
  console.log(`machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, node ${machine.node}`);
  console.log(
    `load:    ${load.seconds} s of signed-in writes at ${load.connections} connections (${load.users} users),` +
      ` ${report.library.videos.toLocaleString('en')} videos: ${result.totalResponses} responses,` +
      ` ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
  );
  console.log(
    `         ${Object.entries(result.responses)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  const failures = Object.entries(result.failed).map(([k, n]) => `${n}× ${k}`);
  if (result.timeouts) failures.push(`${result.timeouts} timed out`);
  if (result.connectionErrors) failures.push(`${result.connectionErrors} connection errors`);
  console.log(`failed:  ${failures.join(', ') || 'none'}`);
  console.log('');
  const rows = [
    ['MB', ...COLUMNS.map(([, title]) => title)],
    ...ROWS.map(([label, read, digits]) => [
      label,
      ...COLUMNS.map(([key]) => {
        const sample = report.phases[key];
        return sample ? read(sample).toFixed(digits) : '–';
      }),
    ]),
  ];
  printTable(rows);
  const { idle, 'load-peak': peak, 'load-before-gc': end } = report.phases;
  const loaded = report.samples.filter((s) => s.phase === 'load');
  if (idle && end && loaded.length > 0) {
    const start = (loaded[0] as MemorySample).second;
    const windows: number[] = [];
    for (const s of loaded) {
      const w = Math.floor((s.second - start) / TREND_WINDOW_SECONDS);
      windows[w] = Math.max(windows[w] ?? 0, s.rss);
    }
    const ms = end.gc.pauseMs - idle.gc.pauseMs;
    console.log(
      `\nunder load: ${end.gc.minor - idle.gc.minor} scavenges and ${end.gc.major - idle.gc.major} full collections` +
        ` (${ms.toFixed(0)} ms of pauses); highest RSS in each ${TREND_WINDOW_SECONDS} s: ${windows.map((mb) => mb.toFixed(0)).join(', ')} MB`,
    );
  }
  if (idle && peak) {
    console.log(
      `\nRSS at the load's peak: ${((peak.rss / idle.rss - 1) * 100).toFixed(0)}% over idle` +
        ` (+${(peak.rss - idle.rss).toFixed(0)} MB: heap +${(peak.heapTotal - idle.heapTotal).toFixed(0)},` +
        ` external +${(peak.external - idle.external).toFixed(0)}, native +${(peak.native - idle.native).toFixed(0)})`,
    );
  }
}
