import { z } from 'zod';
import { botConfigSchema, botPromptsSchema } from '../../shared/contracts/bot';

/** PUT /api/bot-admin/chat-prompts: some or all of the eight prompts. */
export const promptsBodySchema = z.object({ prompts: botPromptsSchema });

/** PUT /api/bot-admin/config. */
export const configBodySchema = z.object({ config: botConfigSchema });
