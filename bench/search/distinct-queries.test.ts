import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryTerms } from '../../shared/domain/search-text';
import { ADJECTIVES, NOUNS, TOPICS, VERBS } from '../library/vocabulary';
import { runLoad } from '../load';
import { DistinctQueries, writePathRound } from './distinct-queries';

const vocabulary = new Set([
  ...TOPICS.flatMap((topic) => topic.words),
  ...VERBS,
  ...ADJECTIVES,
  ...NOUNS,
  ...['how', 'to', 'for', 'a', 'best'],
]);

describe('distinct bench searches', () => {
  it('never repeats a search, even reworded, and uses only the library’s words', () => {
    const queries = new DistinctQueries();
    const texts = [...queries.take(5_000), ...queries.take(5_000)];
    const termSets = texts.map((text) => [...queryTerms(text)].sort().join(' '));
    expect(new Set(termSets).size).toBe(texts.length);
    for (const text of texts) {
      const words = text.split(' ');
      expect(words.length).toBeGreaterThanOrEqual(2);
      expect(words.length).toBeLessThanOrEqual(5);
      for (const word of words) expect(vocabulary.has(word)).toBe(true);
    }
    // The same seed gives the same searches, so two bench runs ask the same questions.
    expect(new DistinctQueries().take(20)).toEqual(texts.slice(0, 20));
  });

  it('sends each path of a round once across every connection (autocannon in its worker thread)', async () => {
    const received: string[] = [];
    const server = Fastify({ logger: false });
    server.get('/*', async (request) => {
      received.push(request.url);
      return { ok: true };
    });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-round-'));
    try {
      const paths = new DistinctQueries()
        .take(1_000)
        .map((text) => `/api/videos/public?${new URLSearchParams({ search: text })}`);
      const round = await writePathRound(dir, 'test', paths);
      const result = await runLoad(url, { connections: 8, seconds: 1, overallRate: 200, pathRound: round });
      expect(result.sent).toBeGreaterThan(50);
      expect(result.sent).toBeLessThanOrEqual(paths.length);
      expect(new Set(received).size).toBe(received.length);
      expect(received.every((p) => paths.includes(p))).toBe(true);
    } finally {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
