import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_CONFIG } from '../../../shared/contracts/bot';
import type { FullVideo } from '../../../shared/contracts/video';
import { demoLibraryTools } from '../../test/demo-library-tools';
import { createTestDatabase } from '../../test/test-database';
import type { ChatModelInput, LibraryTools } from '../chat-model';
import { DEFAULT_PROMPTS } from '../default-prompts';
import { OpenAIModel } from './openai-model';

// A fake OpenAI-compatible /v1/chat/completions on loopback (as a local Ollama or vLLM serves it): each
// request is answered by the current test's script with streamed `data:` chunks and a final [DONE].

// biome-ignore lint/suspicious/noExplicitAny: request bodies are asserted field by field
type Json = any;
type Script = (body: Json, res: http.ServerResponse, requestNumber: number) => void | Promise<void>;

let server: http.Server;
let baseURL: string;
let script: Script;
let requests: { url: string | undefined; body: Json; headers: http.IncomingHttpHeaders }[];
let tools: LibraryTools;
let demoVideos: FullVideo[];

beforeAll(async () => {
  const database = await createTestDatabase();
  ({ tools, videos: demoVideos } = await demoLibraryTools(database.db));
  server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    requests.push({ url: req.url, body: JSON.parse(raw), headers: req.headers });
    await script(JSON.parse(raw), res, requests.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
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
  if (!recorded) throw new Error(`the fake endpoint got no request ${index + 1}`);
  return recorded;
}

function startStream(res: http.ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
}

function chunk(res: http.ServerResponse, delta: Json, finishReason: string | null = null) {
  const data = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_764_000_000,
    model: 'llama3.1',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  res.write(`data: ${JSON.stringify(data)}\n\n`);
}

function done(res: http.ServerResponse, finishReason: 'stop' | 'tool_calls') {
  chunk(res, {}, finishReason);
  res.write('data: [DONE]\n\n');
  res.end();
}

/** Streams `pieces`; with `firstSeen`, the rest only once it resolves (the client has shown the first). */
async function text(res: http.ServerResponse, pieces: string[], firstSeen?: Promise<unknown>) {
  chunk(res, { role: 'assistant', content: '' });
  for (const [index, content] of pieces.entries()) {
    chunk(res, { content });
    if (index === 0 && firstSeen) await firstSeen;
  }
}

function toolCall(res: http.ServerResponse, index: number, id: string, name: string, args: Json) {
  chunk(res, { tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }] });
  // The arguments' JSON arrives in parts, as the API streams it.
  const json = JSON.stringify(args);
  for (const part of [json.slice(0, 5), json.slice(5)]) {
    chunk(res, { tool_calls: [{ index, function: { arguments: part } }] });
  }
}

function chatInput(overrides: Partial<ChatModelInput> = {}): ChatModelInput & { deltas: string[] } {
  const deltas: string[] = [];
  return {
    message: 'Which formats work best for fitness?',
    history: [],
    intent: 'FORMAT_ADVISOR',
    prompt: DEFAULT_PROMPTS.FORMAT_ADVISOR_PROMPT,
    config: { ...DEFAULT_BOT_CONFIG, defaultModel: 'openai-compatible', temperature: 0.2 },
    viewer: { id: 'user-1', email: 'premium@example.com', name: null, tier: 'premium', isAdmin: false },
    tools,
    signal: AbortSignal.timeout(10_000),
    onDelta: (piece) => deltas.push(piece),
    deltas,
    ...overrides,
  };
}

const model = (apiKey?: string) => new OpenAIModel({ baseURL, apiKey, model: 'llama3.1' });

