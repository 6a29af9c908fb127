import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotModelId, DEFAULT_BOT_CONFIG } from '../../shared/contracts/bot';
import { CHAT_FAILURE_TEXT } from '../../shared/contracts/chat';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

/**
 * POST /api/chat through the app as the server's settings build it (chat-wiring.ts), no parts overridden:
 * ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL, or OPENAI_BASE_URL, point at a fake provider on loopback that
 * fails the way a real one can. The user reads the spec's failure text; the cause goes to the log.
 */

type Failure = 'status 500' | 'malformed stream';
let failure: Failure = 'status 500';
const received: { url: string; headers: http.IncomingHttpHeaders }[] = [];
const UPSTREAM_DETAIL = 'fake upstream exploded';

const fake = http.createServer(async (req, res) => {
  for await (const _ of req) {
    // read the body to its end
  }
  received.push({ url: req.url ?? '', headers: req.headers });
  if (failure === 'status 500') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: UPSTREAM_DETAIL } }));
    return;
  }
  // A stream whose data is not JSON, for either API.
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end('event: message_start\ndata: {"type": "message_start", "message": {not json\n\n');
});

let t: TestApp;
let admin: TestUser;
let premium: TestUser;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp(
    {
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: fakeUrl,
      OPENAI_BASE_URL: `${fakeUrl}/v1`,
      OPENAI_MODEL: 'llama-test',
    },
    { captureLogs: true },
  );
  admin = await createUser(t, { tier: 'admin' });
  premium = await createUser(t, { tier: 'premium' });
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

/** The admin chooses the model on the Bot Admin screen, as in production. */
async function chooseModel(defaultModel: BotModelId) {
  const saved = await t.request('/api/bot-admin/config', {
    method: 'PUT',
    headers: { ...admin.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ config: { ...DEFAULT_BOT_CONFIG, defaultModel } }),
  });
  expect(saved.status).toBe(200);
}

describe('POST /api/chat with a provider that fails', () => {
  it.each([
    ['claude-haiku-4-5', '/v1/messages', 'status 500'],
    ['claude-haiku-4-5', '/v1/messages', 'malformed stream'],
    ['openai-compatible', '/v1/chat/completions', 'status 500'],
    ['openai-compatible', '/v1/chat/completions', 'malformed stream'],
  ] as const)(
    '%s at %s answering with a %s: the failure text, the cause logged',
    async (model, path, how) => {
      failure = how;
      await chooseModel(model);
      received.length = 0;
      const logsBefore = t.logs.length;

      const answered = await t.request('/api/chat', {
        method: 'POST',
        headers: { ...premium.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Give me hook ideas for a fitness coach' }),
      });

      expect(answered.status).toBe(200);
      expect(answered.body).toMatchObject({ response: CHAT_FAILURE_TEXT, actions: [], relevantVideos: [] });
      expect(JSON.stringify(answered.body)).not.toContain(UPSTREAM_DETAIL);
      // The configured provider was really called, with the server's key.
      expect(received.length).toBeGreaterThan(0);
      expect(received.every((request) => request.url === path)).toBe(true);
      if (model === 'claude-haiku-4-5') {
        const headers: http.IncomingHttpHeaders = received[0]?.headers ?? {};
        // The SDK sends the key as a bearer token (older versions used x-api-key).
        expect(headers.authorization ?? headers['x-api-key']).toMatch(/sk-ant-test$/);
      }
      const failed = t.logs.slice(logsBefore).filter((line) => line.msg === 'chat model failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ model, err: { message: expect.any(String) } });
      if (how === 'status 500') expect(JSON.stringify(failed[0])).toContain(UPSTREAM_DETAIL);
    },
  );
});
