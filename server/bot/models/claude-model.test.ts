import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_CONFIG } from '../../../shared/contracts/bot';
import type { FullVideo } from '../../../shared/contracts/video';
import { demoLibraryTools } from '../../test/demo-library-tools';
import { createTestDatabase } from '../../test/test-database';
import type { ChatModelInput, LibraryTools } from '../chat-model';
import { DEFAULT_PROMPTS } from '../default-prompts';
import { ClaudeModel } from './claude-model';

// A fake Messages API on loopback: each request is answered by the current test's script, which writes
// the API's server-sent events (message_start, content blocks and their deltas, message_delta, message_stop).

// biome-ignore lint/suspicious/noExplicitAny: request bodies are asserted field by field
type Json = any;
type Script = (body: Json, res: http.ServerResponse, requestNumber: number) => void | Promise<void>;

let server: http.Server;
let baseURL: string;
let script: Script;
let requests: { body: Json; headers: http.IncomingHttpHeaders }[];
let tools: LibraryTools;
let demoVideos: FullVideo[];

beforeAll(async () => {
  const database = await createTestDatabase();
  ({ tools, videos: demoVideos } = await demoLibraryTools(database.db));
  server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    requests.push({ body, headers: req.headers });
    await script(body, res, requests.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
});

function request(index: number) {
  const recorded = requests[index];
  if (!recorded) throw new Error(`the fake API got no request ${index + 1}`);
  return recorded;
}

function demoVideo(index: number): FullVideo {
  const video = demoVideos[index];
  if (!video) throw new Error(`no demo video at ${index}`);
  return video;
}

function startEvents(res: http.ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'request-id': 'req_fake' });
  send(res, 'message_start', {
    type: 'message_start',
    message: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: 'claude-haiku-4-5',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 50, output_tokens: 1 },
    },
  });
}

function send(res: http.ServerResponse, event: string, data: Json) {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Streams `pieces` as one text block; with `firstSeen`, the rest only once it resolves. */
async function textBlock(
  res: http.ServerResponse,
  index: number,
  pieces: string[],
  firstSeen?: Promise<unknown>,
) {
  send(res, 'content_block_start', {
    type: 'content_block_start',
    index,
    content_block: { type: 'text', text: '' },
  });
  for (const [position, text] of pieces.entries()) {
    send(res, 'content_block_delta', {
      type: 'content_block_delta',
      index,
      delta: { type: 'text_delta', text },
    });
    if (position === 0 && firstSeen) await firstSeen;
  }
  send(res, 'content_block_stop', { type: 'content_block_stop', index });
}

function toolUseBlock(res: http.ServerResponse, index: number, id: string, name: string, input: Json) {
  send(res, 'content_block_start', {
    type: 'content_block_start',
    index,
    content_block: { type: 'tool_use', id, name, input: {} },
  });
  // The input's JSON arrives in parts, as the API sends it.
  const json = JSON.stringify(input);
  for (const part of [json.slice(0, 7), json.slice(7)]) {
    send(res, 'content_block_delta', {
      type: 'content_block_delta',
      index,
      delta: { type: 'input_json_delta', partial_json: part },
    });
  }
  send(res, 'content_block_stop', { type: 'content_block_stop', index });
}

function endMessage(res: http.ServerResponse, stopReason: 'end_turn' | 'tool_use') {
  send(res, 'message_delta', {
    type: 'message_delta',
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: 40 },
  });
  send(res, 'message_stop', { type: 'message_stop' });
  res.end();
}

function chatInput(overrides: Partial<ChatModelInput> = {}): ChatModelInput & { deltas: string[] } {
  const deltas: string[] = [];
  return {
    message: 'Give me hook ideas for a fitness coach',
    history: [],
    intent: 'HOOK_GENERATOR',
    prompt: DEFAULT_PROMPTS.HOOK_GENERATOR_PROMPT,
    config: { ...DEFAULT_BOT_CONFIG, defaultModel: 'claude-haiku-4-5', temperature: 0.4 },
    viewer: { id: 'user-1', email: 'premium@example.com', name: null, tier: 'premium', isAdmin: false },
    tools,
    signal: AbortSignal.timeout(10_000),
    onDelta: (text) => deltas.push(text),
    deltas,
    ...overrides,
  };
}

