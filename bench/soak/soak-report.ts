import type { BenchDatabaseLabel } from '../bench-database';
import type { Machine } from '../machine';
import { printTable, printVerdicts, writeResults } from '../report';
import type { RssSample } from './rss-sampler';
import type { SoakLoadResult } from './soak-load';

/** After the warm-up, the app's RSS may grow at most this share (issue 8). */
export const RSS_GROWTH_LIMIT = 0.1;

export interface RssSummary {
  /** Median of the first seconds after the warm-up. */
  startMb: number;
  /** Median of the last seconds. */
  endMb: number;
  /** The highest single sample after the warm-up. */
  maxMb: number;
  /** (end - start) / start: the verdict's measure. */
  endGrowth: number;
  maxGrowth: number;
}

export interface SoakReport {
  label: BenchDatabaseLabel;
  startedAt: string;
  machine: Machine;
  postgres: { version: string; where: string };
  library: { videos: number; seedSeconds: number };
  load: { connections: number; seconds: number; warmupSeconds: number; signedInUsers: number };
  result: SoakLoadResult;
  rss: RssSummary | null;
  rssSamples: RssSample[];
  /** Set when the app process was gone by the end of the load. */
  appExited: boolean;
  verdicts: { check: string; outcome: 'PASS' | 'FAIL' }[];
}

/**
 * Seconds of samples whose median is the start (just after the warm-up) and the end. Under this load
 * RSS swings by ±35 MB over 10–20 s as the heap is collected and the allocator hands pages back, so a
 * 5 s median could land on a trough at one end and a crest at the other; a leak is growth that stays,
 * so the verdict compares 15 s medians and the peak is reported beside it.
 */
const RSS_WINDOW_SAMPLES = 15;

/** Start, end and peak RSS after the warm-up; null when no sample was taken after it. */
export function summariseRss(samples: RssSample[], warmupSeconds: number): RssSummary | null {
  const after = samples.filter((s) => s.second >= warmupSeconds).map((s) => s.mb);
  if (after.length === 0) return null;
  const startMb = median(after.slice(0, RSS_WINDOW_SAMPLES));
  const endMb = median(after.slice(-RSS_WINDOW_SAMPLES));
  const maxMb = Math.max(...after);
  return {
    startMb,
    endMb,
    maxMb,
    endGrowth: (endMb - startMb) / startMb,
    maxGrowth: (maxMb - startMb) / startMb,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** No failed request, the app still running, and RSS within its limit after the warm-up. */
export function judgeSoak(
  result: SoakLoadResult,
  rss: RssSummary | null,
  appExited: boolean,
): SoakReport['verdicts'] {
  const verdicts: SoakReport['verdicts'] = [
    {
      check: `errors: ${result.errors} of ${result.totalResponses} requests (${describeErrors(result)})`,
      outcome: result.errors === 0 ? 'PASS' : 'FAIL',
    },
    { check: 'the app ran to the end', outcome: appExited ? 'FAIL' : 'PASS' },
  ];
  verdicts.push(
    rss
      ? {
          check: `RSS after warm-up: ${mb(rss.startMb)} → ${mb(rss.endMb)} (${percent(rss.endGrowth)}) ≤ +${RSS_GROWTH_LIMIT * 100}%; peak ${mb(rss.maxMb)} (${percent(rss.maxGrowth)})`,
          outcome: rss.endGrowth <= RSS_GROWTH_LIMIT ? 'PASS' : 'FAIL',
        }
      : { check: 'RSS after warm-up: no sample', outcome: 'FAIL' },
  );
  return verdicts;
}

/** Prints the run's settings, the table of kinds, RSS and the verdicts. */
export function printSoakReport(report: SoakReport): void {
  const { machine, postgres, library, load, result, rss } = report;
  console.log('');
  console.log(
    `machine:    ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, node ${machine.node} (${machine.platform})`,
  );
  console.log(
    `            ${Math.round(machine.busyBeforeLoad * 100)}% of the CPUs were busy with other work just before the load;` +
      ' the load generator shares the machine with the app and PostgreSQL',
  );
  console.log(`postgres:   ${postgres.version} (${report.label}: ${postgres.where})`);
  console.log(
    `library:    ${library.videos.toLocaleString('en')} videos, seeded in ${library.seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `soak:       ${load.seconds} s at ${load.connections} connections after a ${load.warmupSeconds} s warm-up, mixed traffic` +
      ` (${load.signedInUsers} signed-in users); latencies and RSS count after the warm-up, errors over the whole run`,
  );
  console.log('');
  const rows = [
    ['kind', 'requests', 'share', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
    ...result.kinds.map((k) => [
      k.kind,
      String(k.responses),
      percent(k.responses / Math.max(result.totalResponses, 1), false),
      String(Math.round(k.responses / result.elapsedSeconds)),
      k.p50Ms.toFixed(1),
      k.p99Ms.toFixed(1),
      describeStatuses(k.failedStatuses) || '0',
    ]),
    [
      'total',
      String(result.totalResponses),
      '',
      String(Math.round(result.requestsPerSecond)),
      '',
      '',
      String(result.errors),
    ],
  ];
  printTable(rows);
  console.log('');
  if (rss) {
    console.log(
      `app RSS:    start ${mb(rss.startMb)}, end ${mb(rss.endMb)} (${percent(rss.endGrowth)}), max ${mb(rss.maxMb)} (${percent(rss.maxGrowth)})` +
        ` — start and end are medians of ${RSS_WINDOW_SAMPLES} s, ${report.rssSamples.length} samples in all`,
    );
  }
  console.log('');
  printVerdicts(report.verdicts);
}

/** Writes the report to .bench/soak-<label>.json and returns the path. */
export const writeSoakReport = (report: SoakReport) => writeResults(`soak-${report.label}`, report);

function describeErrors(result: SoakLoadResult): string {
  const statuses: Record<string, number> = {};
  for (const k of result.kinds) {
    for (const [status, count] of Object.entries(k.failedStatuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const parts = [describeStatuses(statuses)].filter(Boolean);
  if (result.timeouts > 0) parts.push(`${result.timeouts} timed out`);
  if (result.connectionErrors > 0) parts.push(`${result.connectionErrors} connection errors`);
  return parts.join(', ') || 'none';
}

function describeStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

function percent(share: number, signed = true): string {
  const text = `${(share * 100).toFixed(1)}%`;
  return signed && share >= 0 ? `+${text}` : text;
}
