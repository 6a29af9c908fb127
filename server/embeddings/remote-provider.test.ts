import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteProvider } from './remote-provider';
import { dot } from './vector-math';

interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: { model: string; input: string[] };
}

// A small OpenAI-compatible endpoint: each text's vector is [its length, 0, 1] (not unit length), and the
// items come back in reverse order with their index, as the protocol allows.
let server: Server;
let baseUrl: string;
let seen: SeenRequest[] = [];
let behaviour: 'answer' | 'fail' | 'hang' | 'short' = 'answer';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (part) => {
      raw += part;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as SeenRequest['body'];
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      if (behaviour === 'hang') return;
      if (behaviour === 'fail') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `model "${body.model}" not found` } }));
        return;
      }
      const inputs = behaviour === 'short' ? body.input.slice(1) : body.input;
      const data = inputs.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: [text.length, 0, 1],
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', model: body.model, data: data.reverse() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  behaviour = 'answer';
});

describe('the remote embeddings provider', () => {
  it('posts the model and texts to /embeddings with the key, in batches, and keeps the order', async () => {
    const provider = createRemoteProvider({ baseUrl, apiKey: 'sk-test', model: 'nomic-embed-text' });
    expect(provider.dimension).toBe(0);
    const texts = Array.from({ length: 130 }, (_, i) => 'x'.repeat(i + 1));
    const vectors = await provider.embedDocuments(texts);

    expect(seen.map((request) => request.body.input.length)).toEqual([64, 64, 2]);
    expect(seen[0]?.url).toBe('/v1/embeddings');
    expect(seen[0]?.body.model).toBe('nomic-embed-text');
    expect(seen[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(provider.dimension).toBe(3);
    expect(vectors).toHaveLength(130);
    // Text i has length i + 1: its unit vector is (i + 1, 0, 1) / |…|, in the order the texts were given.
    for (const [i, vector] of vectors.entries()) {
      expect(dot(vector, vector)).toBeCloseTo(1, 5);
      expect(vector[0] as number).toBeCloseTo((i + 1) / Math.hypot(i + 1, 1), 5);
    }
  });

  it('sends no Authorization header without a key, and never sends an empty text', async () => {
    const provider = createRemoteProvider({ baseUrl, apiKey: null, model: 'm' });
    const vectors = await provider.embedDocuments(['', 'abc', '  ']);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.body.input).toEqual(['abc']);
    expect(vectors.map((vector) => [...vector].some((value) => value !== 0))).toEqual([false, true, false]);
    expect(await provider.embedDocuments([])).toEqual([]);
  });

  it('caches query vectors by normalised text', async () => {
    const provider = createRemoteProvider({ baseUrl, apiKey: null, model: 'm' });
    const first = await provider.embedQuery('Save money');
    const again = await provider.embedQuery('  save   MONEY');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body.input).toEqual(['save money']);
    expect([...again]).toEqual([...first]);
  });

  it('fails with the endpoint, its status and its reason when it refuses', async () => {
    behaviour = 'fail';
    const provider = createRemoteProvider({ baseUrl, apiKey: 'sk-secret', model: 'nope' });
    const failure = provider.embedDocuments(['a']);
    await expect(failure).rejects.toThrow(`${baseUrl}embeddings answered 404`);
    await expect(failure).rejects.toThrow('model "nope" not found');
    await expect(failure).rejects.not.toThrow('sk-secret');
  });

  it('fails when the answer has fewer embeddings than texts', async () => {
    behaviour = 'short';
    const provider = createRemoteProvider({ baseUrl, apiKey: null, model: 'm' });
    await expect(provider.embedDocuments(['a', 'b'])).rejects.toThrow('did not answer with 2 embeddings');
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    behaviour = 'hang';
    const provider = createRemoteProvider({ baseUrl, apiKey: null, model: 'm', timeoutMs: 200 });
    await expect(provider.embedQuery('slow')).rejects.toThrow('did not answer within 200 ms');
  });

  it('names the endpoint it could not reach', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const provider = createRemoteProvider({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: null,
      model: 'm',
    });
    await expect(provider.embedDocuments(['a'])).rejects.toThrow(
      `Could not reach the embeddings endpoint http://127.0.0.1:${port}/v1/embeddings`,
    );
  });
});