const model = () => new ClaudeModel({ apiKey: 'sk-ant-test', baseURL });

describe('ClaudeModel against a fake Messages API', () => {
  it('searches the library through a tool, then answers citing a video the search returned', async () => {
    let citedId = 0;
    script = async (body, res, n) => {
      startEvents(res);
      if (n === 1) {
        await textBlock(res, 0, ['Let me look.']);
        toolUseBlock(res, 1, 'toolu_1', 'search_library', { query: 'fitness workout', limit: 5 });
        endMessage(res, 'tool_use');
        return;
      }
      // The second request carries the tool result: real demo videos, summarised.
      const last = body.messages.at(-1);
      const result = last.content.find((block: Json) => block.type === 'tool_result');
      const found: Json = JSON.parse(result.content).videos;
      citedId = found[0].id;
      await textBlock(res, 0, [
        `## Hooks from the library\n"${found[0].hooks.verbal ?? found[0].title}" [videoID:${citedId}] `,
        'and an invented one [videoID:999999].\n\n',
        '```actions\n[{"type":"highlight","title":"Highlight","description":"The examples",',
        `"data":{"videoIds":[${citedId}]}}]\n\`\`\`\n`,
      ]);
      endMessage(res, 'end_turn');
    };
    const input = chatInput();
    const output = await model().answer(input);

    expect(requests).toHaveLength(2);
    const first = request(0);
    // The SDK sends the key as a bearer token (older versions used x-api-key).
    expect(first.headers.authorization ?? first.headers['x-api-key']).toMatch(/sk-ant-test$/);
    expect(first.body.model).toBe('claude-haiku-4-5');
    expect(first.body.temperature).toBe(0.4);
    expect(first.body.max_tokens).toBeGreaterThan(500);
    expect(first.body.system).toHaveLength(1);
    expect(first.body.system[0].text).toContain("You are Hookshelf's hook writer");
    expect(first.body.system[0].text).toContain('[videoID:N]');
    expect(first.body.tools.map((tool: Json) => tool.name)).toEqual([
      'search_library',
      'get_video',
      'similar_videos',
      'taxonomy_counts',
    ]);
    expect(first.body.messages).toEqual([
      { role: 'user', content: 'Give me hook ideas for a fitness coach' },
    ]);

    // The tool result held compact summaries of real demo videos, not whole records.
    const second = request(1).body;
    expect(second.messages[1].content.some((block: Json) => block.type === 'tool_use')).toBe(true);
    const resultBlock = second.messages[2].content[0];
    expect(resultBlock).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_1' });
    const summaries: Json = JSON.parse(resultBlock.content).videos;
    const demoIds = new Set(demoVideos.map((video) => video.id));
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((summary: Json) => demoIds.has(summary.id))).toBe(true);
    expect(summaries[0]).not.toHaveProperty('transcript');
    expect(summaries[0]).toHaveProperty('engagementPercent');

    expect(output.text).toContain(`[videoID:${citedId}]`);
    expect(output.text).not.toContain('```');
    expect(output.text).toBe(input.deltas.join(''));
    expect(output.videoIds).toEqual([citedId]);
    expect(output.actions).toEqual([
      { type: 'highlight', title: 'Highlight', description: 'The examples', data: { videoIds: [citedId] } },
    ]);
  });

  it('gives Claude the open video and the conversation so far', async () => {
    const open = demoVideo(3);
    script = async (_body, res) => {
      startEvents(res);
      await textBlock(res, 0, [`This one works because of its hook [videoID:${open.id}].`]);
      endMessage(res, 'end_turn');
    };
    const output = await model().answer(
      chatInput({
        message: 'Why does this video work?',
        currentVideoId: open.id,
        history: [
          { role: 'assistant', content: 'Hi! Ask me anything.' },
          { role: 'user', content: 'I coach runners.' },
          { role: 'assistant', content: 'Great niche.' },
        ],
      }),
    );
    const { body } = request(0);
    expect(body.system[0].text).toContain(`"id":${open.id}`);
    // The API wants the user first: the greeting before the first user turn is left out.
    expect(body.messages).toEqual([
      { role: 'user', content: 'I coach runners.' },
      { role: 'assistant', content: 'Great niche.' },
      { role: 'user', content: 'Why does this video work?' },
    ]);
    expect(output.videoIds).toEqual([open.id]);
  });

  it('streams the text to onDelta in pieces as it arrives', async () => {
    // The API holds the rest of its answer until the first piece has reached onDelta: an answer passed
    // on only once whole would never arrive.
    let firstShown!: () => void;
    const firstSeen = new Promise<void>((resolve) => {
      firstShown = resolve;
    });
    script = async (_body, res) => {
      startEvents(res);
      await textBlock(res, 0, ['Here ', 'are ', 'three ', 'hooks.'], firstSeen);
      endMessage(res, 'end_turn');
    };
    const input = chatInput({
      onDelta: (text) => {
        firstShown();
        input.deltas.push(text);
      },
    });
    const output = await model().answer(input);
    expect(input.deltas.length).toBeGreaterThanOrEqual(3);
    expect(output.text).toBe('Here are three hooks.');
  });

  it('stops calling tools after four rounds and answers', async () => {
    script = async (body, res, n) => {
      startEvents(res);
      if (body.tool_choice?.type !== 'none') {
        toolUseBlock(res, 0, `toolu_${n}`, 'taxonomy_counts', { kind: 'format', limit: 3 });
        endMessage(res, 'tool_use');
        return;
      }
      await textBlock(res, 0, ['Tutorials lead the library.']);
      endMessage(res, 'end_turn');
    };
    const output = await model().answer(chatInput());
    expect(requests).toHaveLength(5);
    expect(output.text).toBe('Tutorials lead the library.');
  });

  it('rejects on an HTTP 500 (after one retry)', async () => {
    script = (_body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'Internal server error' } }),
      );
    };
    await expect(model().answer(chatInput())).rejects.toThrow(/500/);
    expect(requests).toHaveLength(2);
  });

  it('rejects when the API is overloaded, before or during the stream', async () => {
    script = (_body, res) => {
      res.writeHead(529, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }));
    };
    await expect(
      new ClaudeModel({ apiKey: 'sk-ant-test', baseURL, maxRetries: 0 }).answer(chatInput()),
    ).rejects.toThrow(/Overloaded/);

    script = async (_body, res) => {
      startEvents(res);
      await textBlock(res, 0, ['Half an answer']);
      send(res, 'error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
      res.end();
    };
    await expect(model().answer(chatInput())).rejects.toThrow(/Overloaded/);
  });

  it('rejects when the signal aborts a request that hangs, before answering or mid-stream', async () => {
    for (const hang of ['before answering', 'mid-stream'] as const) {
      const controller = new AbortController();
      let hung!: () => void;
      const hanging = new Promise<void>((resolve) => {
        hung = resolve;
      });
      script = async (_body, res) => {
        if (hang === 'mid-stream') {
          startEvents(res);
          send(res, 'content_block_start', {
            type: 'content_block_start',
            index: 0,
            content_block: { type: 'text', text: '' },
          });
        }
        // …and nothing more: the connection stays open.
        hung();
      };
      const answer = model().answer(chatInput({ signal: controller.signal }));
      await hanging;
      controller.abort();
      // Without the signal wired through, the answer would wait on the open connection until the test times out.
      await expect(answer).rejects.toThrow(/abort/i);
    }
  });
});
