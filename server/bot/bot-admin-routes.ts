import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, errorResponses } from '../../shared/contracts/api-envelope';
import { botConfigResponseSchema, botPromptsResponseSchema } from '../../shared/contracts/bot';
import type { AuditActor } from '../audit/audit-log';
import { requireViewer } from '../auth/access';
import { configBodySchema, promptsBodySchema } from './bot-admin-schemas';
import {
  checkModelAvailable,
  loadBotSettings,
  modelOptions,
  resetPrompts,
  saveConfig,
  savePrompts,
} from './bot-settings';
import { DEFAULT_PROMPTS } from './default-prompts';

const guarded = errorResponses(401, 403);

const actorOf = (request: Parameters<typeof requireViewer>[0]): AuditActor => {
  const { id, email } = requireViewer(request);
  return { id, email };
};

/**
 * Bot administration (docs/product/bot-admin-and-embeddings.md, docs/product/bot-admin-and-embeddings.md#chat-prompts, docs/product/calls.md#bot-admin-and-embeddings; issue 18), for admins: the eight chat prompts,
 * the bot config with the model list, and resetting the prompts. Every write is audited.
 */
export const botAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bot-admin/chat-prompts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'The eight chat prompts: each the saved text or the default (admin)',
        response: { 200: botPromptsResponseSchema, ...guarded },
      },
    },
    async (request) => ({
      prompts: (await loadBotSettings(app.db, request.log)).prompts,
      defaults: DEFAULT_PROMPTS,
    }),
  );

  app.put(
    '/bot-admin/chat-prompts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'Save some or all chat prompts; answers all eight (admin, audited)',
        body: promptsBodySchema,
        response: { 200: botPromptsResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({
      prompts: await savePrompts(app.db, request.body.prompts, actorOf(request), request.log),
      defaults: DEFAULT_PROMPTS,
    }),
  );

  app.get(
    '/bot-admin/config',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'The bot config and the model list, unconfigured models marked unavailable (admin)',
        response: { 200: botConfigResponseSchema, ...guarded },
      },
    },
    async (request) => ({
      config: (await loadBotSettings(app.db, request.log)).config,
      models: modelOptions(app.config),
    }),
  );

  app.put(
    '/bot-admin/config',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'Save the bot config; a model whose key is not configured is refused (admin, audited)',
        body: configBodySchema,
        response: { 200: botConfigResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const { config } = request.body;
      checkModelAvailable(config.defaultModel, app.config);
      return {
        config: await saveConfig(app.db, config, actorOf(request), request.log),
        models: modelOptions(app.config),
      };
    },
  );

  app.post(
    '/bot-admin/reset-defaults',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Admin'],
        summary: 'Reset every chat prompt to its default; the config stays (admin, audited)',
        response: { 200: botPromptsResponseSchema, ...guarded },
      },
    },
    async (request) => ({ prompts: await resetPrompts(app.db, actorOf(request)), defaults: DEFAULT_PROMPTS }),
  );
};
