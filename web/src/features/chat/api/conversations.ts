import { queryOptions } from '@tanstack/react-query';
import type {
  ConversationDeletedResponse,
  ConversationListResponse,
  ConversationResponse,
} from '../../../../../shared/contracts/chat';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** Every chat query's key starts here, so a new answer can refresh the list in one call. */
export const CONVERSATIONS_KEY = ['chat', 'conversations'] as const;

/** GET /api/chat/conversations: the user's conversations, newest first. */
export const conversationsQuery = () =>
  queryOptions({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ signal }) =>
      apiGet<ConversationListResponse>('/chat/conversations', signal).then((body) => body.data),
    staleTime: 30_000,
  });

/** GET /api/chat/conversations/:id: one of the user's conversations with its messages. */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...CONVERSATIONS_KEY, id],
    queryFn: ({ signal }) =>
      apiGet<ConversationResponse>(`/chat/conversations/${encodeURIComponent(id)}`, signal).then(
        (body) => body.data,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** DELETE /api/chat/conversations/:id. */
export function deleteConversation(id: string): Promise<void> {
  return apiRequest<ConversationDeletedResponse>(`/chat/conversations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  }).then(() => undefined);
}
