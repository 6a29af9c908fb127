import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLibrary } from '../../server/demo/seed-demo';
import { createTestDatabase } from '../../server/test/test-database';
import { type JudgedQuery, loadJudgments, QUERY_KINDS } from './judgments';
import { readPublicTexts } from './public-fields';
import { stemmedWords } from './text-words';

const judgments = loadJudgments();
let texts: Map<number, string>;
let dataDir: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookshelf-eval-'));
  await seedDemoLibrary(database.db, dataDir);
  texts = new Map((await readPublicTexts(database.db)).map((v) => [v.id, v.text]));
}, 180_000);
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const of = (kind: JudgedQuery['kind']) => judgments.queries.filter((q) => q.kind === kind);
const wordsOf = (id: number) => {
  const text = texts.get(id);
  if (text === undefined) throw new Error(`judged video ${id} is not in the demo library`);
  return stemmedWords(text);
};

describe('the judged search set', () => {
  it('has at least 42 queries, a third of each kind', () => {
    expect(judgments.queries.length).toBeGreaterThanOrEqual(42);
    for (const kind of QUERY_KINDS) {
      expect(of(kind).length).toBeGreaterThanOrEqual(Math.floor(judgments.queries.length / 3));
    }
  });

  it('judges only videos of the demo library', () => {
    for (const q of judgments.queries) for (const r of q.relevant) wordsOf(r.video);
    for (const p of judgments.probes) for (const id of p.expectedTop1) wordsOf(id);
  });

  it('gives meaning-only queries no word in common with any video they judge', () => {
    const leaks = of('meaning-only').flatMap((q) =>
      q.relevant.flatMap((r) =>
        [...stemmedWords(q.query)]
          .filter((w) => wordsOf(r.video).has(w))
          .map((w) => `${q.id} "${w}" in ${r.video}`),
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('gives lexical queries only words every exactly-matching video uses', () => {
    const missing = of('lexical').flatMap((q) =>
      q.relevant
        .filter((r) => r.grade === 2)
        .flatMap((r) =>
          [...stemmedWords(q.query)]
            .filter((w) => !wordsOf(r.video).has(w))
            .map((w) => `${q.id} "${w}" not in ${r.video}`),
        ),
    );
    expect(missing).toEqual([]);
  });

  it('gives mixed queries some words the exact videos use and some none of them use', () => {
    for (const q of of('mixed')) {
      const exact = q.relevant.filter((r) => r.grade === 2).map((r) => wordsOf(r.video));
      const words = [...stemmedWords(q.query)];
      expect(
        words.some((w) => exact.every((video) => video.has(w))),
        `${q.id} shares a word`,
      ).toBe(true);
      expect(
        words.some((w) => exact.every((video) => !video.has(w))),
        `${q.id} has a new word`,
      ).toBe(true);
    }
  });

  it('has 8+ handle and 8+ hashtag probes whose expected videos carry the handle or hashtag', () => {
    const handles = judgments.probes.filter((p) => p.kind === 'handle');
    const hashtags = judgments.probes.filter((p) => p.kind === 'hashtag');
    expect(handles.length).toBeGreaterThanOrEqual(8);
    expect(hashtags.length).toBeGreaterThanOrEqual(8);
    for (const p of handles) {
      for (const id of p.expectedTop1) expect(texts.get(id)).toContain(`By ${p.query.slice(1)}.`);
    }
    for (const p of hashtags) {
      for (const id of p.expectedTop1)
        expect(texts.get(id)?.toLowerCase()).toMatch(new RegExp(`${p.query}\\b`));
    }
  });
});
