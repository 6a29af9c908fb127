import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BotModelId, DEFAULT_BOT_CONFIG } from '../../shared/contracts/bot';
import type { Brief } from '../../shared/contracts/briefs';
import type { FullVideo } from '../../shared/contracts/video';
import { loadFullVideos } from '../bot/chat-videos';
import { createDemoTestApp } from '../test/demo-app';
import { sendJson } from '../test/send-json';
import type { LogLine, TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import type { BriefContent } from './brief-content';
import { briefModelFor, draftContent } from './model-brief';
import { type DraftChoices, draftOffline } from './offline-brief';

/**
 * The model's brief draft against a fake provider on loopback speaking both protocols: the Messages API
 * (`/v1/messages`, a forced tool call) and OpenAI-compatible chat completions (`/v1/chat/completions`, a
 * strict json_schema answer). Each test scripts the drafts the fake answers with; the videos are demo
 * videos from the real app's database.
 */

// biome-ignore lint/suspicious/noExplicitAny: request bodies are asserted field by field
type Json = any;
const HANG = Symbol('hang');
type Script = (requestNumber: number, body: Json) => unknown;

let script: Script;
let requests: { url: string; body: Json }[] = [];
const fake = http.createServer(async (req, res) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const body = JSON.parse(raw);
  requests.push({ url: req.url ?? '', body });
  const draft = script(requests.length, body);
  if (draft === HANG) return; // …and the connection stays open
  res.writeHead(200, { 'content-type': 'application/json' });
  if (req.url === '/v1/messages') {
    res.end(
      JSON.stringify({
        id: `msg_${requests.length}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [{ type: 'tool_use', id: `toolu_${requests.length}`, name: 'write_brief', input: draft }],
        stop_reason: 'tool_use',
        stop_sequence: null,
        usage: { input_tokens: 900, output_tokens: 400 },
      }),
    );
    return;
  }
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_764_000_000,
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: JSON.stringify(draft), refusal: null },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 900, completion_tokens: 400, total_tokens: 1300 },
    }),
  );
});

let t: TestApp;
let admin: TestUser;
let premium: TestUser;
/** Three analysed demo videos with spoken hooks and transcripts, and a demo video outside them. */
let given: FullVideo[];
let ids: number[];
let foreignId: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createDemoTestApp({
    env: {
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: fakeUrl,
      OPENAI_BASE_URL: `${fakeUrl}/v1`,
      OPENAI_MODEL: 'llama-test',
    },
    captureLogs: true,
  });
  admin = await createUser(t, { tier: 'admin' });
  premium = await createUser(t, { tier: 'premium' });
  const { rows } = await t.database.db.execute<{ id: number }>(
    sql`SELECT id FROM videos WHERE has_analysis AND length(hook_verbal_content) > 30
        AND length(transcript) > 100 AND narrative_framework_name IS NOT NULL ORDER BY views DESC LIMIT 4`,
  );
  const videos = await loadFullVideos(
    t.database.db,
    rows.map((row) => Number(row.id)),
  );
  given = videos.slice(0, 3);
  ids = given.map((video) => video.id);
  foreignId = (videos[3] as FullVideo).id;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  requests = [];
});

const CHOICES: DraftChoices = {
  brand: { name: 'Acme Pans', line: 'Pans that last a lifetime' },
  platform: 'tiktok',
  sourceName: 'Hooks that work',
};

/** A draft that holds: every id among the given, 4 hooks, in its own words. */
function validDraft(): Json {
  const [a, b, c] = ids as [number, number, number];
  return {
    title: 'One pan, a week of dinners',
    goal: 'Show busy cooks that one good pan replaces three cheap ones.',
    audience: 'People who cook on weeknights and hate washing up.',
    platform: 'tiktok',
    videos: ids.map((id) => ({
      video_id: id,
      why: `Video ${id} opens on a bold claim and keeps its promise.`,
    })),
    hooks: [
      { text: 'If your pans warp in a year, watch this first.', video_id: a, device: 'conditional call-out' },
      { text: 'Three dinners, one pan, ten minutes each.', video_id: b, device: 'number promise' },
      { text: 'Stop buying a new pan every spring.', video_id: c, device: 'bold claim' },
      { text: 'What a lifetime pan looks like after ten years.', video_id: a, device: 'curiosity gap' },
    ],
    beats: [
      { name: 'Hook', description: 'Open on the scratched old pan beside the new one.', video_id: a },
      { name: 'Problem', description: 'Why cheap pans warp: thin metal, hot spots.', video_id: a },
      { name: 'Payoff', description: 'Sear, flip and slide an egg out clean.', video_id: null },
    ],
    shots: [
      {
        description: 'Close-up of both pans on the counter.',
        on_screen_text: 'One pan. Ten years.',
        duration_s: 3,
      },
      { description: 'End card with Acme Pans and the link.', on_screen_text: '', duration_s: null },
    ],
    cta: 'Get your Acme pan: link in bio.',
  };
}

/** The draft with one hook pointing at a video outside the given set. */
function foreignDraft(): Json {
  const draft = validDraft();
  draft.hooks[1].video_id = foreignId;
  return draft;
}

let lines: LogLine[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);
beforeEach(() => {
  lines = [];
});

const PROVIDERS = [
  { by: 'claude', model: 'claude-haiku-4-5', path: '/v1/messages' },
  { by: 'openai', model: 'openai-compatible', path: '/v1/chat/completions' },
] as const;

function draftWith(defaultModel: BotModelId, options: { timeoutMs?: number } = {}) {
  return draftContent({
    videos: given,
    choices: CHOICES,
    model: briefModelFor(t.app.config, { ...DEFAULT_BOT_CONFIG, defaultModel }, log),
    log,
    ...options,
  });
}

/** A content without its item ids, to compare drafts. */
const withoutIds = (content: BriefContent) => ({
  ...content,
  hooks: content.hooks.map(({ id: _, ...hook }) => hook),
  beats: content.beats.map(({ id: _, ...beat }) => beat),
  shots: content.shots.map(({ id: _, ...shot }) => shot),
});

const warnings = () => lines.filter((line) => line.level === 40);

/** The text of what the model was told the second time. */
function correctionOf(body: Json, by: 'claude' | 'openai'): string {
  const last = body.messages.at(-1);
  if (by === 'openai') return last.content;
  expect(last.content[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_1', is_error: true });
  return last.content[0].content;
}

describe.each(PROVIDERS)('a brief drafted by $by', ({ by, model, path }) => {
  it('uses a valid draft as it is, with the caller’s brand, and item ids of its own', async () => {
    script = () => validDraft();
    const { content, by: drafter } = await draftWith(model);

    expect(drafter).toBe(by);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(path);
    expect(content.videos.map((video) => video.video_id)).toEqual(ids);
    expect(content.hooks.map((hook) => hook.text)).toEqual(validDraft().hooks.map((hook: Json) => hook.text));
    expect(content.hooks.length).toBeGreaterThanOrEqual(3);
    expect(content.hooks.length).toBeLessThanOrEqual(5);
    for (const item of [...content.hooks, ...content.beats, ...content.shots])
      expect(item.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    for (const item of [...content.hooks, ...content.beats])
      expect(item.video_id === null || ids.includes(item.video_id)).toBe(true);
    expect(content).toMatchObject({
      brandName: 'Acme Pans',
      platform: 'tiktok',
      title: 'One pan, a week of dinners',
    });
    expect(warnings()).toEqual([]);

    // What the model was asked: the structured output, the videos' analysis and the rules.
    const { body } = requests[0] as { body: Json };
    const prompt =
      by === 'claude'
        ? `${body.system}\n${body.messages[0].content}`
        : body.messages.map((m: Json) => m.content).join('\n');
    if (by === 'claude') {
      expect(body.tool_choice).toEqual({ type: 'tool', name: 'write_brief' });
      expect(body.tools).toHaveLength(1);
      expect(body.tools[0].input_schema.properties.hooks).toMatchObject({ minItems: 3, maxItems: 5 });
      expect(body.tools[0].input_schema.properties.title.maxLength).toBe(200);
    } else {
      expect(body.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { name: 'write_brief', strict: true },
      });
      const schema = body.response_format.json_schema.schema;
      expect(schema.properties.hooks).toMatchObject({ minItems: 3, maxItems: 5 });
      expect(schema.required).toContain('beats');
      // Strict mode refuses string lengths; zod checks them after the answer.
      expect(JSON.stringify(schema)).not.toContain('maxLength');
      expect(body.model).toBe('llama-test');
    }
    for (const id of ids) expect(prompt).toContain(`"id":${id}`);
    expect(prompt).toContain('Acme Pans');
    expect(prompt).toContain('own words');
    expect(prompt).toContain(given[0]?.narrative_framework_name);
    // The transcript stays out of the prompt.
    expect(prompt).not.toContain(given[0]?.transcript?.slice(0, 80));
  });

  it('asks again when a draft cites a video outside the given set, and uses the second', async () => {
    script = (n) => (n === 1 ? foreignDraft() : validDraft());
    const { content, by: drafter } = await draftWith(model);

    expect(requests).toHaveLength(2);
    const told = correctionOf(requests[1]?.body, by);
    expect(told).toContain(`hooks.1.video_id: video ${foreignId} is not one of the given videos`);
    expect(drafter).toBe(by);
    expect(content.hooks[1]?.video_id).toBe(ids[1]);
    expect(warnings()).toEqual([]);
  });

  it('falls back to the offline draft when both drafts cite a foreign video, and says so', async () => {
    script = () => foreignDraft();
    const { content, by: drafter } = await draftWith(model);

    expect(requests).toHaveLength(2);
    expect(drafter).toBe('offline');
    expect(withoutIds(content)).toEqual(withoutIds(draftOffline(given, CHOICES)));
    const [warning, ...more] = warnings();
    expect(more).toEqual([]);
    expect(warning).toMatchObject({
      msg: 'brief draft by model failed validation twice; the offline draft is used',
      model: by,
    });
    expect(JSON.stringify(warning?.issues)).toContain(`video ${foreignId} is not one of the given videos`);
  });

  it('falls back when both drafts fail the schema (two hooks)', async () => {
    script = () => ({ ...validDraft(), hooks: validDraft().hooks.slice(0, 2) });
    const { by: drafter } = await draftWith(model);

    expect(requests).toHaveLength(2);
    expect(correctionOf(requests[1]?.body, by)).toMatch(/^- hooks: Too small/m);
    expect(drafter).toBe('offline');
    expect(warnings()).toHaveLength(1);
    expect(JSON.stringify(warnings()[0]?.issues)).toContain('hooks: Too small');
  });

  it('rejects a draft that copies a video’s hook or a transcript sentence word for word', async () => {
    const [first] = given as [FullVideo];
    const sentence = (first.transcript ?? '')
      .split(/(?<=[.!?])\s+/)
      .find((line) => line.length > 30 && line.length < 300 && !line.includes('\n')) as string;
    script = (n) => {
      const draft = validDraft();
      if (n === 1) draft.hooks[0].text = first.hook_verbal_content;
      else draft.beats[1].description = `As she says: ${sentence.toUpperCase()}`;
      return draft;
    };
    const { by: drafter } = await draftWith(model);

    expect(requests).toHaveLength(2);
    expect(correctionOf(requests[1]?.body, by)).toContain(
      `hooks.0.text: copies words of video ${first.id}'s analysis`,
    );
    expect(drafter).toBe('offline');
    expect(JSON.stringify(warnings()[0]?.issues)).toContain(
      `beats.1.description: copies words of video ${first.id}'s analysis`,
    );
  });

  it('falls back when the model does not answer within the bound', async () => {
    script = () => HANG;
    const started = Date.now();
    const { by: drafter } = await draftWith(model, { timeoutMs: 300 });

    expect(drafter).toBe('offline');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({
      msg: 'brief draft by model failed; the offline draft is used',
      model: by,
      timedOut: true,
    });
  });
});

describe('choosing the model', () => {
  it('drafts offline when the offline strategist is chosen, or the chosen model has no key', () => {
    const none = { bot: { anthropic: null, openai: null } };
    expect(briefModelFor(t.app.config, DEFAULT_BOT_CONFIG, log)).toBeNull();
    expect(warnings()).toEqual([]);
    expect(briefModelFor(none, { ...DEFAULT_BOT_CONFIG, defaultModel: 'claude-haiku-4-5' }, log)).toBeNull();
    expect(briefModelFor(none, { ...DEFAULT_BOT_CONFIG, defaultModel: 'openai-compatible' }, log)).toBeNull();
    expect(warnings().map((line) => line.model)).toEqual(['claude-haiku-4-5', 'openai-compatible']);
  });
});

describe('POST /api/briefs/draft with the OpenAI-compatible model chosen', () => {
  beforeAll(async () => {
    const saved = await sendJson(t, admin, 'PUT', '/api/bot-admin/config', {
      config: { ...DEFAULT_BOT_CONFIG, defaultModel: 'openai-compatible' },
    });
    expect(saved.status).toBe(200);
  });

  it('saves the model’s draft, citing only the videos given', async () => {
    script = () => validDraft();
    const response = await sendJson(t, premium, 'POST', '/api/briefs/draft', {
      video_ids: ids,
      brand: { name: 'Acme Pans', line: 'Pans that last a lifetime' },
    });

    expect(response.status).toBe(201);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/v1/chat/completions');
    const brief = response.body.data as Brief;
    expect(brief.videos.map((video) => video.video_id)).toEqual(ids);
    for (const item of [...brief.hooks, ...brief.beats])
      expect(item.video_id === null || ids.includes(item.video_id)).toBe(true);
    expect(brief.hooks.map((hook) => hook.text)).toEqual(validDraft().hooks.map((hook: Json) => hook.text));
    expect(brief).toMatchObject({ drafted_from: 'a chat answer', brand: { name: 'Acme Pans' } });
  });

  it('saves the offline draft when the model cites a foreign video twice, and logs it', async () => {
    script = () => foreignDraft();
    const logsBefore = t.logs.length;
    const response = await sendJson(t, premium, 'POST', '/api/briefs/draft', { video_ids: ids });

    expect(response.status).toBe(201);
    expect(requests).toHaveLength(2);
    const brief = response.body.data as Brief;
    expect(brief.videos.map((video) => video.video_id)).toEqual(ids);
    expect(brief.hooks.map((hook) => hook.video_id)).not.toContain(foreignId);
    expect(brief.title).toBe(draftOffline(given, { sourceName: null }).title);
    const failed = t.logs
      .slice(logsBefore)
      .filter(
        (line) => line.msg === 'brief draft by model failed validation twice; the offline draft is used',
      );
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 40, model: 'openai' });
  });
});
