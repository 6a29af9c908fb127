import { queryOptions } from '@tanstack/react-query';
import type { BotConfig, BotModelOption, BotPrompts } from '../../../../../shared/contracts/bot';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** The chat-prompts answers: all eight prompts, and the defaults the per-prompt reset puts back. */
export interface PromptsAnswer {
  prompts: BotPrompts;
  defaults: BotPrompts;
}

/** The config answers: the config and the models, each marked available or not on this server. */
export interface ConfigAnswer {
  config: BotConfig;
  models: BotModelOption[];
}

/** GET /api/bot-admin/chat-prompts (docs/product/calls.md#bot-admin-and-embeddings). */
export const promptsQuery = queryOptions({
  queryKey: ['bot-admin', 'chat-prompts'],
  queryFn: ({ signal }) => apiGet<PromptsAnswer>('/bot-admin/chat-prompts', signal),
  staleTime: 0,
});

/** GET /api/bot-admin/config (docs/product/calls.md#bot-admin-and-embeddings). */
export const configQuery = queryOptions({
  queryKey: ['bot-admin', 'config'],
  queryFn: ({ signal }) => apiGet<ConfigAnswer>('/bot-admin/config', signal),
  staleTime: 0,
});

/** PUT /api/bot-admin/chat-prompts: some or all prompts; the answer holds all eight. */
export function savePrompts(prompts: Partial<BotPrompts>) {
  return apiRequest<PromptsAnswer>('/bot-admin/chat-prompts', { method: 'PUT', body: { prompts } });
}

/** PUT /api/bot-admin/config. */
export function saveConfig(config: BotConfig) {
  return apiRequest<ConfigAnswer>('/bot-admin/config', { method: 'PUT', body: { config } });
}

/** POST /api/bot-admin/reset-defaults (no body): every prompt back to its default. */
export function resetPrompts() {
  return apiRequest<PromptsAnswer>('/bot-admin/reset-defaults', { method: 'POST' });
}
