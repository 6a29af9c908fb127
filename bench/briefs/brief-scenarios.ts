import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AppConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { type LoadRequest, type LoadResult, runLoad } from '../load';
import { startOtherCpuMeter } from '../other-cpu';
import type { ScenarioResult } from '../report';
import type { Scenario } from '../scenarios';
import { type BenchBrief, makeBriefPopulation } from './brief-population';

/** Issue 34 "Performance (bench)", at 100,000 videos. */
const OPEN_P99_MS = 25;
/** Issue 34: "posting a comment: p99 ≤ 25 ms". */
const COMMENT_P99_MS = 25;
const PDF_P99_MS = 1_500;
/** The event loop's delay while PDFs render: above this, other requests wait on the export. */
const EVENT_LOOP_P99_MS = 50;
/** The light request sent while PDFs render: GET /api/me (the access hook's viewer, no query). */
const LIGHT_RATE_PER_SECOND = 20;
const LIGHT_CONNECTIONS = 4;
/** As bench/run.ts measures every scenario. */
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
/** The rows `measurePdfs` gives: it runs when `--only` names any of them (or none). */
const PDF_KEYS = [
  'briefs-pdf-alone',
  'briefs-pdf-light',
  'briefs-pdf-light-idle',
  'briefs-pdf-event-loop',
  'briefs-pdf-event-loop-idle',
];
/** The event-loop histogram's resolution (perf_hooks), fine enough to see a 50 ms stall. */
const LOOP_RESOLUTION_MS = 10;

export interface BriefBench {
  /** Measured by bench/run.ts like every other scenario (JSON answers, through its probe). */
  scenarios: Scenario[];
  /** The PDF export, measured here: its answer is no JSON for run.ts's probe, and it needs the light load beside it. */
  measurePdfs(chosen: (key: string) => boolean, log: (message: string) => void): Promise<ScenarioResult[]>;
}

/**
 * The brief scenarios (issue 34): opening a brief of 20 cited videos, a different brief of a different user
 * each request (signed-in answers are never cached), one connection; and exporting one as a PDF with
 * thumbnails, one connection, while a light request goes on beside it and the event loop's delay is read.
 * Commenting on a hook is measured as opening is, one connection.
 */
export async function planBriefScenarios(
  config: AppConfig,
  database: Database,
  appUrl: string,
  log: (message: string) => void,
): Promise<BriefBench> {
  const population = await makeBriefPopulation(database, config.dataDir, log);
  const scenarios = briefRequests(population.briefs).map(({ key, title, requests, p99TargetMs }) => ({
    key,
    title,
    url: `${appUrl}${requests[0]?.path ?? ''}`,
    requests,
    sharedRequests: true,
    // The probe (run.ts) sends the scenario's headers: the first request's owner.
    headers: requests[0]?.headers,
    connections: 1,
    uncached: true,
    p99TargetMs,
  }));
  return {
    scenarios,
    measurePdfs: (chosen, pdfLog) =>
      PDF_KEYS.some(chosen)
        ? measurePdfs(appUrl, population.briefs, population.otherToken, pdfLog)
        : Promise.resolve([]),
  };
}

/**
 * The JSON scenarios of the group, each one connection (the figures are for one connection).
 * Commenting (issue 34: "posting a comment: p99 ≤ 25 ms") posts to a different brief of a different user
 * each request.
 */
function briefRequests(briefs: BenchBrief[]) {
  const asOwner = (brief: BenchBrief) => ({ authorization: `Bearer ${brief.token}` });
  return [
    {
      key: 'briefs-open-alone',
      title: `open a brief of 20 cited videos (${briefs.length.toLocaleString('en')} briefs in turn, 1 connection)`,
      requests: briefs.map(
        (brief): LoadRequest => ({ method: 'GET', path: `/api/briefs/${brief.id}`, headers: asOwner(brief) }),
      ),
      p99TargetMs: OPEN_P99_MS,
    },
    {
      key: 'briefs-comment',
      title: `post a comment on a hook of a brief (${briefs.length.toLocaleString('en')} briefs in turn, 1 connection)`,
      // Each brief's owner comments on its first hook: a different brief and user each request, each text its own.
      requests: briefs.map(
        (brief, i): LoadRequest => ({
          method: 'POST',
          path: `/api/briefs/${brief.id}/comments`,
          headers: { ...asOwner(brief), 'content-type': 'application/json' },
          body: JSON.stringify({
            body: `Bench note ${i}: tighten this beat.`,
            anchor: { kind: 'hook', index: 0 },
          }),
        }),
      ),
      p99TargetMs: COMMENT_P99_MS,
    },
  ];
}

/**
 * PDFs of briefs with 20 cited videos and their thumbnails, one at a time (a different brief and user each
 * request), while GET /api/me goes on at a steady 20 a second beside them (paced-load-worker.cjs: each
 * answer timed from when it was due, so a stall shows in full) and perf_hooks reads the event loop's delay
 * of this process, where the app runs. The same light load alone first, for comparison.
 */
