import fs from 'node:fs/promises';
import path from 'node:path';
import { createRng, type Rng } from '../../server/demo/prng';
import { queryTerms } from '../../shared/domain/search-text';
import { favouredWord } from '../library/text';
import { ADJECTIVES, NOUNS, TOPICS, VERBS } from '../library/vocabulary';

/**
 * Query shapes a searcher types: two to four words, at least one a topic's (so the lexical side finds
 * real matches), now and then phrased as a question. Slots: {t} a topic word, {v} verb, {a} adjective, {n} noun.
 */
const SHAPES = [
  '{t} {t}',
  '{a} {t}',
  '{t} {n}',
  '{v} {t}',
  '{t} {t} {n}',
  '{a} {t} {t}',
  '{v} {a} {t}',
  'how to {v} {t}',
  '{t} for a {n}',
  '{v} {t} {t} {n}',
  '{a} {t} {n} {t}',
  'best {t} {t}',
];

/**
 * Search texts no two of which share their words (compared as the index reads them: stemmed, stop words
 * dropped, order ignored), so no cache keyed on the query — the encoder's, the index's or anyone's —
 * can answer one from another. Every text handed out by one instance is new to that instance.
 */
export class DistinctQueries {
  private readonly rng: Rng;
  private readonly seen = new Set<string>();

  constructor(seed = 17) {
    this.rng = createRng(seed);
  }

  /** How many texts were handed out so far. */
  get size(): number {
    return this.seen.size;
  }

  /** `n` texts never handed out before. */
  take(n: number): string[] {
    const texts: string[] = [];
    for (let tries = 0; texts.length < n; tries += 1) {
      if (tries > n * 100) throw new Error('the bench vocabulary has run out of distinct searches');
      const text = this.compose();
      const key = [...queryTerms(text)].sort().join(' ');
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      texts.push(text);
    }
    return texts;
  }

  private compose(): string {
    const rng = this.rng;
    const topic = rng.pick(TOPICS).words;
    const shape = rng.pick(SHAPES);
    return shape.replace(/\{(\w)\}/g, (_, slot: string) => {
      switch (slot) {
        case 't':
          return favouredWord(rng, topic);
        case 'v':
          return favouredWord(rng, VERBS);
        case 'a':
          return favouredWord(rng, ADJECTIVES);
        default:
          return favouredWord(rng, NOUNS);
      }
    });
  }
}

/**
 * A round of requests for autocannon's worker (distinct-search-request.cjs): the paths, one per line, in
 * a file, since a worker thread can be handed a file name but not a function.
 */
export interface PathRound {
  file: string;
  count: number;
}

/** Writes `paths` to a round file under `dir` and returns it. */
export async function writePathRound(dir: string, name: string, paths: string[]): Promise<PathRound> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.txt`);
  await fs.writeFile(file, `${paths.join('\n')}\n`);
  return { file, count: paths.length };
}
