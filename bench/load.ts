import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { type PathRound, writePathRound } from './search/distinct-queries';

/** Hands out a round's paths in turn across every connection, inside autocannon's worker thread. */
const PATH_ROUND_REQUEST = fileURLToPath(new URL('./search/distinct-search-request.cjs', import.meta.url));
/** Hands out a round of whole requests in turn across every connection, inside autocannon's worker thread. */
const REQUEST_ROUND_REQUEST = fileURLToPath(new URL('./request-round-request.cjs', import.meta.url));
/** Sends requests at a steady rate (`overallRate`), in a worker thread of its own. */
const PACED_LOAD_WORKER = fileURLToPath(new URL('./paced-load-worker.cjs', import.meta.url));

export interface LoadOptions {
  connections: number;
  seconds: number;
  /**
   * Paths of the URL's origin, instead of the URL's own, handed out in turn across every connection and
   * started again at the end. (Left to autocannon, each connection would walk the list from the start, so
   * 32 connections asked for every page at the same moment, a herd no group of users makes.)
   */
  paths?: string[];
  /** Whole requests (method, path, body) each connection sends in turn: the write scenarios. */
  requests?: LoadRequest[];
  /**
   * Hands out one request after another across every connection (each connection would otherwise walk
   * `requests` from the start, so 32 connections would send each save 32 times), from a file in
   * autocannon's worker thread, off the thread of the servers it measures.
   */
  sharedRequests?: boolean;
  /** Sent with every request: a signed-in scenario's `Authorization: Bearer`. */
  headers?: Record<string, string>;
  /**
   * Paths handed out one after another across every connection, each sent once (a search that no cache
   * has seen); unlike `sharedRequests` it runs in the worker thread, so the client stays off the servers'.
   */
  pathRound?: PathRound;
  /**
   * Requests per second offered, evenly spaced, over at most `connections` sockets (paced-load-worker.cjs:
   * each answer is timed from when its request was due, so waiting for a free socket counts).
   */
  overallRate?: number;
}

/** One request of a round, as plain data (it crosses to autocannon's worker thread). */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A JSON body, already serialised. */
  body?: string;
  /** Headers of this request alone (the chat scenario's users, each under its own rate limit). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Responses with a 2xx status. */
  ok: number;
  /** Responses with any other status, by status code. */
  failedStatuses: Record<string, number>;
  /** Requests that got no answer within autocannon's 10 s timeout. */
  timeouts: number;
  /** Other connection errors (refused, reset). */
  connectionErrors: number;
  /** Requests sent, answered or not. */
  sent: number;
}

/**
 * Loads one URL (or a round of paths) with autocannon, or at an offered rate with the paced worker. Either
 * runs on a worker thread, so on a small machine the client does not share an event loop with the servers
 * it measures (they live on this process's main thread).
 */
export async function runLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  if (options.overallRate) return runPaced(url, options.overallRate, options);
  if (options.sharedRequests && options.requests) return summarise(await runShared(url, options));
  if (options.paths && !options.pathRound) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookshelf-paths-'));
    try {
      const pathRound = await writePathRound(dir, 'paths', options.paths);
      return await runLoad(url, { ...options, paths: undefined, pathRound });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  const result = await autocannon({
    ...autocannonBase(url, options),
    // Plain data (no setupRequest function, only a file's name), so it can cross to the worker thread.
    ...(options.pathRound
      ? {
          requests: [{ setupRequest: PATH_ROUND_REQUEST }],
          initialContext: { pathRoundFile: options.pathRound.file },
        }
      : options.requests
        ? {
            requests: options.requests.map((request) => ({
              ...request,
              ...(request.body ? { headers: { 'content-type': 'application/json' } } : {}),
            })),
          }
        : {}),
  });
  return summarise(result);
}

/** GET requests at `rate` a second, evenly spaced: the paths of the round, of `paths`, or the URL's own. */
function runPaced(url: string, rate: number, options: LoadOptions): Promise<LoadResult> {
  if (options.requests) throw new Error('a paced load sends GET paths, not whole requests');
  const { origin, pathname, search } = new URL(url);
  const worker = new Worker(PACED_LOAD_WORKER, {
    workerData: {
      origin,
      paths: options.paths ?? [`${pathname}${search}`],
      pathFile: options.pathRound?.file ?? null,
      rate,
      seconds: options.seconds,
      connections: options.connections,
      headers: options.headers ?? {},
    },
  });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the paced load stopped (exit code ${code})`)));
  });
}

/** How many of a queue's requests earlier runs sent. */
const sentBefore = new WeakMap<LoadRequest[], number>();

/**
 * One queue of requests for all connections (see `sharedRequests`), handed out in autocannon's worker
 * thread from a round file (request-round-request.cjs).
 */
async function runShared(url: string, options: LoadOptions) {
  const queue = options.requests ?? [];
  // A measured run goes on where its warm-up stopped, so it does not ask again for what was just warmed.
  const start = sentBefore.get(queue) ?? 0;
  const round = [...queue.slice(start % queue.length), ...queue.slice(0, start % queue.length)];
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookshelf-requests-'));
  try {
    const file = path.join(dir, 'requests.jsonl');
    await fs.writeFile(file, `${round.map((request) => JSON.stringify(request)).join('\n')}\n`);
    const result = await autocannon({
      ...autocannonBase(url, options),
      requests: [{ setupRequest: REQUEST_ROUND_REQUEST }],
      initialContext: { requestRoundFile: file },
    });
    sentBefore.set(queue, start + result.requests.sent);
    return result;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** What every autocannon run here shares: one worker thread, off the thread of the servers it measures. */
function autocannonBase(url: string, options: LoadOptions) {
  return {
    url,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    ...(options.headers ? { headers: options.headers } : {}),
  };
}

function summarise(result: autocannon.Result): LoadResult {
  const failedStatuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2')) failedStatuses[status] = stat.count ?? 0;
  }
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    ok: result['2xx'],
    failedStatuses,
    timeouts: result.timeouts,
    // autocannon counts timeouts among its errors.
    connectionErrors: result.errors - result.timeouts,
    sent: result.requests.sent,
  };
}
