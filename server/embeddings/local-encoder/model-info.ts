/**
 * The built-in encoder's name and size, apart from the model code: the app's main thread reads these
 * without loading TF.js, which only the worker threads load.
 */

/** Stored with each vector (video_embeddings.model): a vector from another model is stale. */
export const LOCAL_MODEL_NAME = 'use-lite-512';
export const LOCAL_DIMENSION = 512;
