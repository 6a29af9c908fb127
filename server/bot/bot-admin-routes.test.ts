import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/contracts/audit';
import { DEFAULT_BOT_CONFIG, OFFLINE_MODEL, PROMPT_KEYS } from '../../shared/contracts/bot';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { loadBotSettings } from './bot-settings';
import { DEFAULT_PROMPTS } from './default-prompts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({}, { captureLogs: true });
  admin = await createUser(t, { tier: 'admin', email: 'bot-admin@example.com' });
});

const send = (method: string, path: string, body?: unknown, user: TestUser | null = admin) =>
  t.request(path, {
    method,
    headers: { ...(user?.auth ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const getPrompts = async () => {
  const answer = await send('GET', '/api/bot-admin/chat-prompts');
  expect(answer.status).toBe(200);
  return answer.body.prompts as Record<string, string>;
};
const putPrompts = (prompts: Record<string, unknown>) =>
  send('PUT', '/api/bot-admin/chat-prompts', { prompts });
const putConfig = (config: Record<string, unknown>) => send('PUT', '/api/bot-admin/config', { config });

const storedRows = async () =>
  (await t.database.db.execute<{ key: string }>(sql`SELECT key FROM bot_settings ORDER BY key`)).rows.map(
    (row) => row.key,
  );
const auditOf = async (action: string): Promise<AuditEntry[]> =>
  (await send('GET', `/api/admin/audit?action=${action}`)).body.data;

describe('bot prompts', () => {
  it('answers all eight default prompts before anything is saved', async () => {
    const answer = await send('GET', '/api/bot-admin/chat-prompts');
    expect(Object.keys(answer.body.prompts).sort()).toEqual([...PROMPT_KEYS].sort());
    expect(answer.body.prompts).toEqual(DEFAULT_PROMPTS);
    // The defaults come along, for the screen's per-prompt reset.
    expect(answer.body.defaults).toEqual(DEFAULT_PROMPTS);
  });

  it('saves some prompts: they read back, the others stay at their defaults, and the change is audited', async () => {
    const hook = 'Write hooks for gym owners.\n## Hooks from the library\n## Hooks for you';
    const saved = await putPrompts({ HOOK_GENERATOR_PROMPT: hook, SEARCH_LOOKUP_PROMPT: 'Find videos.' });
    expect(saved.status).toBe(200);
    expect(saved.body.prompts.HOOK_GENERATOR_PROMPT).toBe(hook);

    const prompts = await getPrompts();
    expect(prompts).toEqual({
      ...DEFAULT_PROMPTS,
      HOOK_GENERATOR_PROMPT: hook,
      SEARCH_LOOKUP_PROMPT: 'Find videos.',
    });
    expect(await storedRows()).toEqual(['HOOK_GENERATOR_PROMPT', 'SEARCH_LOOKUP_PROMPT']);

    const [entry] = await auditOf('bot.prompts');
    expect(entry).toMatchObject({
      action: 'bot.prompts',
      target_type: 'bot_settings',
      actor: { id: admin.id, email: 'bot-admin@example.com' },
      before: {
        HOOK_GENERATOR_PROMPT: DEFAULT_PROMPTS.HOOK_GENERATOR_PROMPT,
        SEARCH_LOOKUP_PROMPT: DEFAULT_PROMPTS.SEARCH_LOOKUP_PROMPT,
      },
      after: { HOOK_GENERATOR_PROMPT: hook, SEARCH_LOOKUP_PROMPT: 'Find videos.' },
    });
  });

  it('records only the prompts that changed, and a prompt saved with its default text goes back to following the default', async () => {
    const before = (await auditOf('bot.prompts')).length;
    // All eight sent, as Save All Changes does: one differs from what is stored, one is back to its default.
    const all = { ...(await getPrompts()), SEARCH_LOOKUP_PROMPT: DEFAULT_PROMPTS.SEARCH_LOOKUP_PROMPT };
    expect((await putPrompts(all)).status).toBe(200);
    expect(await storedRows()).toEqual(['HOOK_GENERATOR_PROMPT']);
    const entries = await auditOf('bot.prompts');
    expect(entries).toHaveLength(before + 1);
    expect(Object.keys(entries[0]?.after as object)).toEqual(['SEARCH_LOOKUP_PROMPT']);

    // The same eight again change nothing and record nothing.
    expect((await putPrompts(all)).status).toBe(200);
    expect(await auditOf('bot.prompts')).toHaveLength(before + 1);
  });

  it.each([
    [{ HOOK_GENERATOR_PROMPT: '   \n ' }, "'prompts.HOOK_GENERATOR_PROMPT'", 'must not be blank'],
    [{ HOOK_GENERATOR_PROMPT: 'x'.repeat(20_001) }, "'prompts.HOOK_GENERATOR_PROMPT'", 'at most 20000'],
    [{ HOOK_GENERATOR_PROMPT: 42 }, "'prompts.HOOK_GENERATOR_PROMPT'", ''],
    [{ GREETING_PROMPT: 'Hello' }, 'prompts', 'GREETING_PROMPT'],
  ])('refuses %o with a 400 naming the field, and writes nothing', async (prompts, field, words) => {
    const rows = await storedRows();
    const entries = (await auditOf('bot.prompts')).length;
    const answer = await putPrompts({ SEARCH_LOOKUP_PROMPT: 'Changed alongside a bad one', ...prompts });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toContain(field);
    expect(answer.body.error).toContain(words);
    expect(await storedRows()).toEqual(rows);
    expect(await auditOf('bot.prompts')).toHaveLength(entries);
  });

  it('refuses a body without prompts', async () => {
    const answer = await send('PUT', '/api/bot-admin/chat-prompts', { HOOK_GENERATOR_PROMPT: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain("'prompts'");
  });

  it('reads a stored prompt that no longer parses as its default and logs which key', async () => {
    await t.database.db.execute(
      sql`INSERT INTO bot_settings (key, value) VALUES ('FORMAT_ADVISOR_PROMPT', '{"not": "text"}'::jsonb)`,
    );
    const prompts = await getPrompts();
    expect(prompts.FORMAT_ADVISOR_PROMPT).toBe(DEFAULT_PROMPTS.FORMAT_ADVISOR_PROMPT);
    expect(
      t.logs.some(
        (line) => line.msg.includes('bot prompt is invalid') && line.key === 'FORMAT_ADVISOR_PROMPT',
      ),
    ).toBe(true);
    await t.database.db.execute(sql`DELETE FROM bot_settings WHERE key = 'FORMAT_ADVISOR_PROMPT'`);
  });

  it('resets every prompt to its default, keeps the config, and audits the texts it removed', async () => {
    await putPrompts({ INSIGHT_GENERATOR_PROMPT: 'Numbers first.' });
    await putConfig({ ...DEFAULT_BOT_CONFIG, temperature: 0.2 });
    const hookBefore = (await getPrompts()).HOOK_GENERATOR_PROMPT;

    const reset = await send('POST', '/api/bot-admin/reset-defaults');
    expect(reset.status).toBe(200);
    expect(reset.body.prompts).toEqual(DEFAULT_PROMPTS);
    expect(await getPrompts()).toEqual(DEFAULT_PROMPTS);
    expect(await storedRows()).toEqual(['config']);
    expect((await send('GET', '/api/bot-admin/config')).body.config.temperature).toBe(0.2);

    const [entry] = await auditOf('bot.reset');
    expect(entry?.before).toEqual({
      HOOK_GENERATOR_PROMPT: hookBefore,
      INSIGHT_GENERATOR_PROMPT: 'Numbers first.',
    });
  });
});

describe('bot config', () => {
  it('answers the default config and the model list: the offline strategist first, Claude unavailable without a key', async () => {
    await t.database.db.execute(sql`DELETE FROM bot_settings WHERE key = 'config'`);
    const answer = await send('GET', '/api/bot-admin/config');
    expect(answer.status).toBe(200);
    expect(answer.body.config).toEqual(DEFAULT_BOT_CONFIG);
    const models = answer.body.models as { id: string; available: boolean }[];
    expect(models[0]).toEqual({
      id: OFFLINE_MODEL,
      label: 'Hookshelf Strategist (offline)',
      available: true,
    });
    expect(models.filter((model) => model.available).map((model) => model.id)).toEqual([OFFLINE_MODEL]);
    expect(models.map((model) => model.id)).toContain('claude-3-opus-20240229');
  });

  it('saves the config, reads it back, and audits before and after', async () => {
    const config = {
      defaultModel: OFFLINE_MODEL,
      maxResponseLength: 1200,
      temperature: 0.3,
      debugMode: true,
    };
    const saved = await putConfig(config);
    expect(saved.status).toBe(200);
    expect(saved.body.config).toEqual(config);
    expect((await send('GET', '/api/bot-admin/config')).body.config).toEqual(config);
    const [entry] = await auditOf('bot.config');
    expect(entry).toMatchObject({ before: DEFAULT_BOT_CONFIG, after: config, actor: { id: admin.id } });
  });

  it.each([
    [{ temperature: 1.5 }, 'config.temperature', 'at most 1'],
    [{ temperature: -0.1 }, 'config.temperature', 'at least 0'],
    [{ maxResponseLength: 99 }, 'config.maxResponseLength', 'at least 100'],
    [{ maxResponseLength: 8001 }, 'config.maxResponseLength', 'at most 8000'],
    [{ maxResponseLength: 500.5 }, 'config.maxResponseLength', 'whole number'],
    [{ defaultModel: 'gpt-5-turbo' }, 'config.defaultModel', 'must be one of'],
    [{ debugMode: 'yes' }, 'config.debugMode', 'true or false'],
    [{ defaultModel: 'claude-sonnet-5-5' }, 'config.defaultModel', 'ANTHROPIC_API_KEY'],
    [{ defaultModel: 'openai-compatible' }, 'config.defaultModel', 'OPENAI_BASE_URL'],
  ])('refuses %o with a 400 naming %s, and writes nothing', async (change, field, words) => {
    const before = (await send('GET', '/api/bot-admin/config')).body.config;
    const entries = (await auditOf('bot.config')).length;
    const answer = await putConfig({ ...before, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toContain(`'${field}'`);
    expect(answer.body.error).toContain(words);
    expect((await send('GET', '/api/bot-admin/config')).body.config).toEqual(before);
    expect(await auditOf('bot.config')).toHaveLength(entries);
  });

  it('reads a stored config that no longer parses as the default and logs it, never a 500', async () => {
    await t.database.db.execute(
      sql`UPDATE bot_settings SET value = '{"defaultModel": "retired-model", "temperature": 3}'::jsonb WHERE key = 'config'`,
    );
    const answer = await send('GET', '/api/bot-admin/config');
    expect(answer.status).toBe(200);
    expect(answer.body.config).toEqual(DEFAULT_BOT_CONFIG);
    expect(t.logs.some((line) => line.msg.includes('bot config is invalid'))).toBe(true);
    expect((await loadBotSettings(t.database.db, { warn: () => {} })).config).toEqual(DEFAULT_BOT_CONFIG);
  });
});

describe('who may call the bot admin routes', () => {
  it('answers basic and premium users 403 and visitors 401 on every route', async () => {
    const basic = await createUser(t);
    const premium = await createUser(t, { tier: 'premium' });
    const calls: [string, string, unknown][] = [
      ['GET', '/api/bot-admin/chat-prompts', undefined],
      ['PUT', '/api/bot-admin/chat-prompts', { prompts: { HOOK_GENERATOR_PROMPT: 'Mine now' } }],
      ['GET', '/api/bot-admin/config', undefined],
      ['PUT', '/api/bot-admin/config', { config: DEFAULT_BOT_CONFIG }],
      ['POST', '/api/bot-admin/reset-defaults', undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(method, path, body, basic)).status).toBe(403);
      expect((await send(method, path, body, premium)).status).toBe(403);
      expect((await send(method, path, body, null)).status).toBe(401);
    }
    expect((await getPrompts()).HOOK_GENERATOR_PROMPT).toBe(DEFAULT_PROMPTS.HOOK_GENERATOR_PROMPT);
  });
});

describe('with model keys configured', () => {
  it('marks the Claude and OpenAI-compatible models available and accepts them', async () => {
    const keyed = await createTestApp({
      ANTHROPIC_API_KEY: 'sk-ant-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_MODEL: 'llama3.1',
    });
    const keyedAdmin = await createUser(keyed, { tier: 'admin' });
    const headers = { ...keyedAdmin.auth, 'content-type': 'application/json' };
    const answer = await keyed.get('/api/bot-admin/config', { headers: keyedAdmin.auth });
    const models = answer.body.models as { id: string; label: string; available: boolean }[];
    expect(models.every((model) => model.available)).toBe(true);
    expect(models.at(-1)?.label).toBe('OpenAI-compatible endpoint (llama3.1)');
    for (const defaultModel of ['claude-sonnet-5-5', 'openai-compatible']) {
      const saved = await keyed.request('/api/bot-admin/config', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ config: { ...DEFAULT_BOT_CONFIG, defaultModel } }),
      });
      expect(saved.status).toBe(200);
      expect(saved.body.config.defaultModel).toBe(defaultModel);
    }
  });
});
