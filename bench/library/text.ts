import { createRng, type Rng } from '../../server/demo/prng';
import {
  ADJECTIVES,
  ADVERBS,
  DESCRIPTIONS,
  NOUNS,
  NUMBERS,
  OPENERS,
  SPOKEN,
  TITLE_HOOKS,
  TOPICS,
  VERBS,
  VISUALS,
  WHEN,
  WHO,
} from './vocabulary';

// Text of the bench library: sentences filled from a topic's words and the shared vocabulary, so a
// common topic word matches a few percent of the library the way it would in a real one.

export type SentenceKind = 'spoken' | 'title' | 'description' | 'visual';

const SHAPES: Record<SentenceKind, string[]> = {
  spoken: SPOKEN,
  title: TITLE_HOOKS,
  description: DESCRIPTIONS,
  visual: VISUALS,
};

// Filling shapes word by word costs ~0.5 µs a word and a video holds ~300 words: 15 s for 100k videos,
// as long as the database writes. Each topic instead gets pools of sentences made once; videos pick
// whole sentences, and the pools are large enough that no two transcripts read alike.
const POOL_SIZES: Record<SentenceKind, number> = { spoken: 2000, title: 200, description: 300, visual: 200 };
const pools = new Map<string, Sentence[]>();

interface Sentence {
  text: string;
  words: number;
}

/** One word of a list, favouring its start: squaring a uniform draw skews towards 0. */
export function favouredWord(rng: Rng, list: readonly string[]): string {
  const r = rng.next();
  return list[Math.floor(r * r * list.length)] as string;
}

function sentencePool(kind: SentenceKind, topicIndex: number): Sentence[] {
  const key = `${kind}:${topicIndex}`;
  let pool = pools.get(key);
  if (!pool) {
    const rng = createRng(topicIndex * 1_000_003 + Object.keys(SHAPES).indexOf(kind) * 7_919 + 1);
    const topicWords = TOPICS[topicIndex]?.words ?? NOUNS;
    pool = Array.from({ length: POOL_SIZES[kind] }, () => {
      const text = fill(rng, rng.pick(SHAPES[kind]), topicWords);
      return { text, words: text.split(' ').length };
    });
    pools.set(key, pool);
  }
  return pool;
}

/** Fills a sentence shape with words of one topic and the shared vocabulary. */
function fill(rng: Rng, shape: string, topicWords: string[]): string {
  const text = shape.replace(/\{(\w)\}/g, (_, slot: string) => {
    switch (slot) {
      case 't':
        return favouredWord(rng, topicWords);
      case 'v':
        return favouredWord(rng, VERBS);
      case 'a':
        return favouredWord(rng, ADJECTIVES);
      case 'n':
        return favouredWord(rng, NOUNS);
      case 'd':
        return favouredWord(rng, ADVERBS);
      case 'w':
        return rng.pick(WHO);
      case 's':
        return rng.pick(WHEN);
      case 'k':
        return rng.pick(NUMBERS);
      default:
        return rng.pick(OPENERS);
    }
  });
  const grammatical = text.replace(/\ba (?=[aeiou])/g, 'an ');
  return grammatical.charAt(0).toUpperCase() + grammatical.slice(1);
}

/** Sentences about a video's topics: mostly its main topic, now and then a secondary one. */
export class Writer {
  private readonly main: number;
  private readonly others: number[];

  constructor(
    private readonly rng: Rng,
    topicIndexes: number[],
  ) {
    this.main = topicIndexes[0] ?? 0;
    this.others = topicIndexes.slice(1);
  }

  private sentence(kind: SentenceKind): Sentence {
    const topic = this.others.length > 0 && this.rng.chance(0.3) ? this.rng.pick(this.others) : this.main;
    return this.rng.pick(sentencePool(kind, topic));
  }

  /** One sentence of the given kind. */
  say(kind: SentenceKind): string {
    return this.sentence(kind).text;
  }

  /** Spoken sentences until a drawn word count between the bounds is reached. */
  paragraph(minWords: number, maxWords: number): string {
    const target = this.rng.int(minWords, maxWords);
    const sentences: string[] = [];
    for (let length = 0; length < target; ) {
      const sentence = this.sentence('spoken');
      length += sentence.words;
      sentences.push(`${sentence.text}.`);
    }
    return sentences.join(' ');
  }
}
