import type { FastifyInstance } from 'fastify';
import { BOT_MODELS, type BotConfig } from '../../shared/contracts/bot';
import type { AppConfig } from '../config';
import { loadBotSettings } from './bot-settings';
import type { ChatModel } from './chat-model';
import type { ChatServiceParts } from './chat-service';
import { classifyIntent } from './intent';
import { createLibraryTools } from './library-tools';
import { ClaudeModel } from './models/claude-model';
import { OpenAIModel } from './models/openai-model';
import { OfflineStrategist } from './offline/offline-strategist';

/**
 * The one place that says which parts the chat service is built from (issue 18): the admin's settings
 * (bot-settings.ts), the intent classifier (intent.ts), the model the config chooses and the library tools
 * (library-tools.ts). Tests override some parts (a scripted model, a short time-out).
 */
export type ChatOverrides = Partial<Omit<ChatServiceParts, 'db' | 'log'>>;

export function chatParts(app: FastifyInstance, overrides: ChatOverrides = {}): ChatServiceParts {
  const chooseModel = modelChooser(app.config, app.log);
  return {
    db: app.db,
    log: app.log,
    loadSettings: (db) => loadBotSettings(db, app.log),
    classify: (message, history) => classifyIntent(message, history).intent,
    models: chooseModel,
    tools: (viewer) => createLibraryTools(app, viewer),
    ...overrides,
  };
}

/**
 * The model of the config's defaultModel (docs/decisions/0023-bot-models.md): the offline strategist, a Claude model with
 * ANTHROPIC_API_KEY, or the OpenAI-compatible endpoint's model. A model whose key has since been removed
 * from the server's settings cannot answer, so the offline strategist does, and the log says why.
 */
function modelChooser(
  config: Pick<AppConfig, 'bot'>,
  log: { warn: (details: object, message: string) => void },
): (botConfig: BotConfig) => ChatModel {
  const offline = new OfflineStrategist();
  const { anthropic, openai } = config.bot;
  const claude = anthropic
    ? new ClaudeModel({
        apiKey: anthropic.apiKey,
        ...(anthropic.baseUrl ? { baseURL: anthropic.baseUrl } : {}),
      })
    : null;
  const compatible = openai
    ? new OpenAIModel({
        baseURL: openai.baseUrl,
        model: openai.model,
        ...(openai.apiKey ? { apiKey: openai.apiKey } : {}),
      })
    : null;
  return (botConfig) => {
    const provider = BOT_MODELS.find((model) => model.id === botConfig.defaultModel)?.provider ?? 'offline';
    if (provider === 'offline') return offline;
    const model = provider === 'anthropic' ? claude : compatible;
    if (model) return model;
    log.warn(
      { model: botConfig.defaultModel },
      'the chosen bot model has no key on this server; the offline strategist answers instead',
    );
    return offline;
  };
}
