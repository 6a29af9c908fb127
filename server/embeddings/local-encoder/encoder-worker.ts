/**
 * An encoder worker thread (started by local-encoder-provider.ts through worker-pool.ts): loads the model
 * once, then answers one request at a time. The model's work is compute-bound and single-threaded, so each
 * worker is one core's worth of embedding, kept off the request loop.
 */
import { parentPort } from 'node:worker_threads';
import { encodeTexts, loadSentenceEncoder } from './sentence-encoder';
import type { WorkerReply, WorkerRequest } from './worker-pool';

if (!parentPort) throw new Error('encoder-worker.ts runs only as a worker thread');
const port = parentPort;

const loadStarted = performance.now();
const modelLoading = loadSentenceEncoder().then((model) => {
  port.postMessage({ type: 'loaded', ms: performance.now() - loadStarted });
  return model;
});
// A model that cannot load makes every request fail with the reason rather than the worker die in a loop.
modelLoading.catch(() => {});

port.on('message', async (request: WorkerRequest<string[]>) => {
  let reply: WorkerReply<Float32Array[]>;
  try {
    const vectors = await encodeTexts(await modelLoading, request.input);
    reply = { id: request.id, ok: true, output: vectors };
    port.postMessage(
      reply,
      vectors.map((vector) => vector.buffer as ArrayBuffer),
    );
  } catch (error) {
    reply = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
});
