import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchDatabaseLabel } from './bench-database';
import type { LoadResult } from './load';
import type { Machine } from './machine';
import type { Scenario } from './scenarios';
import type { SortPlan } from './sort-plans';

export interface ScenarioResult extends LoadResult {
  scenario: Scenario;
  responseBytes: number;
  matches: number | null;
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
  verdicts: Verdict[];
}

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.bench');
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
    if (r.scenario.p99TargetMs !== null) {
      verdicts.push({
        check: `${r.scenario.key}: p99 ${fixed(r.p99Ms)} ms < ${r.scenario.p99TargetMs} ms`,
        outcome: r.p99Ms < r.scenario.p99TargetMs ? 'PASS' : 'MISS',
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
    ['scenario', 'p50 ms', 'p99 ms', 'req/s', 'bytes', 'matches', 'failed'],
    ...report.results.map((r) => [
      r.scenario.title,
      fixed(r.p50Ms),
      fixed(r.p99Ms),
      String(Math.round(r.requestsPerSecond)),
      String(r.responseBytes),
      r.matches === null ? '' : `${r.matches} (${fixed((r.matches / library.videos) * 100)}%)`,
      describeFailures(r) || '0',
    ]),
  ];
  printTable(rows);
  for (const { sort, plan } of report.sortPlans) {
    console.log('');
    console.log(`plan of page 40, sort ${sort}:`);
    for (const line of plan) console.log(`  ${line}`);
  }
  console.log('');
  printVerdicts(report.verdicts);
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

function fixed(value: number): string {
  return value.toFixed(1);
}
