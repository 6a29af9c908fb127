import { Worker } from 'node:worker_threads';

/**
 * A worker thread whose entry is a TypeScript file (given as a URL, usually `new URL('./x.ts',
 * import.meta.url)`): started through start-typescript-worker.mjs, which loads it with tsx.
 */
export function startTypeScriptWorker(entry: URL, workerData: Record<string, unknown> = {}): Worker {
  return new Worker(new URL('./start-typescript-worker.mjs', import.meta.url), {
    workerData: { ...workerData, entry: entry.href },
  });
}
