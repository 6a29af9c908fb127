/**
 * A one-shot worker thread (started by group-in-worker.ts): runs k-means on the vectors it is sent and
 * answers with the centroids and each vector's group, so the grouping never blocks the request loop.
 */
import { parentPort } from 'node:worker_threads';
import { type KMeansInput, kMeans } from './kmeans';

if (!parentPort) throw new Error('cluster-worker.ts runs only as a worker thread');
const port = parentPort;

port.once('message', (input: KMeansInput) => {
  const result = kMeans(input);
  port.postMessage(result, [result.centroids.buffer as ArrayBuffer, result.assignment.buffer as ArrayBuffer]);
});
