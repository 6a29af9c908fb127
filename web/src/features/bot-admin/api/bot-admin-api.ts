import { queryOptions } from '@tanstack/react-query';
import type {
  BotConfig,
  BotConfigResponse,
  BotPrompts,
  BotPromptsResponse,
} from '../../../../../shared/contracts/bot';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** GET /api/bot-admin/chat-prompts (docs/product/calls.md#bot-admin-and-embeddings). */
export const promptsQuery = queryOptions({
  queryKey: ['bot-admin', 'chat-prompts'],
  queryFn: ({ signal }) => apiGet<BotPromptsResponse>('/bot-admin/chat-prompts', signal),
  staleTime: 0,
});

/** GET /api/bot-admin/config (docs/product/calls.md#bot-admin-and-embeddings). */
export const configQuery = queryOptions({
  queryKey: ['bot-admin', 'config'],
  queryFn: ({ signal }) => apiGet<BotConfigResponse>('/bot-admin/config', signal),
  staleTime: 0,
});

/** PUT /api/bot-admin/chat-prompts: some or all prompts; the answer holds all eight. */
export function savePrompts(prompts: Partial<BotPrompts>) {
  return apiRequest<BotPromptsResponse>('/bot-admin/chat-prompts', { method: 'PUT', body: { prompts } });
}

/** PUT /api/bot-admin/config. */
export function saveConfig(config: BotConfig) {
  return apiRequest<BotConfigResponse>('/bot-admin/config', { method: 'PUT', body: { config } });
}

/** POST /api/bot-admin/reset-defaults (no body): every prompt back to its default. */
export function resetPrompts() {
  return apiRequest<BotPromptsResponse>('/bot-admin/reset-defaults', { method: 'POST' });
}
