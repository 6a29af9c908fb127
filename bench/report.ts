import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchDatabaseLabel } from './bench-database';
import type { FirstTokenFigures } from './chat-scenarios';
import type { LoadResult } from './load';
import type { Machine } from './machine';
import type { Scenario } from './scenarios';
import type { AppStartFigures } from './search/app-figures';
import type { VectorFigures } from './search/bench-vectors';
import type { SortPlan } from './sort-plans';

export interface ScenarioResult extends LoadResult {
  scenario: Scenario;
  responseBytes: number;
  matches: number | null;
  /** For a round of distinct searches: how many distinct paths the measured run had to hand out. */
  distinctPaths?: number | null;
  /** Share of all CPUs other programs used while it was measured (other-cpu.ts); null when unknown. */
  otherCpuShare?: number | null;
  /** CPU time of the app, PostgreSQL and the load generator per request sent (other-cpu.ts). */
  cpuMsPerRequest?: number | null;
}

/** Issue 17: how the bench library got its vectors, and what the app's start and index cost. */
export interface SearchFigures {
  vectors: VectorFigures;
  /** The first app (embeddings on) built and started, its search index complete. */
  appStart: AppStartFigures;
  /** The bench process's RSS before the encoder's workers were loaded. */
  rssAtStartMb: number;
}

export interface Verdict {
  check: string;
  /** ERROR: some requests failed, so the latencies of that scenario leave out its worst cases. */
  outcome: 'PASS' | 'MISS' | 'ERROR';
}

export interface BenchReport {
  label: BenchDatabaseLabel;
  startedAt: string;
  machine: Machine;
  postgres: { version: string; where: string };
  library: { videos: number; seedSeconds: number };
  load: { connections: number; warmupSeconds: number; seconds: number };
  results: ScenarioResult[];
  /** How PostgreSQL reads page 40 of each sort. */
  sortPlans: SortPlan[];
  search?: SearchFigures;
  /** Issue 18: the streamed chat's time to first token (bench/chat-scenarios.ts). */
  chatFirstTokens?: FirstTokenFigures;
  verdicts: Verdict[];
}

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.bench');
/** The app's unfiltered browse should serve at least this share of what the bare ceiling serves. */
const BROWSE_CEILING_SHARE = 0.5;
/** Above this share of busy CPUs before the load, the results say more about the neighbours than the app. */
const BUSY_WARNING = 0.2;

/** Checks every target: p99 per scenario, browse throughput against the ceiling, and no failed request. */
export function judge(results: ScenarioResult[], sortPlans: SortPlan[] = []): Verdict[] {
  const verdicts: Verdict[] = sortPlans.map((p) => ({
    check: `sort ${p.sort}: page 40 walks ${p.index}`,
    outcome: p.walksIndex ? 'PASS' : 'MISS',
  }));
  for (const r of results) {
    const failed =
      Object.values(r.failedStatuses).reduce((n, c) => n + c, 0) + r.timeouts + r.connectionErrors;
    if (failed > 0) {
      verdicts.push({
        check: `${r.scenario.key}: ${failed} failed requests (${describeFailures(r)})`,
        outcome: 'ERROR',
      });
    }
    if (r.distinctPaths != null && r.sent > r.distinctPaths) {
      verdicts.push({
        check: `${r.scenario.key}: ${r.sent} requests sent but only ${r.distinctPaths} distinct texts: some repeated`,
        outcome: 'ERROR',
      });
    }
    if (r.scenario.p99TargetMs !== null) {
      verdicts.push({
        check: `${r.scenario.key}: p99 ${fixed(r.p99Ms)} ms < ${r.scenario.p99TargetMs} ms`,
        outcome: r.p99Ms < r.scenario.p99TargetMs ? 'PASS' : 'MISS',
      });
    }
    if (r.scenario.p50TargetMs !== undefined) {
      verdicts.push({
        check: `${r.scenario.key}: p50 ${fixed(r.p50Ms)} ms ≤ ${r.scenario.p50TargetMs} ms`,
        outcome: r.p50Ms <= r.scenario.p50TargetMs ? 'PASS' : 'MISS',
      });
    }
    if (r.scenario.minRequestsPerSecond !== undefined) {
      verdicts.push({
        check: `${r.scenario.key}: ${Math.round(r.requestsPerSecond)} req/s ≥ ${r.scenario.minRequestsPerSecond} with 0 failed`,
        outcome: r.requestsPerSecond >= r.scenario.minRequestsPerSecond && failed === 0 ? 'PASS' : 'MISS',
      });
    }
  }
  const browse = results.find((r) => r.scenario.key === 'browse');
  const ceiling = results.find((r) => r.scenario.key === 'ceiling');
  if (browse && ceiling) {
    const share = browse.requestsPerSecond / ceiling.requestsPerSecond;
    verdicts.push({
      check: `browse: ${Math.round(browse.requestsPerSecond)} req/s is ${Math.round(share * 100)}% of the ceiling's (≥ ${BROWSE_CEILING_SHARE * 100}%)`,
      outcome: share >= BROWSE_CEILING_SHARE ? 'PASS' : 'MISS',
    });
  }
  return verdicts;
}

