import { queryOptions } from '@tanstack/react-query';
import type { EmbeddingStatus, EmbeddingStatusResponse } from '../../../../../shared/contracts/embeddings';
import { apiGet, apiRequest } from '../../../lib/api-client';

export type { EmbeddingStatus };

export const EMBEDDING_STATUS_KEY = ['embeddings', 'status'] as const;

/** GET /api/embeddings/status; `pollMs` while the job runs, else once (docs/product/bot-admin-and-embeddings.md#embeddings). */
export const embeddingStatusQuery = (pollMs: number) =>
  queryOptions({
    queryKey: EMBEDDING_STATUS_KEY,
    queryFn: ({ signal }) => apiGet<EmbeddingStatusResponse>('/embeddings/status', signal),
    select: (body) => body.data,
    staleTime: 0,
    // A failed poll is shown and the next poll tries again; no quick retries on top.
    retry: false,
    refetchInterval: (query) => (query.state.data?.data.isRunning ? pollMs : false),
  });

/** POST /api/embeddings/generate with an empty JSON body (docs/product/calls.md#bot-admin-and-embeddings); answers the job's first status. */
export function startEmbeddings() {
  return apiRequest<EmbeddingStatusResponse>('/embeddings/generate', { method: 'POST', body: {} });
}
