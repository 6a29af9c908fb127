import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createWriteMix, type PlannedWrite, WRITE_KINDS, type WriteKind, type WriterSeed } from './write-mix';

export interface WriteLoadOptions {
  /** The app's origin, http://127.0.0.1:PORT. */
  url: string;
  connections: number;
  seconds: number;
  writers: WriterSeed[];
  /** Videos in the library: ids are 1..videos. */
  videos: number;
  seed: number;
}

export interface WriteLoadResult {
  /** Responses by kind, and the non-2xx ones by kind and status. */
  responses: Record<WriteKind, number>;
  failed: Record<string, number>;
  totalResponses: number;
  timeouts: number;
  connectionErrors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Sends the write mix from a child process, so the load generator's own memory and CPU time are not
 * the app's: the memory bench runs the app in its own process to read its heap.
 */
export function runWriteLoadInChild(options: WriteLoadOptions): Promise<WriteLoadResult> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    let result: WriteLoadResult | undefined;
    child.on('message', (message) => {
      result = message as WriteLoadResult;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the write load exited with ${code} and no result`)),
    );
    child.send(options);
  });
}

/** Runs the mix with autocannon on this process's thread: each connection asks the mix for its next write. */
async function runWriteLoad(options: WriteLoadOptions): Promise<WriteLoadResult> {
  const mix = createWriteMix({ writers: options.writers, videos: options.videos, seed: options.seed });
  const responses = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<WriteKind, number>;
  const failed: Record<string, number> = {};
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            setupRequest: (request, context) => {
              const planned = mix.next();
              if (!planned) throw new Error('every writer is busy: give more writers than connections');
              (context as { planned?: PlannedWrite }).planned = planned;
              const { method, path, headers, body } = planned.request;
              return { ...request, method, path, headers, body };
            },
            onResponse: (status, body, context) => {
              const planned = (context as { planned?: PlannedWrite }).planned;
              if (!planned) return;
              const { kind } = planned.request;
              responses[kind] += 1;
              if (status < 200 || status > 299) {
                const key = `${kind} ${status}`;
                failed[key] = (failed[key] ?? 0) + 1;
              }
              planned.answered(status, body);
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const totalResponses = Object.values(responses).reduce((sum, n) => sum + n, 0);
  return {
    responses,
    failed,
    totalResponses,
    timeouts: result.timeouts,
    connectionErrors: result.errors - result.timeouts,
    requestsPerSecond: totalResponses / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

// Started by runWriteLoadInChild: one load, its result sent back, then exit.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (options) => {
    runWriteLoad(options as WriteLoadOptions).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
