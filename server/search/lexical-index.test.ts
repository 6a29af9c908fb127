import { describe, expect, it } from 'vitest';
import { textTerms } from '../../shared/domain/search-text';
import { LexicalIndex } from './lexical-index';

const counts = (text: string) => {
  const map = new Map<string, number>();
  for (const term of textTerms(text)) map.set(term, (map.get(term) ?? 0) + 1);
  return map;
};
const doc = (id: number, publicText: string, gatedText = '') => ({
  id,
  publicTerms: counts(publicText),
  gatedTerms: counts(gatedText),
});
const ids = (result: { matches: { id: number; score: number }[] }) =>
  [...result.matches].sort((a, b) => b.score - a.score || b.id - a.id).map((m) => m.id);

describe('the word index', () => {
  const index = new LexicalIndex();
  index.upsert(doc(1, 'hotel room workout with no equipment', 'transcript about zanzibar'));
  index.upsert(doc(2, 'hotel breakfast review'));
  index.upsert(doc(3, 'a quick workout for busy parents'));
  index.upsert(doc(4, 'budget travel tips for your first hotel stay'));

  it('ranks the video with every word first and still finds those with most of them', () => {
    const terms = textTerms('hotel room workout');
    expect(ids(index.search(terms, 'public', 2))).toEqual([1]);
    // Needing one word of three: the others come after the video that has all of them.
    expect(ids(index.search(terms, 'public', 1))[0]).toBe(1);
    expect(ids(index.search(terms, 'public', 1)).sort()).toEqual([1, 2, 3, 4]);
  });

  it('reads gated fields only for the full audience', () => {
    expect(ids(index.search(textTerms('zanzibar'), 'public', 1))).toEqual([]);
    expect(ids(index.search(textTerms('zanzibar'), 'full', 1))).toEqual([1]);
    expect(index.contains('zanzibar', 'public')).toBe(false);
    expect(index.contains('zanzibar', 'full')).toBe(true);
  });

  it('requires every quoted word when asked', () => {
    const terms = textTerms('hotel workout');
    expect(ids(index.search(terms, 'public', 1, [0, 1]))).toEqual([1]);
  });

  it('forgets a video’s old words when it changes, and a removed video', () => {
    const changing = new LexicalIndex();
    changing.upsert(doc(7, 'sourdough starter guide'));
    changing.upsert(doc(8, 'sourdough scoring patterns'));
    changing.upsert(doc(7, 'cold brew coffee guide'));
    expect(ids(changing.search(textTerms('sourdough'), 'public', 1))).toEqual([8]);
    expect(ids(changing.search(textTerms('coffee'), 'public', 1))).toEqual([7]);
    changing.remove(8);
    expect(ids(changing.search(textTerms('sourdough'), 'public', 1))).toEqual([]);
    expect(changing.size).toBe(1);
  });

  it('drops replaced videos’ postings once they outnumber the live ones, scoring as a fresh index does', () => {
    const words = ['hook', 'budget', 'travel', 'skincare', 'routine', 'coffee', 'gym', 'recipe'];
    const text = (id: number, round: number) =>
      `${words[id % 8]} ${words[(id + round) % 8]} ${words[(id * 3 + round) % 8]} tips`;
    const changing = new LexicalIndex();
    for (let round = 0; round < 4; round++) {
      for (let id = 1; id <= 5000; id++) changing.upsert(doc(id, text(id, round)));
    }
    const fresh = new LexicalIndex();
    for (let id = 1; id <= 5000; id++) fresh.upsert(doc(id, text(id, 3)));
    // 15,000 replaced versions were made; compaction keeps no more dead slots than live ones.
    expect(changing.dead).toBeLessThanOrEqual(changing.size);
    expect(changing.bytes).toBeLessThan(fresh.bytes * 2.5);
    for (const query of ['budget travel', 'gym', 'coffee recipe routine']) {
      const a = changing.search(textTerms(query), 'public', 1, [], { limit: 20 });
      const b = fresh.search(textTerms(query), 'public', 1, [], { limit: 20 });
      expect(a.count).toBe(b.count);
      expect(a.matches).toEqual(b.matches);
    }
  });

  it('scores a search after a change exactly as an index built with the change does', () => {
    const changing = new LexicalIndex();
    changing.upsert(doc(1, 'coffee guide'));
    changing.upsert(doc(2, 'coffee tips for a long slow morning'));
    for (const audience of ['public', 'full'] as const) changing.search(textTerms('coffee'), audience, 1);
    // A much longer video moves the average length every score is damped by.
    changing.upsert(doc(3, 'coffee '.repeat(3) + 'word '.repeat(60), 'gated coffee notes '.repeat(20)));
    const fresh = new LexicalIndex();
    fresh.upsert(doc(1, 'coffee guide'));
    fresh.upsert(doc(2, 'coffee tips for a long slow morning'));
    fresh.upsert(doc(3, 'coffee '.repeat(3) + 'word '.repeat(60), 'gated coffee notes '.repeat(20)));
    for (const audience of ['public', 'full'] as const) {
      const a = changing.search(textTerms('coffee'), audience, 1);
      const b = fresh.search(textTerms('coffee'), audience, 1);
      expect(a.matches).toEqual(b.matches);
      expect(a.matches.map((m) => m.id).sort()).toEqual([1, 2, 3]);
    }
  });
});