async function measurePdfs(
  appUrl: string,
  briefs: BenchBrief[],
  otherToken: string,
  log: (message: string) => void,
): Promise<ScenarioResult[]> {
  const exports: LoadRequest[] = briefs.map((brief) => ({
    method: 'GET',
    path: `/api/briefs/${brief.id}/export?format=pdf`,
    headers: { authorization: `Bearer ${brief.token}` },
  }));
  const probe = await fetch(new URL(exports[0]?.path ?? '', appUrl), { headers: exports[0]?.headers });
  const pdf = Buffer.from(await probe.arrayBuffer());
  if (!probe.ok || pdf.subarray(0, 5).toString() !== '%PDF-')
    throw new Error(`the brief PDF answered ${probe.status}: ${pdf.toString('utf8').slice(0, 300)}`);
  const light = (seconds: number) =>
    runLoad(`${appUrl}/api/me`, {
      connections: LIGHT_CONNECTIONS,
      seconds,
      overallRate: LIGHT_RATE_PER_SECOND,
      headers: { authorization: `Bearer ${otherToken}` },
    });
  const pdfs = (seconds: number) =>
    runLoad(appUrl, { connections: 1, seconds, requests: exports, sharedRequests: true });

  log(`briefs: /api/me at ${LIGHT_RATE_PER_SECOND}/s alone, ${MEASURE_SECONDS} s`);
  const { value: lightAlone, delay: idleDelay } = await withLoopDelay(() =>
    timed(() => light(MEASURE_SECONDS)),
  );
  log(`briefs: PDFs, warming up ${WARMUP_SECONDS} s, then ${MEASURE_SECONDS} s with /api/me beside them`);
  await pdfs(WARMUP_SECONDS);
  const {
    value: [pdfRun, lightRun],
    delay,
  } = await withLoopDelay(() =>
    Promise.all([
      timed(() => pdfs(MEASURE_SECONDS)),
      light(MEASURE_SECONDS).then((load) => ({ load, cpu: null })),
    ]),
  );
  for (const [when, d] of [
    ['with /api/me alone', idleDelay],
    ['while PDFs rendered', delay],
  ] as const)
    log(
      `briefs: event-loop delay ${when}: p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(1)} ms`,
    );

  const scenario = (key: string, title: string, p99TargetMs: number | null, url: string): Scenario => ({
    key,
    title,
    url,
    uncached: true,
    p99TargetMs,
  });
  const meUrl = `${appUrl}/api/me`;
  return [
    result(
      scenario(
        'briefs-pdf-alone',
        'brief PDF, 20 cited videos with thumbnails (1 connection)',
        PDF_P99_MS,
        appUrl,
      ),
      pdfRun,
      pdf.length,
    ),
    result(
      scenario('briefs-pdf-light', `/api/me at ${LIGHT_RATE_PER_SECOND}/s while PDFs render`, null, meUrl),
      lightRun,
      0,
    ),
    result(
      scenario('briefs-pdf-light-idle', `/api/me at ${LIGHT_RATE_PER_SECOND}/s alone`, null, meUrl),
      lightAlone,
      0,
    ),
    // Not loads: the p50/p99 columns hold the event loop's delay while the PDFs above rendered (judged
    // against its target as a latency is), and with the light load alone (the machine's own share).
    delayRow(
      scenario(
        'briefs-pdf-event-loop',
        'event-loop delay while PDFs render (ms columns)',
        EVENT_LOOP_P99_MS,
        appUrl,
      ),
      delay,
    ),
    delayRow(
      scenario('briefs-pdf-event-loop-idle', 'event-loop delay, /api/me alone (ms columns)', null, appUrl),
      idleDelay,
    ),
  ];
}

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/**
 * The event loop's delay of this process (where the app runs) while `run` goes on, in ms. perf_hooks
 * records each whole interval between its timer's calls, resolution included; the resolution is taken
 * off, so an idle loop reads ~0.
 */
async function withLoopDelay<T>(run: () => Promise<T>): Promise<{ value: T; delay: LoopDelay }> {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  histogram.enable();
  const value = await run();
  histogram.disable();
  const lag = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
  return {
    value,
    delay: {
      p50: lag(histogram.percentile(50)),
      p99: lag(histogram.percentile(99)),
      max: lag(histogram.max),
    },
  };
}

const delayRow = (row: Scenario, delay: LoopDelay) =>
  result(row, { load: { ...emptyLoad(), p50Ms: delay.p50, p99Ms: delay.p99 }, cpu: null }, 0);

async function timed(run: () => Promise<LoadResult>) {
  const meter = startOtherCpuMeter();
  const load = await run();
  return { load, cpu: meter() };
}

function result(
  scenario: Scenario,
  { load, cpu }: { load: LoadResult; cpu: ReturnType<ReturnType<typeof startOtherCpuMeter>> },
  responseBytes: number,
): ScenarioResult {
  return {
    ...load,
    scenario,
    responseBytes,
    matches: null,
    distinctPaths: null,
    otherCpuShare: cpu?.othersShare ?? null,
    cpuMsPerRequest: cpu && load.sent > 0 ? cpu.oursMs / load.sent : null,
  };
}

const emptyLoad = (): LoadResult => ({
  p50Ms: 0,
  p99Ms: 0,
  requestsPerSecond: 0,
  ok: 0,
  failedStatuses: {},
  timeouts: 0,
  connectionErrors: 0,
  sent: 0,
});
