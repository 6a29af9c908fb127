import { z } from 'zod';
import { successEnvelope } from './api-envelope';

/**
 * GET /api/embeddings/status (docs/product/bot-admin-and-embeddings.md#embeddings, docs/product/calls.md#bot-admin-and-embeddings): the one embedding job's state. `progress`
 * is 0–100; `message` says what it is doing or what it did; `error` why it stopped, if it failed.
 */
export const embeddingStatusSchema = z.object({
  isRunning: z.boolean(),
  progress: z.number().min(0).max(100),
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  message: z.string().nullable(),
  error: z.string().nullable(),
});
export type EmbeddingStatus = z.infer<typeof embeddingStatusSchema>;
/** GET /api/embeddings/status and POST /api/embeddings/generate. */
export const embeddingStatusResponseSchema = successEnvelope(embeddingStatusSchema);
export type EmbeddingStatusResponse = z.infer<typeof embeddingStatusResponseSchema>;

/** The dashboard polls the status this often while the job runs (docs/product/limits.md#chat-and-bot). */
export const EMBEDDING_STATUS_POLL_MS = 2_000;
