import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BotConfig, DEFAULT_BOT_CONFIG } from '../../shared/contracts/bot';
import {
  CHAT_FAILURE_TEXT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_RAW_MAX_LENGTH,
  CHAT_MESSAGES_PER_MINUTE,
  CONVERSATION_MESSAGES_KEPT,
} from '../../shared/contracts/chat';
import { VIDEO_MARKER_PATTERN } from '../../shared/domain/video-markers';
import { chatConversations, chatMessages } from '../db/schema';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import type { ChatModel, ChatModelInput, ChatModelOutput } from './chat-model';
import { CHAT_HISTORY_TURNS } from './chat-service';
import { DEFAULT_PROMPTS } from './default-prompts';

/**
 * A scripted model (our own seam, docs/decisions/0023-bot-models.md): each test says what the model writes, so these tests
 * are about what POST /api/chat does with it — checks, storage, streaming, limits — not about a model.
 */
type Script = (input: ChatModelInput) => Promise<ChatModelOutput>;
let script: Script;
const calls: ChatModelInput[] = [];
const scriptedModel: ChatModel = {
  answer: (input) => {
    calls.push(input);
    return script(input);
  },
};
let config: BotConfig = DEFAULT_BOT_CONFIG;
const MODEL_TIMEOUT_MS = 400;

/** Writes the text in pieces of a few characters, as a streaming model does, so markers arrive split. */
function writeInPieces(input: ChatModelInput, text: string) {
  for (let i = 0; i < text.length; i += 5) input.onDelta(text.slice(i, i + 5));
}

/** The default script: reads videos 1 and 2 through the tools and cites them. */
const citesOneAndTwo: Script = async (input) => {
  const one = await input.tools.getVideo(1);
  const two = await input.tools.getVideo(2);
  const text = `Start with ${one?.simple_description} [videoID:1], then ${two?.simple_description} [videoID:2].`;
  writeInPieces(input, text);
  return {
    text,
    actions: [{ type: 'highlight', title: 'Hooks', description: 'These two', data: { videoIds: [1, 2] } }],
    videoIds: [],
  };
};

let t: TestApp;
let basic: TestUser;
let premium: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      captureLogs: true,
      chat: {
        models: () => scriptedModel,
        loadSettings: async () => ({ prompts: DEFAULT_PROMPTS, config }),
        classify: (message) => (message.toLowerCase().includes('hook') ? 'HOOK_GENERATOR' : 'SEARCH_LOOKUP'),
        timeoutMs: MODEL_TIMEOUT_MS,
      },
    },
  );
  await t.createVideos(
    [1, 2, 3, 4, 5].map((id) => videoRecord({ id, simple_description: `Fitness hook number ${id}` })),
  );
  basic = await createUser(t);
  premium = await createUser(t, { tier: 'premium' });
  admin = await createUser(t, { tier: 'admin' });
});

beforeEach(() => {
  script = citesOneAndTwo;
  config = DEFAULT_BOT_CONFIG;
  calls.length = 0;
});

/** A premium user of the test's own: each has their own 30 messages a minute. */
const newPremium = () => createUser(t, { tier: 'premium' });

