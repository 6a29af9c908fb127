import { z } from 'zod';
import { textInput } from './text-input';

/**
 * The strategy bot's settings (docs/product/bot-admin-and-embeddings.md#bot-configuration, docs/product/bot-admin-and-embeddings.md#chat-prompts; docs/decisions/0023-bot-models.md).
 * One source for the server's validation, the OpenAPI document and the Bot Admin screen.
 */

/** The eight intents of docs/product/admin-users.md#users-screen, in the order the Bot Admin screen lists them. */
export const BOT_INTENTS = [
  'VIDEO_BRAINSTORMER',
  'CONCEPT_ADVISOR',
  'SEARCH_LOOKUP',
  'SWIPE_FILE_BUILDER',
  'HOOK_GENERATOR',
  'FRAMEWORK_BUILDER',
  'FORMAT_ADVISOR',
  'INSIGHT_GENERATOR',
] as const;
export type BotIntent = (typeof BOT_INTENTS)[number];

/** A prompt key is an intent followed by `_PROMPT` (docs/product/bot-admin-and-embeddings.md#chat-prompts). */
export const PROMPT_KEYS = BOT_INTENTS.map((intent) => `${intent}_PROMPT` as const);
export type PromptKey = `${BotIntent}_PROMPT`;
export const promptKeyOf = (intent: BotIntent): PromptKey => `${intent}_PROMPT`;

export const PROMPT_MAX_LENGTH = 20_000;

/** GET/PUT /api/bot-admin/chat-prompts: `{ prompts: { KEY: text } }` both ways. A PUT may send some keys. */
export const botPromptsSchema = z.partialRecord(
  z.enum(PROMPT_KEYS as unknown as [PromptKey, ...PromptKey[]], {
    error: `must be one of ${PROMPT_KEYS.join(', ')}`,
  }),
  textInput(PROMPT_MAX_LENGTH).refine((text) => text.trim().length > 0, { error: 'must not be blank' }),
);
export type BotPrompts = Record<PromptKey, string>;

/** The built-in offline strategist: no key, no network; the default on a fresh install (docs/decisions/0023-bot-models.md). */
export const OFFLINE_MODEL = 'hookshelf-strategist';

/**
 * The model list (docs/product/bot-admin-and-embeddings.md#models, docs/decisions/0023-bot-models.md): the offline strategist first, then current Claude models
 * (the newest of each family the Anthropic SDK lists, none on its deprecation list, and the two names
 * docs/product/bot-admin-and-embeddings.md#models lists, which docs/decisions/0023-bot-models.md keeps), then the
 * OpenAI-compatible endpoint's model. `provider` says which key makes it available.
 */
export const BOT_MODELS = [
  { id: OFFLINE_MODEL, label: 'Hookshelf Strategist (offline)', provider: 'offline' },
  { id: 'claude-sonnet-5-5', label: 'Claude Sonnet 5.5', provider: 'anthropic' },
  { id: 'claude-opus-5-5', label: 'Claude Opus 5.5', provider: 'anthropic' },
  { id: 'claude-haiku-5-5', label: 'Claude Haiku 5.5', provider: 'anthropic' },
  { id: 'claude-haiku-4-5', label: 'Claude Haiku 4.5', provider: 'anthropic' },
  { id: 'claude-3-opus-20240229', label: 'Claude 3 Opus', provider: 'anthropic' },
  { id: 'claude-3-haiku-20240307', label: 'Claude 3 Haiku', provider: 'anthropic' },
  { id: 'openai-compatible', label: 'OpenAI-compatible endpoint', provider: 'openai' },
] as const;
export type BotModelId = (typeof BOT_MODELS)[number]['id'];
export type BotModelProvider = (typeof BOT_MODELS)[number]['provider'];
const MODEL_IDS = BOT_MODELS.map((model) => model.id) as unknown as [BotModelId, ...BotModelId[]];

export const MAX_RESPONSE_LENGTH_MIN = 100;
export const MAX_RESPONSE_LENGTH_MAX = 8_000;

/** GET/PUT /api/bot-admin/config: `{ config: {...} }` both ways. */
export const botConfigSchema = z.object({
  defaultModel: z.enum(MODEL_IDS, { error: `must be one of ${MODEL_IDS.join(', ')}` }),
  maxResponseLength: z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(MAX_RESPONSE_LENGTH_MIN, { error: `must be at least ${MAX_RESPONSE_LENGTH_MIN}` })
    .max(MAX_RESPONSE_LENGTH_MAX, { error: `must be at most ${MAX_RESPONSE_LENGTH_MAX}` }),
  temperature: z
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, { error: 'must be at least 0' })
    .max(1, { error: 'must be at most 1' }),
  debugMode: z.boolean({ error: 'must be true or false' }),
});
export type BotConfig = z.infer<typeof botConfigSchema>;

/** docs/product/bot-admin-and-embeddings.md#bot-configuration, with the offline strategist as the model (docs/decisions/0023-bot-models.md). */
export const DEFAULT_BOT_CONFIG: BotConfig = {
  defaultModel: OFFLINE_MODEL,
  maxResponseLength: 2000,
  temperature: 0.7,
  debugMode: false,
};

/** A model as the Bot Admin screen lists it: unavailable when its provider's key is not configured. */
export const botModelOptionSchema = z.object({
  id: z.enum(MODEL_IDS),
  label: z.string(),
  available: z.boolean(),
});
export type BotModelOption = z.infer<typeof botModelOptionSchema>;

const promptKeySchema = z.enum(PROMPT_KEYS as unknown as [PromptKey, ...PromptKey[]]);

/**
 * The chat-prompts answers: always all eight, each the stored text or our default, and the eight defaults
 * themselves, so the Bot Admin screen can put one prompt back to its default before Save All Changes.
 */
export const botPromptsResponseSchema = z.object({
  prompts: z.record(promptKeySchema, z.string()),
  defaults: z.record(promptKeySchema, z.string()),
});
export type BotPromptsResponse = z.infer<typeof botPromptsResponseSchema>;

/** The config answers: the config and the model list with what this install can run. */
export const botConfigResponseSchema = z.object({
  config: botConfigSchema,
  models: z.array(botModelOptionSchema),
});
export type BotConfigResponse = z.infer<typeof botConfigResponseSchema>;
