/**
 * Turns text into vectors (docs/decisions/0024-embeddings.md). Two implementations: the built-in sentence encoder (the
 * default: Universal Sentence Encoder Lite from npm, run in worker threads, no network) and an
 * OpenAI-compatible embeddings endpoint (EMBEDDINGS_BASE_URL). Everything else — the job, search, the bot's
 * retrieval — sees only this interface, so the encoder can be replaced.
 */
export interface EmbeddingProvider {
  /** Stored with each vector: a vector made by another model is stale and made again. */
  readonly model: string;
  readonly dimension: number;
  /**
   * One unit-length vector per document, in order. A long document is split into chunks the model reads
   * whole, and the chunk vectors are averaged, never cut. An empty text gives a zero vector.
   */
  embedDocuments(texts: string[]): Promise<Float32Array[]>;
  /** One unit-length vector for a search query (short; chunked like a document if not). */
  embedQuery(text: string): Promise<Float32Array>;
  /** Stops its worker threads or connections. */
  close(): Promise<void>;
}