describe('OpenAIModel against a fake chat-completions endpoint', () => {
  it('calls the library functions, then answers citing a video they returned', async () => {
    let citedId = 0;
    script = async (body, res, n) => {
      startStream(res);
      if (n === 1) {
        // Two calls in one reply: the counts and a search.
        toolCall(res, 0, 'call_a', 'taxonomy_counts', { kind: 'format', limit: 5 });
        toolCall(res, 1, 'call_b', 'search_library', {
          query: 'fitness workout',
          filters: { topic: 'Fitness' },
        });
        done(res, 'tool_calls');
        return;
      }
      const searchResult = body.messages.find((m: Json) => m.role === 'tool' && m.tool_call_id === 'call_b');
      const found: Json = JSON.parse(searchResult.content).videos;
      citedId = found[0].id;
      await text(res, [
        `## Formats that work\n**${found[0].format}** leads: "${found[0].title}" [videoID:${citedId}].`,
        '\n\n```actions\n[{"type":"filter","title":"Show fitness","description":"Fitness videos",',
        '"data":{"filters":{"topic":["Fitness"]}}}]\n```',
      ]);
      done(res, 'stop');
    };
    const input = chatInput();
    const output = await model('sk-test').answer(input);

    expect(requests).toHaveLength(2);
    const first = request(0);
    expect(first.url).toBe('/v1/chat/completions');
    expect(first.headers.authorization).toBe('Bearer sk-test');
    expect(first.body).toMatchObject({
      model: 'llama3.1',
      stream: true,
      temperature: 0.2,
      tool_choice: 'auto',
    });
    expect(first.body.messages[0].role).toBe('system');
    expect(first.body.messages[0].content).toContain("You are Hookshelf's format advisor");
    expect(first.body.messages[0].content).toContain('[videoID:N]');
    expect(first.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Which formats work best for fitness?',
    });
    expect(first.body.tools.map((tool: Json) => [tool.type, tool.function.name])).toEqual([
      ['function', 'search_library'],
      ['function', 'get_video'],
      ['function', 'similar_videos'],
      ['function', 'taxonomy_counts'],
    ]);

    // The second request carries the assistant's calls and one result each, from the real demo rows.
    const messages: Json[] = request(1).body.messages;
    const assistant = messages.find((m) => m.role === 'assistant');
    expect(assistant.tool_calls.map((call: Json) => call.function)).toEqual([
      { name: 'taxonomy_counts', arguments: '{"kind":"format","limit":5}' },
      { name: 'search_library', arguments: '{"query":"fitness workout","filters":{"topic":"Fitness"}}' },
    ]);
    const results = messages.filter((m) => m.role === 'tool');
    expect(results.map((m) => m.tool_call_id)).toEqual(['call_a', 'call_b']);
    const counts = JSON.parse(results[0].content);
    expect(counts.entries.length).toBeGreaterThan(0);
    expect(counts.entries[0]).toEqual({ name: expect.any(String), count: expect.any(Number) });
    const found: Json[] = JSON.parse(results[1].content).videos;
    const demoIds = new Set(demoVideos.map((video) => video.id));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((video) => demoIds.has(video.id) && video.topics.includes('Fitness'))).toBe(true);

    expect(output.text).toContain(`[videoID:${citedId}]`);
    expect(output.text).not.toContain('actions');
    expect(input.deltas.join('')).toBe(output.text);
    expect(output.videoIds).toEqual([citedId]);
    expect(output.actions).toEqual([
      {
        type: 'filter',
        title: 'Show fitness',
        description: 'Fitness videos',
        data: { filters: { topic: ['Fitness'] } },
      },
    ]);
  });

  it('tells the model when its call was wrong, so it can correct itself', async () => {
    script = async (body, res, n) => {
      startStream(res);
      if (n === 1) {
        toolCall(res, 0, 'call_1', 'get_video', { id: 'not a number' });
        done(res, 'tool_calls');
        return;
      }
      const result = JSON.parse(body.messages.at(-1).content);
      await text(res, [`Noted: ${result.error}`]);
      done(res, 'stop');
    };
    const output = await model().answer(chatInput());
    expect(output.text).toMatch(/^Noted: Invalid input for get_video/);
    expect(output.videoIds).toEqual([]);
  });

  it('streams the text to onDelta in pieces as it arrives, with no key for a local server', async () => {
    // The endpoint holds the rest of its answer until the first piece has reached onDelta: an answer
    // passed on only once whole would never arrive.
    let firstShown!: () => void;
    const firstSeen = new Promise<void>((resolve) => {
      firstShown = resolve;
    });
    script = async (_body, res) => {
      startStream(res);
      await text(res, ['Tutorials ', 'and ', 'talking ', 'heads.'], firstSeen);
      done(res, 'stop');
    };
    const input = chatInput({
      onDelta: (piece) => {
        firstShown();
        input.deltas.push(piece);
      },
    });
    const output = await new OpenAIModel({ baseURL: `${baseURL}/`, model: 'llama3.1' }).answer(input);
    expect(request(0).headers.authorization).toBeUndefined();
    expect(request(0).url).toBe('/v1/chat/completions');
    expect(input.deltas.length).toBeGreaterThanOrEqual(3);
    expect(output.text).toBe('Tutorials and talking heads.');
  });

  it('rejects on an HTTP error or an error in the stream', async () => {
    script = (_body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model not loaded' } }));
    };
    await expect(model().answer(chatInput())).rejects.toThrow(/500.*model not loaded/);

    script = async (_body, res) => {
      startStream(res);
      await text(res, ['Half']);
      res.write(`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`);
      res.end();
    };
    await expect(model().answer(chatInput())).rejects.toThrow(/overloaded/);
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
          startStream(res);
          await text(res, ['Formats…']);
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
