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

/** A server that answers every GET, after `delayMs`, and keeps the paths it was sent, in order. */
async function recordingServer(delayMs = 0) {
  const received: string[] = [];
  const server = Fastify({ logger: false });
  server.get('/*', async (request) => {
    received.push(request.url);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { ok: true };
  });
  return { server, url: await server.listen({ port: 0, host: '127.0.0.1' }), received };
}

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

  it('sends each path of a round once across every connection, at full load and at a paced rate', async () => {
    // A millisecond an answer keeps 8 connections under ~8,000 requests a second: a bare server answered
    // over 40,000 in the second on a fast day, and the round of 40,000 started again.
    const { server, url, received } = await recordingServer(1);
    const servers = [server];
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-round-'));
    try {
      const paths = new DistinctQueries()
        .take(40_000)
        .map((text) => `/api/videos/public?${new URLSearchParams({ search: text })}`);
      const known = new Set(paths);
      // autocannon in its worker thread, as fast as the server answers.
      const full = await runLoad(url, {
        connections: 8,
        seconds: 1,
        pathRound: await writePathRound(dir, 'full', paths),
      });
      expect(full.sent).toBeGreaterThan(200);
      expect(full.sent).toBeLessThanOrEqual(paths.length);
      expect(new Set(received).size).toBe(received.length);
      expect(received.every((p) => known.has(p))).toBe(true);

      // Paced: 200 a second for a second is 200 requests, each path once, in the round's order. A server of
      // its own: a request of the full run still on its way when that run returned arrives late (CI saw 2).
      const second = await recordingServer(1);
      servers.push(second.server);
      const paced = await runLoad(second.url, {
        connections: 8,
        seconds: 1,
        overallRate: 200,
        pathRound: await writePathRound(dir, 'paced', paths.slice(0, 1_000)),
      });
      expect(paced.sent).toBe(200);
      expect(paced.ok).toBe(200);
      expect([...second.received].sort()).toEqual(paths.slice(0, 200).sort());
    } finally {
      for (const each of servers) await each.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('hands a scenario’s paths out in turn across every connection, not each connection from the start', async () => {
    const { server, url, received } = await recordingServer();
    try {
      const paths = Array.from({ length: 50 }, (_, i) => `/api/videos/public?page=${i + 1}`);
      const load = await runLoad(url, { connections: 8, seconds: 1, paths });
      expect(load.ok).toBeGreaterThan(200);
      // The 8 connections' first requests are 8 different pages, not page 1 eight times.
      expect(new Set(received.slice(0, 8)).size).toBe(8);
      const counts = paths.map((p) => received.filter((r) => r === p).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
    } finally {
      await server.close();
    }
  });

  it('times a paced request from when it was due, so waiting for a busy connection counts', async () => {
    const server = Fastify({ logger: false });
    // Each answer takes 50 ms: one connection serves 20 a second, and 40 a second are offered.
    server.get('/*', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ok: true };
    });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const result = await runLoad(`${url}/slow`, { connections: 1, seconds: 1, overallRate: 40 });
      expect(result.ok).toBe(40);
      // The 40th request was due at 975 ms and answered after ~40 × 50 ms: it waited ~1 s.
      expect(result.p99Ms).toBeGreaterThan(800);
      expect(result.p50Ms).toBeGreaterThan(300);
    } finally {
      await server.close();
    }
  });
});
