import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { EMBEDDING_STATUS_POLL_MS } from '../../../../shared/contracts/embeddings';
import { errorCode, errorMessage } from '../../lib/error-messages';
import { EMBEDDING_STATUS_KEY, embeddingStatusQuery, startEmbeddings } from './api/embeddings-api';
import { EMBEDDINGS_START_FAILED, embeddingsDone, embeddingsFailed } from './bot-admin-messages';

/** docs/product/limits.md#chat-and-bot: the completion message stays 5 s. */
export const EMBEDDINGS_DONE_MESSAGE_MS = 5_000;

export interface EmbeddingOutcome {
  tone: 'success' | 'error';
  text: string;
  detail?: string;
}

/**
 * The embedding job as the Bot Admin screen follows it (docs/product/bot-admin-and-embeddings.md#chat-prompts): idle; running (started, then the
 * status polled every 2 s); complete (the message listing the videos processed, for 5 s) or failed. The
 * job runs on the server, so a reload while it runs picks the progress up again from the first status.
 */
export function useEmbeddingJob(pollMs = EMBEDDING_STATUS_POLL_MS) {
  const queryClient = useQueryClient();
  const status = useQuery(embeddingStatusQuery(pollMs));
  const [outcome, setOutcome] = useState<EmbeddingOutcome | null>(null);
  const wasRunning = useRef(false);

  const start = useMutation({
    mutationFn: startEmbeddings,
    onMutate: () => setOutcome(null),
    onSuccess: (body) => queryClient.setQueryData(EMBEDDING_STATUS_KEY, body),
    onError: (error) => {
      // Another admin (or an automatic run) got there first: follow that run instead.
      if (errorCode(error) === 'embedding_job_running') {
        void queryClient.invalidateQueries({ queryKey: EMBEDDING_STATUS_KEY });
        return;
      }
      setOutcome({
        tone: 'error',
        text: EMBEDDINGS_START_FAILED,
        detail: errorMessage(error, '') || undefined,
      });
    },
  });

  const data = status.data;
  useEffect(() => {
    if (!data) return;
    if (data.isRunning) {
      wasRunning.current = true;
      return;
    }
    // Only a run this page saw end gets a message; an old run's result is the panel's last-run line.
    if (!wasRunning.current) return;
    wasRunning.current = false;
    setOutcome(
      data.error
        ? { tone: 'error', text: embeddingsFailed(data.error) }
        : { tone: 'success', text: embeddingsDone(data.processed, data.total) },
    );
  }, [data]);

  useEffect(() => {
    if (outcome?.tone !== 'success') return;
    const timer = setTimeout(() => setOutcome(null), EMBEDDINGS_DONE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  return {
    status: data,
    statusFailed: status.isError,
    running: Boolean(data?.isRunning) || start.isPending,
    start: () => start.mutate(),
    outcome,
  };
}
