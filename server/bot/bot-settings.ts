import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BOT_MODELS,
  type BotConfig,
  type BotModelId,
  type BotModelOption,
  type BotModelProvider,
  type BotPrompts,
  botConfigSchema,
  botPromptsSchema,
  DEFAULT_BOT_CONFIG,
  PROMPT_KEYS,
  type PromptKey,
} from '../../shared/contracts/bot';
import { type AuditActor, type DbOrTx, recordAudit } from '../audit/audit-log';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { botSettings } from '../db/schema';
import { errors } from '../errors';
import { DEFAULT_PROMPTS } from './default-prompts';

/** The row that holds the bot config; the prompts have a row per key (server/db/schema.ts). */
const CONFIG_KEY = 'config';
/** Serialises settings writes, so an audit entry's "before" is what the write replaced. */
const BOT_SETTINGS_LOCK = 7_320_181;
const AUDIT_TARGET = { targetType: 'bot_settings' } as const;

export interface BotSettings {
  prompts: BotPrompts;
  config: BotConfig;
}

type WarnLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * A stored value that no longer parses (a schema that grew stricter, a hand edit) must not take the bot or
 * the admin screen down: it reads as its default and the log says which key to fix. Callers without a
 * logger of their own (the CLI, a script) get the console.
 */
const consoleLog: WarnLog = { warn: (details: unknown, message?: string) => console.warn(message, details) };

const isPromptKey = (key: string): key is PromptKey => (PROMPT_KEYS as readonly string[]).includes(key);

/** The bot's prompts and config: each stored row over its default (issue 18, docs/product/bot-admin-and-embeddings.md#bot-configuration). */
export async function loadBotSettings(db: DbOrTx, log: WarnLog = consoleLog): Promise<BotSettings> {
  const rows = await db.select({ key: botSettings.key, value: botSettings.value }).from(botSettings);
  const prompts: BotPrompts = { ...DEFAULT_PROMPTS };
  let config: BotConfig = { ...DEFAULT_BOT_CONFIG };
  for (const { key, value } of rows) {
    if (key === CONFIG_KEY) {
      const parsed = botConfigSchema.safeParse(value);
      if (parsed.success) config = parsed.data;
      else log.warn({ key, issues: parsed.error.issues }, 'stored bot config is invalid; using the default');
    } else if (isPromptKey(key)) {
      const parsed = botPromptsSchema.safeParse({ [key]: value });
      const text = parsed.success ? parsed.data[key] : undefined;
      if (text !== undefined) prompts[key] = text;
      else log.warn({ key }, 'stored bot prompt is invalid; using the default');
    }
  }
  return { prompts, config };
}

/** The config's JSON as stored: only the known fields, in a fixed order. */
const storedConfig = (config: BotConfig): BotConfig => botConfigSchema.parse(config);

/**
 * Saves some of the prompts (a PUT may send some keys) in one transaction with its audit entry. A prompt
 * saved with its default text loses its row, so a later change to our default reaches it (schema.ts).
 * Keys whose text did not change are left alone and out of the entry; a save that changes nothing records
 * nothing. Returns all eight prompts.
 */
