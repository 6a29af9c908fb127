import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../workers/typescript-worker';
import type { KMeansInput, KMeansResult } from './kmeans';

/**
 * Runs k-means (kmeans.ts) in a worker thread of its own and resolves with its result; the input's buffers
 * are handed over, not copied. The returned `stop` ends the worker early (the app is closing), which
 * rejects the result.
 */
export function groupInWorker(input: KMeansInput): { result: Promise<KMeansResult>; stop: () => void } {
  const worker: Worker = startTypeScriptWorker(new URL('./cluster-worker.ts', import.meta.url));
  // A grouping under way must not keep a closing process alive.
  worker.unref();
  const result = new Promise<KMeansResult>((resolve, reject) => {
    worker.once('message', (output: KMeansResult) => {
      resolve(output);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the grouping worker stopped (exit code ${code})`)));
  });
  worker.postMessage(input, [input.codes.buffer as ArrayBuffer, input.steps.buffer as ArrayBuffer]);
  return { result, stop: () => void worker.terminate() };
}
