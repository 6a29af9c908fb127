import { DEMO_TOPICS, TOPICS } from './demo-content';
import { createRng, mixSeed } from './prng';

// The library-wide decisions (which records are special, which topic and idea each covers) are made
// here in one pass, so exact counts hold: a third without thumbnails, six without analysis, and so on.

export const FIRST_ID = 1001;
export const RECORD_COUNT = 345;
const PLAN_SEED = 0x5eed_2026;
const INSTAGRAM_SHARE = 0.55;
const WITHOUT_ANALYSIS = 6;
const BROKEN_THUMBNAILS = 5;
const THUMBNAIL_URL_KEYS = 8;
const NULL_THUMBNAILS = 4;
const EMPTY_THUMBNAILS = 4;
const EMPTY_DESCRIPTIONS = 3;
const BROKEN_DB_ANALYSES = 2;

export type Platform = 'instagram' | 'tiktok';

/** How a record refers to its thumbnail. */
export type ThumbnailPlan =
  | { kind: 'file'; key: 'thumbnail' | 'thumbnail_url'; seed: number }
  | { kind: 'broken'; key: 'thumbnail' }
  | { kind: 'none'; value: 'omit' | 'null' | 'empty' };

/** Everything decided about one record before its content is generated. */
export interface RecordPlan {
  id: number;
  platform: Platform;
  analysed: boolean;
  topicIndex: number;
  ideaIndex: number;
  thumbnail: ThumbnailPlan;
  offDomainUrl: boolean;
  emptyDescription: boolean;
  /** Which unparseable db_analysis text the record carries, or null for a readable one. */
  brokenDbAnalysis: number | null;
}

/** Plans every demo record; the same plan on every call. */
export function planLibrary(): RecordPlan[] {
  const rng = createRng(PLAN_SEED);
  const indices = Array.from({ length: RECORD_COUNT }, (_, i) => i);

  const instagram = new Set(rng.shuffle(indices).slice(0, Math.round(RECORD_COUNT * INSTAGRAM_SHARE)));
  const platformOf = (i: number): Platform => (instagram.has(i) ? 'instagram' : 'tiktok');

  const byThumbnail = rng.shuffle(indices);
  const withoutThumbnail = Math.round(RECORD_COUNT / 3);
  const thumbnails = new Map<number, ThumbnailPlan>();
  byThumbnail.forEach((index, rank) => {
    if (rank < NULL_THUMBNAILS) thumbnails.set(index, { kind: 'none', value: 'null' });
    else if (rank < NULL_THUMBNAILS + EMPTY_THUMBNAILS)
      thumbnails.set(index, { kind: 'none', value: 'empty' });
    else if (rank < withoutThumbnail) thumbnails.set(index, { kind: 'none', value: 'omit' });
    else if (rank < withoutThumbnail + BROKEN_THUMBNAILS)
      thumbnails.set(index, { kind: 'broken', key: 'thumbnail' });
    else {
      const key =
        rank < withoutThumbnail + BROKEN_THUMBNAILS + THUMBNAIL_URL_KEYS ? 'thumbnail_url' : 'thumbnail';
      thumbnails.set(index, { kind: 'file', key, seed: mixSeed(FIRST_ID + index, 0x7ab) });
    }
  });

  // Special analysis cases never overlap, so each one can be seen on its own.
  const bySpecial = rng.shuffle(indices);
  const withoutAnalysis = new Set(bySpecial.slice(0, WITHOUT_ANALYSIS));
  const rest = bySpecial.slice(WITHOUT_ANALYSIS);
  const offDomain = new Set([
    ...rest.filter((i) => platformOf(i) === 'tiktok').slice(0, 2),
    ...rest.filter((i) => platformOf(i) === 'instagram').slice(0, 1),
  ]);
  const remaining = rest.filter((i) => !offDomain.has(i));
  const emptyDescription = new Set(remaining.slice(0, EMPTY_DESCRIPTIONS));
  const brokenDb = remaining.slice(EMPTY_DESCRIPTIONS, EMPTY_DESCRIPTIONS + BROKEN_DB_ANALYSES);

  const ideas = assignIdeas(rng.next);
  return indices.map((index) => {
    const [topicIndex, ideaIndex] = ideas[index] ?? [0, 0];
    return {
      id: FIRST_ID + index,
      platform: platformOf(index),
      analysed: !withoutAnalysis.has(index),
      topicIndex,
      ideaIndex,
      thumbnail: thumbnails.get(index) ?? { kind: 'none', value: 'omit' },
      offDomainUrl: offDomain.has(index),
      emptyDescription: emptyDescription.has(index),
      brokenDbAnalysis: brokenDb.includes(index) ? brokenDb.indexOf(index) : null,
    };
  });
}

// Topics are drawn by weight; within a topic, ideas are dealt round-robin from a shuffled deck so no
// idea repeats until every idea of that topic has been used.
function assignIdeas(random: () => number): [number, number][] {
  const rng = createRng(Math.floor(random() * 2 ** 32));
  const weightOf = (topicIndex: number) =>
    TOPICS.find((entry) => entry.name === DEMO_TOPICS[topicIndex]?.topic)?.weight ?? 1;
  const topicIndices = DEMO_TOPICS.map((_, i) => i);
  const decks = DEMO_TOPICS.map((topic) => rng.shuffle(topic.ideas.map((_, i) => i)));
  const dealt = DEMO_TOPICS.map(() => 0);
  return Array.from({ length: RECORD_COUNT }, () => {
    const topicIndex = rng.weighted(topicIndices, weightOf);
    const deck = decks[topicIndex] ?? [0];
    const position = dealt[topicIndex] ?? 0;
    dealt[topicIndex] = position + 1;
    return [topicIndex, deck[position % deck.length] ?? 0];
  });
}