/** Prints the machine, the results table and the verdicts. */
export function printReport(report: BenchReport): void {
  const { machine, postgres, library, load } = report;
  console.log('');
  console.log(
    `machine:    ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, node ${machine.node} (${machine.platform})`,
  );
  console.log(
    `            ${Math.round(machine.busyBeforeLoad * 100)}% of the CPUs were busy with other work just before the load`,
  );
  if (machine.busyBeforeLoad > BUSY_WARNING) {
    console.log(
      '            WARNING: other processes competed for the CPUs; rerun on a quiet machine to compare',
    );
  }
  console.log(`postgres:   ${postgres.version} (${report.label}: ${postgres.where})`);
  console.log(
    `library:    ${library.videos.toLocaleString('en')} videos, seeded in ${fixed(library.seedSeconds)} s`,
  );
  console.log(
    `load:       ${load.connections} connections, ${load.warmupSeconds} s warm-up, then ${load.seconds} s measured`,
  );
  console.log('');
  const rows = [
    ['scenario', 'p50 ms', 'p99 ms', 'req/s', 'bytes', 'matches', 'failed', 'others CPU', 'CPU ms/req'],
    ...report.results.map((r) => [
      r.scenario.title,
      fixed(r.p50Ms),
      fixed(r.p99Ms),
      String(Math.round(r.requestsPerSecond)),
      String(r.responseBytes),
      r.matches === null ? '' : `${r.matches} (${fixed((r.matches / library.videos) * 100)}%)`,
      describeFailures(r) || '0',
      r.otherCpuShare == null ? '' : `${Math.round(r.otherCpuShare * 100)}%`,
      r.cpuMsPerRequest == null ? '' : fixed(r.cpuMsPerRequest),
    ]),
  ];
  printTable(rows);
  const crowded = report.results
    .filter((r) => (r.otherCpuShare ?? 0) > BUSY_WARNING)
    .map((r) => r.scenario.key);
  if (crowded.length > 0) {
    console.log(
      `WARNING: other programs used over ${BUSY_WARNING * 100}% of the CPUs during ${crowded.join(', ')}; rerun on a quiet machine to compare`,
    );
  }
  if (report.search) printSearchFigures(report.search);
  for (const { sort, plan } of report.sortPlans) {
    console.log('');
    console.log(`plan of page 40, sort ${sort}:`);
    for (const line of plan) console.log(`  ${line}`);
  }
  console.log('');
  printVerdicts(report.verdicts);
}

/** Issue 17's figures beside the table: the vectors, the embedding rate and the app's start and index. */
function printSearchFigures({ vectors: v, appStart: a, rssAtStartMb }: SearchFigures): void {
  console.log('');
  console.log(
    `vectors:    ${v.videos.toLocaleString('en')} videos share ${v.distinctTexts.toLocaleString('en')} distinct vectors (${v.model}, ${v.dimension}-d): video i has the vector of video ((i − 1) mod ${v.distinctTexts}) + 1's text`,
  );
  console.log(
    `embedding:  ${v.videosPerSecond.toFixed(1)} videos/s with ${v.workers} encoder workers (${v.distinctTexts.toLocaleString('en')} in ${fixed(v.embedSeconds)} s${v.fromCache ? `, measured ${v.measuredAt}; cached in .bench/` : ''}); 100,000 videos would take ${(v.projected100kSeconds / 3600).toFixed(2)} h`,
  );
  console.log(
    `            other programs used ${v.otherCpuShare === null ? 'an unknown share' : `${Math.round(v.otherCpuShare * 100)}%`} of the CPUs meanwhile`,
  );
  console.log(
    `            every vector written to video_embeddings in ${fixed(v.writeSeconds)} s; none stale, so the job has nothing to do`,
  );
  console.log(
    `app start:  ${fixed(a.startMs / 1000)} s; bench process RSS ${rssAtStartMb} MB, ${a.rssBeforeMb} MB with the encoder loaded, ${a.rssAfterMb} MB with the app (+${a.rssAfterMb - a.rssBeforeMb} MB)`,
  );
  console.log(
    a.index
      ? `index:      ${a.index.videos.toLocaleString('en')} videos${a.index.vectors === undefined ? '' : `, ${a.index.vectors.toLocaleString('en')} vectors`}, loaded in ${fixed(a.index.buildMs)} ms (its own figure; ready ${seconds(a.indexReadyMs)} after the app was built, vectors grouped ${seconds(a.vectorsGroupedMs)}), ${Math.round(a.index.bytes / 1e6)} MB by its own estimate (stats())`
      : 'index:      the app reports no search index (no stats()); RSS above is all there is',
  );
  if (a.presented)
    console.log(
      `presented:  ${a.presented.videos.toLocaleString('en')} videos' public JSON read in at start (presented-warming.ts), ${Math.round(a.presented.bytes / 1e6)} MB of UTF-8, done ${seconds(a.presented.ms)} after the app was built (in the RSS above)`,
    );
}

/** Prints rows as a table: the first row is the header, the first column left-aligned, the rest right. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(rows[0] ?? []));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

export function printVerdicts(verdicts: { outcome: string; check: string }[]): void {
  for (const v of verdicts) console.log(`${v.outcome.padEnd(5)} ${v.check}`);
}

/** Writes a report to .bench/<name>.json and returns the path. */
export async function writeResults(name: string, report: unknown): Promise<string> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/** Writes the report to .bench/results-<label>.json and returns the path. */
export const writeReport = (report: BenchReport) => writeResults(`results-${report.label}`, report);

function describeFailures(r: LoadResult): string {
  const parts = Object.entries(r.failedStatuses).map(([status, count]) => `${count}× ${status}`);
  if (r.timeouts > 0) parts.push(`${r.timeouts} timed out`);
  if (r.connectionErrors > 0) parts.push(`${r.connectionErrors} connection errors`);
  return parts.join(', ');
}

function seconds(ms: number | null): string {
  return ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`;
}

function fixed(value: number): string {
  return value.toFixed(1);
}
