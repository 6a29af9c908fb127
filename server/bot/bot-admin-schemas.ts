import { z } from 'zod';
import {
  botConfigSchema,
  botModelOptionSchema,
  botPromptsSchema,
  PROMPT_KEYS,
  type PromptKey,
} from '../../shared/contracts/bot';

const promptKey = z.enum(PROMPT_KEYS as unknown as [PromptKey, ...PromptKey[]]);

/** PUT /api/bot-admin/chat-prompts: some or all of the eight prompts. */
export const promptsBodySchema = z.object({ prompts: botPromptsSchema });

/**
 * The chat-prompts answers: always all eight, each the stored text or our default, and the eight defaults
 * themselves, so the Bot Admin screen can put one prompt back to its default before Save All Changes.
 */
export const promptsResponseSchema = z.object({
  prompts: z.record(promptKey, z.string()),
  defaults: z.record(promptKey, z.string()),
});

/** PUT /api/bot-admin/config. */
export const configBodySchema = z.object({ config: botConfigSchema });

/** The config answers: the config and the model list with what this install can run. */
export const configResponseSchema = z.object({
  config: botConfigSchema,
  models: z.array(botModelOptionSchema),
});
