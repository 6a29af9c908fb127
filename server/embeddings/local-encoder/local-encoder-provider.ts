import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../../workers/typescript-worker';
import type { EmbeddingProvider } from '../embedding-provider';
import { LOCAL_DIMENSION, LOCAL_MODEL_NAME } from './model-info';
import { QueryBatcher } from './query-batcher';
import { QueryCache } from './query-cache';
import { WorkerPool } from './worker-pool';

/** Documents per worker task: small, so a search query waits behind at most ~0.5 s of background work. */
const DOCUMENTS_PER_TASK = 4;
/** Batches of search queries in the encoder at once (query-batcher.ts). */
const QUERY_LANES = 1;

/** Starts encoder-worker.ts through the JavaScript bootstrap that gives it tsx's loader (same under npm start and Vitest). */
function startEncoderWorker(): Worker {
  return startTypeScriptWorker(new URL('./encoder-worker.ts', import.meta.url));
}

export interface LocalEncoderOptions {
  /** Worker threads (config.embeddings.workers); each is one core of embedding. */
  workers: number;
  onWorkerLoaded?: (ms: number) => void;
}

/**
 * The built-in provider: Universal Sentence Encoder Lite from node_modules, in a pool of worker threads,
 * with no network and no key (docs/decisions/0024-embeddings.md).
 */
export function createLocalEncoder(options: LocalEncoderOptions): EmbeddingProvider {
  const pool = new WorkerPool<string[], Float32Array[]>({
    name: 'encoder',
    size: options.workers,
    startWorker: startEncoderWorker,
    ...(options.onWorkerLoaded ? { onLoaded: options.onWorkerLoaded } : {}),
  });
  const queries = new QueryCache();
  // One batch of queries at a time: while it runs the next searches gather into one call. With a lane per
  // worker, a busy app's queries found a lane free and went one by one (~11 ms of a core each, against
  // ~4–5 ms in batches of 8), taking the cores the request loop needed (issue 17 bench).
  const batcher = new QueryBatcher((texts) => pool.run(texts, { urgent: true }), QUERY_LANES);

  return {
    model: LOCAL_MODEL_NAME,
    dimension: LOCAL_DIMENSION,

    async embedDocuments(texts) {
      const tasks: Promise<Float32Array[]>[] = [];
      for (let start = 0; start < texts.length; start += DOCUMENTS_PER_TASK) {
        tasks.push(pool.run(texts.slice(start, start + DOCUMENTS_PER_TASK)));
      }
      return (await Promise.all(tasks)).flat();
    },

    embedQuery(text) {
      return queries.get(text, (normalized) => batcher.vectorOf(normalized));
    },

    close: () => pool.close(),
  };
}