export async function savePrompts(
  db: Db,
  given: Partial<BotPrompts>,
  actor: AuditActor,
  log?: WarnLog,
): Promise<BotPrompts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOT_SETTINGS_LOCK})`);
    const { prompts: current } = await loadBotSettings(tx, log);
    const before: Partial<BotPrompts> = {};
    const after: Partial<BotPrompts> = {};
    for (const key of PROMPT_KEYS) {
      const text = given[key];
      if (text === undefined || text === current[key]) continue;
      before[key] = current[key];
      after[key] = text;
    }
    const changed = Object.keys(after) as PromptKey[];
    if (changed.length === 0) return current;

    const toDefault = changed.filter((key) => after[key] === DEFAULT_PROMPTS[key]);
    const toStore = changed.filter((key) => after[key] !== DEFAULT_PROMPTS[key]);
    if (toDefault.length > 0) await tx.delete(botSettings).where(inArray(botSettings.key, toDefault));
    if (toStore.length > 0) {
      await tx
        .insert(botSettings)
        .values(toStore.map((key) => ({ key, value: after[key], updatedBy: actor.id })))
        .onConflictDoUpdate({
          target: botSettings.key,
          set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
        });
    }
    await recordAudit(tx, {
      actor,
      action: 'bot.prompts',
      ...AUDIT_TARGET,
      targetId: 'chat-prompts',
      targetLabel: changed.join(', '),
      before,
      after,
    });
    return { ...current, ...after };
  });
}

/** Saves the bot config with its audit entry, in one transaction. Returns what is now stored. */
export async function saveConfig(
  db: Db,
  config: BotConfig,
  actor: AuditActor,
  log?: WarnLog,
): Promise<BotConfig> {
  const value = storedConfig(config);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOT_SETTINGS_LOCK})`);
    const { config: before } = await loadBotSettings(tx, log);
    await tx
      .insert(botSettings)
      .values({ key: CONFIG_KEY, value, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: botSettings.key,
        set: { value, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      action: 'bot.config',
      ...AUDIT_TARGET,
      targetId: CONFIG_KEY,
      targetLabel: 'Bot config',
      before,
      after: value,
    });
    return value;
  });
}

/**
 * Resets every prompt to our default text (docs/product/bot-admin-and-embeddings.md#chat-prompts) by deleting the prompt rows;
 * the config stays. The audit entry keeps the texts that were removed. Returns the eight defaults.
 */
export async function resetPrompts(db: Db, actor: AuditActor): Promise<BotPrompts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOT_SETTINGS_LOCK})`);
    const removed = await tx
      .delete(botSettings)
      .where(inArray(botSettings.key, [...PROMPT_KEYS]))
      .returning({ key: botSettings.key, value: botSettings.value });
    await recordAudit(tx, {
      actor,
      action: 'bot.reset',
      ...AUDIT_TARGET,
      targetId: 'chat-prompts',
      targetLabel: 'Reset to defaults',
      before: Object.fromEntries(removed.map(({ key, value }) => [key, value])),
      after: null,
    });
    return { ...DEFAULT_PROMPTS };
  });
}

/** Which providers have what they need in this install's settings; the offline strategist always does. */
export function availableProviders(config: Pick<AppConfig, 'bot'>): Record<BotModelProvider, boolean> {
  return { offline: true, anthropic: config.bot.anthropic !== null, openai: config.bot.openai !== null };
}

/**
 * The model list of the Bot Admin screen (docs/product/bot-admin-and-embeddings.md#models, docs/decisions/0023-bot-models.md): the offline strategist first,
 * a model whose provider's key is not configured marked unavailable.
 */
export function modelOptions(config: Pick<AppConfig, 'bot'>): BotModelOption[] {
  const available = availableProviders(config);
  const openaiModel = config.bot.openai?.model;
  return BOT_MODELS.map((model) => ({
    id: model.id,
    // The endpoint's own model name says more than the generic label once one is configured.
    label: model.provider === 'openai' && openaiModel ? `${model.label} (${openaiModel})` : model.label,
    available: available[model.provider],
  }));
}

/** The setting that makes a provider's models available, for the message refusing an unavailable one. */
const PROVIDER_SETTING: Record<BotModelProvider, string> = {
  offline: '',
  anthropic: 'ANTHROPIC_API_KEY',
  openai: 'OPENAI_BASE_URL',
};

/**
 * Refuses a model this install cannot run (issue 18: a model whose key is not configured is a 400 naming
 * it), so the chat never starts from a config that can only fail.
 */
export function checkModelAvailable(modelId: BotModelId, config: Pick<AppConfig, 'bot'>): void {
  const model = BOT_MODELS.find((candidate) => candidate.id === modelId);
  if (!model || availableProviders(config)[model.provider]) return;
  throw errors.invalidInput(
    `Invalid body field 'config.defaultModel': ${modelId} is not available on this server (set ${PROVIDER_SETTING[model.provider]})`,
  );
}
