/**
 * The built-in encoder's name and size, apart from the model code: the app's main thread reads these
 * without loading TF.js, which only the worker threads load.
 */

/**
 * Stored with each vector (video_embeddings.model): a vector from another model is stale. The chunk size
 * is part of it (c64: chunk-text.ts), and so is the first chunk's weight (lead3: sentence-encoder.ts), so
 * changing either re-embeds the library.
 */
export const LOCAL_MODEL_NAME = 'use-lite-512-c64-lead3';
export const LOCAL_DIMENSION = 512;