const chat = (user: TestUser | null, body: unknown, headers: Record<string, string> = {}) =>
  t.request('/api/chat', {
    method: 'POST',
    headers: { ...(user?.auth ?? {}), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

interface StreamEvent {
  event: string;
  data: unknown;
}

/** POST /api/chat with Accept: text/event-stream, read to its end and split into events. */
async function chatStream(user: TestUser, body: unknown) {
  const response = await fetch(`${t.baseUrl}/api/chat`, {
    method: 'POST',
    headers: { ...user.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events: StreamEvent[] = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? '';
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? 'null';
      return { event, data: JSON.parse(data) };
    });
  return { response, events };
}

const messageCount = async (userId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatConversations.userId, userId));
  return row?.n ?? 0;
};

const markerIds = (text: string) => [...text.matchAll(VIDEO_MARKER_PATTERN)].map((match) => Number(match[1]));

describe('POST /api/chat: who may ask', () => {
  it('answers premium users and admins; a visitor must sign in and a basic user may not', async () => {
    expect((await chat(null, { message: 'Hook ideas' })).status).toBe(401);
    const refused = await chat(basic, { message: 'Hook ideas' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    for (const user of [premium, admin]) {
      const answered = await chat(user, { message: 'Hook ideas' });
      expect(answered.status).toBe(200);
      expect(answered.body.response).toContain('[videoID:1]');
      // The intent is not secret: every user who may chat reads it.
      expect(answered.body.intent).toBe('HOOK_GENERATOR');
    }
  });

  it('refuses a cookie-carrying message or delete from another site', async () => {
    const foreign = { cookie: premium.cookie, origin: 'https://evil.example' };
    const post = await t.request('/api/chat', {
      method: 'POST',
      headers: { ...foreign, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hook ideas' }),
    });
    expect(post.status).toBe(403);
    expect(post.body.code).toBe('invalid_origin');
    const del = await t.request('/api/chat/conversations/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
      headers: foreign,
    });
    expect(del.body.code).toBe('invalid_origin');
    // From our own site the same cookie works.
    const ours = await t.request('/api/chat', {
      method: 'POST',
      headers: { cookie: premium.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hook ideas' }),
    });
    expect(ours.status).toBe(200);
  });
});

describe('POST /api/chat: validation', () => {
  it('refuses bad messages, current videos and conversations with a 400 naming the field, writing nothing', async () => {
    const user = await newPremium();
    const other = await newPremium();
    const theirs = await chat(other, { message: 'My own question' });
    const cases: [unknown, string][] = [
      [{ message: '' }, 'message'],
      [{ message: ' \n\t ' }, 'message'],
      [{ message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, 'message'],
      [{ message: ` ${'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)}\n` }, 'message'],
      // Bounded before trimming too: nobody posts megabytes of whitespace.
      [{ message: `Hi${' '.repeat(CHAT_MESSAGE_RAW_MAX_LENGTH)}` }, 'message'],
      [{}, 'message'],
      [{ message: 'Hi', currentVideo: 'abc' }, 'currentVideo'],
      [{ message: 'Hi', currentVideo: -1 }, 'currentVideo'],
      [{ message: 'Hi', currentVideo: { id: 'x' } }, 'currentVideo'],
      [{ message: 'Hi', currentVideo: 424242 }, 'currentVideo'],
      [{ message: 'Hi', conversationId: 'not-a-conversation' }, 'conversationId'],
    ];
    for (const [body, field] of cases) {
      const response = await chat(user, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe('invalid_input');
      expect(response.body.error).toContain(field);
    }
    const notYours = await chat(user, { message: 'Hi', conversationId: theirs.body.conversationId });
    expect(notYours.status).toBe(404);
    expect(notYours.body.code).toBe('conversation_not_found');

    expect(await messageCount(user.id)).toBe(0);
    expect(await messageCount(other.id)).toBe(2);
    // Only the other user's own question reached the model.
    expect(calls.map((call) => call.message)).toEqual(['My own question']);
  });

  it('takes a 4,000-character message and the current video as an id or a video', async () => {
    const user = await newPremium();
    expect((await chat(user, { message: 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH) })).status).toBe(200);
    expect((await chat(user, { message: 'This one', currentVideo: 3 })).status).toBe(200);
    expect((await chat(user, { message: 'This one', currentVideo: { id: 4, title: 'x' } })).status).toBe(200);
    expect(calls.map((call) => call.currentVideoId)).toEqual([undefined, 3, 4]);
  });

  it('counts the 4,000 characters after trimming: pasted text with trailing blanks is taken, trimmed', async () => {
    const user = await newPremium();
    const pasted = `\n  ${'z'.repeat(CHAT_MESSAGE_MAX_LENGTH)}${' '.repeat(2_000)}\n`;
    const answered = await chat(user, { message: pasted });
    expect(answered.status).toBe(200);
    expect(calls.at(-1)?.message).toBe('z'.repeat(CHAT_MESSAGE_MAX_LENGTH));
  });
});

describe('POST /api/chat: what the model writes is checked', () => {
  it('drops markers naming unknown videos or videos the answer did not draw on', async () => {
    script = async (input) => {
      await input.tools.getVideo(2);
      const text =
        'Look at [videoID:2] and [videoID:999999], then [videoID:5] (reported) and [videoID:4] (never read), [videoId: 3] and [videoID:2] again.';
      writeInPieces(input, text);
      // 5 is reported as drawn on; 424242 does not exist.
      return { text, actions: [], videoIds: [5, 424242] };
    };
    const answered = await chat(premium, { message: 'Which videos?' });
    expect(answered.status).toBe(200);
    const { response, relevantVideos } = answered.body;
    expect(response).toBe(
      'Look at [videoID:2] and, then [videoID:5] (reported) and (never read), and [videoID:2] again.',
    );
    expect(markerIds(response)).toEqual([2, 5, 2]);
    // Cards: the cited videos, in the order first cited, as full videos (premium reads the analysis).
    expect(relevantVideos.map((video: { id: number }) => video.id)).toEqual([2, 5]);
    expect(relevantVideos[0]).toMatchObject({ id: 2, hook_verbal_content: expect.any(String) });
  });

  it('keeps valid actions on real videos and drops the rest', async () => {
    script = async () => ({
      text: 'Here you go.',
      videoIds: [],
      actions: [
        { type: 'highlight', title: 'Best', description: 'Two of them', data: { videoIds: [1, 424242] } },
        { type: 'filter', title: 'Fitness', description: '', data: { filters: { topic: ['Fitness'] } } },
        { type: 'filter', title: 'Bad', description: '', data: { filters: { colour: 'red' } } },
        { type: 'details', title: 'Open', description: '', data: { videoId: 424242 } },
        { type: 'scroll', title: 'Go', description: '', data: { videoId: 3 } },
        { type: 'explode', title: 'Boom', description: '', data: {} },
        'not an action',
        { type: 'search', title: 'Search', description: '', data: { query: '' } },
      ],
    });
    const answered = await chat(premium, { message: 'Show me' });
    expect(answered.status).toBe(200);
    expect(answered.body.actions).toEqual([
      { type: 'highlight', title: 'Best', description: 'Two of them', data: { videoIds: [1] } },
      { type: 'filter', title: 'Fitness', description: '', data: { filters: { topic: ['Fitness'] } } },
      { type: 'scroll', title: 'Go', description: '', data: { videoId: 3 } },
    ]);
    expect(t.logs.some((line) => line.msg === 'chat action dropped: not a valid action')).toBe(true);
  });

  it('gives the model the intent, its prompt, the current video and the recent turns', async () => {
    const user = await newPremium();
    const first = await chat(user, { message: 'Hook ideas for a fitness coach' });
    const conversationId = first.body.conversationId;
    await chat(user, { message: 'More like the second', conversationId, currentVideo: 2 });
    const [one, two] = calls;
    expect(one?.intent).toBe('HOOK_GENERATOR');
    expect(one?.prompt).toBe(DEFAULT_PROMPTS.HOOK_GENERATOR_PROMPT);
    expect(one?.history).toEqual([]);
    expect(two?.intent).toBe('SEARCH_LOOKUP');
    expect(two?.currentVideoId).toBe(2);
    expect(two?.history).toEqual([
      { role: 'user', content: 'Hook ideas for a fitness coach' },
      { role: 'assistant', content: first.body.response },
    ]);
    expect(CHAT_HISTORY_TURNS).toBe(10);
  });
});

describe('POST /api/chat: streaming', () => {
  it('streams the text, then ends with the same answer the JSON call gives', async () => {
    script = async (input) => {
      await input.tools.getVideo(1);
      const text = 'Open with [videoID:1], not [videoID:424242] nor [videoID:3].';
      writeInPieces(input, text);
      return {
        text,
        actions: [{ type: 'details', title: 'Open', description: '', data: { videoId: 1 } }],
        videoIds: [],
      };
    };
    const user = await newPremium();
    const json = await chat(user, { message: 'Hooks?' });
    expect(json.status).toBe(200);
    const { response, events } = await chatStream(user, {
      message: 'Hooks?',
      conversationId: json.body.conversationId,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    // Helmet's headers are still there on the hijacked answer.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const streamed = deltas.map((e) => (e.data as { text: string }).text).join('');
    expect(streamed).toContain('Open with [videoID:1]');
    // Unknown or unread videos never reach the stream either.
    expect(markerIds(streamed)).toEqual([1]);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.at(-1)?.data).toEqual(json.body);
    expect(json.body.response).toBe('Open with [videoID:1], not nor.');
  });

  it('ends with an error event carrying the failure text when the model fails', async () => {
    script = async (input) => {
      input.onDelta('Half an answer');
      throw new Error('model exploded');
    };
    const user = await newPremium();
    const { events } = await chatStream(user, { message: 'Hooks?' });
    expect(events.map((e) => e.event)).toEqual(['delta', 'error']);
    expect(events[1]?.data).toMatchObject({ message: CHAT_FAILURE_TEXT });
  });

  it.each(['text/event-stream', 'application/json'])(
    'stops the model when the client goes away (%s), and stores nothing',
    async (accept) => {
      let started!: () => void;
      const modelStarted = new Promise<void>((resolve) => {
        started = resolve;
      });
      let stopped!: (reason: unknown) => void;
      const modelStopped = new Promise((resolve) => {
        stopped = resolve;
      });
      script = (input) =>
        new Promise((_, reject) => {
          input.onDelta('Thinking');
          started();
          input.signal.addEventListener('abort', () => {
            stopped(input.signal.reason);
            reject(input.signal.reason);
          });
        });
      const user = await newPremium();
      const controller = new AbortController();
      const sent = fetch(`${t.baseUrl}/api/chat`, {
        method: 'POST',
        headers: { ...user.auth, 'content-type': 'application/json', accept },
        body: JSON.stringify({ message: 'Hooks?' }),
        signal: controller.signal,
      }).catch(() => null);
      await modelStarted;
      controller.abort();
      await sent;
      const reason = await modelStopped;
      // Stopped because the client left, well before the model's time-out.
      expect(String(reason)).toContain('the client closed the connection');
      // The handler is done once it logs why it stopped; by then it had its one chance to save.
      await vi.waitFor(() =>
        expect(t.logs.some((line) => line.msg === 'chat answer stopped: the client went away')).toBe(true),
      );
      expect(await messageCount(user.id)).toBe(0);
    },
  );
});

describe('POST /api/chat: failures and limits', () => {
  it('answers the failure text when the model throws, and logs the cause without sending it', async () => {
    script = async () => {
      throw new Error('upstream said no: secret detail');
    };
    const answered = await chat(premium, { message: 'Hooks?' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ response: CHAT_FAILURE_TEXT, actions: [], relevantVideos: [] });
    expect(JSON.stringify(answered.body)).not.toContain('secret detail');
    const logged = t.logs
      .filter((line) => line.msg === 'chat model failed')
      .map((line) => JSON.stringify(line));
    expect(logged.some((line) => line.includes('secret detail'))).toBe(true);
  });

  it('answers the failure text when the model takes longer than the time-out', async () => {
    // A model that ignores its signal (and would never answer) is cut off all the same.
    script = () => new Promise(() => {});
    const answered = await chat(premium, { message: 'Hooks?' });
    expect(answered.body.response).toBe(CHAT_FAILURE_TEXT);
    expect(t.logs.some((line) => line.msg === 'chat model failed' && line.timedOut === true)).toBe(true);
  });

  it(`refuses the ${CHAT_MESSAGES_PER_MINUTE + 1}st message in a minute with 429 and Retry-After`, async () => {
    script = async () => ({ text: 'Fine.', actions: [], videoIds: [] });
    const user = await newPremium();
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) {
      expect((await chat(user, { message: `Message ${i}` })).status).toBe(200);
    }
    const over = await chat(user, { message: 'One too many' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The limit is the user's: another premium user is still answered.
    expect((await chat(await newPremium(), { message: 'Mine' })).status).toBe(200);
  });
});

describe('conversations', () => {
  it('keeps each exchange, lists the user’s conversations newest first, opens and deletes them', async () => {
    const user = await newPremium();
    const first = await chat(user, {
      message: 'Hook ideas for a fitness coach who trains beginners at home',
    });
    await chat(user, { message: 'And for yoga?', conversationId: first.body.conversationId });
    const second = await chat(user, { message: 'Formats for bakers' });

    const list = await t.get('/api/chat/conversations', { headers: user.auth });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([
      second.body.conversationId,
      first.body.conversationId,
    ]);
    expect(list.body.data[1].title).toBe('Hook ideas for a fitness coach who trains beginners at home');

    const opened = await t.get(`/api/chat/conversations/${first.body.conversationId}`, {
      headers: user.auth,
    });
    expect(opened.status).toBe(200);
    const messages = opened.body.data.messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[1]).toMatchObject({
      content: first.body.response,
      actions: first.body.actions,
      relevantVideos: first.body.relevantVideos,
    });

    const deleted = await t.request(`/api/chat/conversations/${first.body.conversationId}`, {
      method: 'DELETE',
      headers: user.auth,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    const gone = await t.get(`/api/chat/conversations/${first.body.conversationId}`, { headers: user.auth });
    expect(gone.status).toBe(404);
    const after = await t.get('/api/chat/conversations', { headers: user.auth });
    expect(after.body.data.map((c: { id: string }) => c.id)).toEqual([second.body.conversationId]);
  });

  it('cannot be read, continued or deleted by another user', async () => {
    const owner = await newPremium();
    const { conversationId } = (await chat(owner, { message: 'Private strategy' })).body;
    for (const other of [premium, admin]) {
      const read = await t.get(`/api/chat/conversations/${conversationId}`, { headers: other.auth });
      expect(read.status).toBe(404);
      expect(read.body.code).toBe('conversation_not_found');
      const del = await t.request(`/api/chat/conversations/${conversationId}`, {
        method: 'DELETE',
        headers: other.auth,
      });
      expect(del.status).toBe(404);
      const list = await t.get('/api/chat/conversations', { headers: other.auth });
      expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(conversationId);
    }
    expect((await t.get(`/api/chat/conversations/${conversationId}`, { headers: owner.auth })).status).toBe(
      200,
    );
    const badId = await t.get('/api/chat/conversations/not-an-id', { headers: owner.auth });
    expect(badId.status).toBe(400);
  });

  it(`keeps only the last ${CONVERSATION_MESSAGES_KEPT} messages`, async () => {
    script = async (input) => ({ text: `Answer to ${input.message}`, actions: [], videoIds: [] });
    const user = await newPremium();
    const { conversationId } = (await chat(user, { message: 'Question 1' })).body;
    for (let n = 2; n <= 26; n++) await chat(user, { message: `Question ${n}`, conversationId });
    const opened = await t.get(`/api/chat/conversations/${conversationId}`, { headers: user.auth });
    const messages = opened.body.data.messages;
    expect(messages).toHaveLength(CONVERSATION_MESSAGES_KEPT);
    expect(messages[0].content).toBe('Question 2');
    expect(messages.at(-1).content).toBe('Answer to Question 26');
    const rows = await t.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, [conversationId]));
    expect(rows).toHaveLength(CONVERSATION_MESSAGES_KEPT);
  });
});

describe('debug details', () => {
  it('go to admins when debugMode is on, never to premium users, and to no one when it is off', async () => {
    config = { ...DEFAULT_BOT_CONFIG, debugMode: true };
    const forAdmin = await chat(admin, { message: 'Hook ideas' });
    expect(forAdmin.body.debug).toMatchObject({
      model: DEFAULT_BOT_CONFIG.defaultModel,
      intent: 'HOOK_GENERATOR',
      retrievedIds: [1, 2],
      timings: { model: expect.any(Number), total: expect.any(Number) },
    });
    const forPremium = await chat(await newPremium(), { message: 'Hook ideas' });
    expect(forPremium.status).toBe(200);
    expect(forPremium.body).not.toHaveProperty('debug');

    config = DEFAULT_BOT_CONFIG;
    const off = await chat(admin, { message: 'Hook ideas' });
    expect(off.body).not.toHaveProperty('debug');
  });

  it('go to an admin who asks for them (the Bot Admin "Try it" box); a premium user asking is refused', async () => {
    const tried = await chat(admin, { message: 'Hook ideas', debug: true });
    expect(tried.body.debug).toMatchObject({ intent: 'HOOK_GENERATOR', retrievedIds: [1, 2] });
    const user = await newPremium();
    const refused = await chat(user, { message: 'Hook ideas', debug: true });
    expect(refused.status).toBe(403);
    expect(await messageCount(user.id)).toBe(0);
  });
});
