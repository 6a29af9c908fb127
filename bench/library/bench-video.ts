import { base64urlCode, createRng, normalDraw, type Rng, weightedPicker } from '../../server/demo/prng';
import { favouredWord, type SentenceKind, Writer } from './text';
import {
  ACCOUNT_TYPES,
  ADJECTIVES,
  CONCEPTS,
  ELEMENTS,
  EMOTIONS,
  FIRST_NAMES,
  FORMATS,
  FRAMEWORKS,
  HASHTAG_SUFFIXES,
  NOUNS,
  ORGANIZATIONAL_TAGS,
  TECHNIQUES,
  THEMES,
  TOPICS,
  type Topic,
  TRENDS,
} from './vocabulary';

/** Marks the videos the bench library holds (db_analysis is never shown to visitors). */
export const BENCH_SOURCE_MARK = 'seed-bench';
const LIBRARY_START = Date.UTC(2022, 10, 1);
const LIBRARY_SPAN_MS = 3 * 365 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Zipf weights (1/rank^s) give the long tail real taxonomies have. */
function zipf<T>(items: readonly T[], exponent: number): (rng: Rng) => T {
  return weightedPicker(
    items,
    items.map((_, i) => 1 / (i + 1) ** exponent),
  );
}

/** Up to `count` distinct items. */
function pickSome<T>(rng: Rng, pick: (rng: Rng) => T, count: number): T[] {
  const chosen = new Set<T>();
  for (let tries = 0; chosen.size < count && tries < count * 4; tries += 1) chosen.add(pick(rng));
  return [...chosen];
}

const pickTopic = zipf(TOPICS, 0.8);
const pickFormat = zipf(FORMATS, 0.9);
const pickConcept = zipf(CONCEPTS, 0.9);
const pickElement = zipf(ELEMENTS, 0.7);
const pickAccountType = weightedPicker(
  ACCOUNT_TYPES.map(([name]) => name),
  ACCOUNT_TYPES.map(([, share]) => share),
);

/** An author belongs to one topic and one account type, and some authors post far more than others. */
function author(rng: Rng, topicIndex: number): { username: string; accountTypes: string[] } {
  const index = Math.floor(rng.next() ** 2 * 400);
  const own = createRng(topicIndex * 100_003 + index * 7919 + 17);
  const topicWord = favouredWord(own, TOPICS[topicIndex]?.words ?? NOUNS);
  const name = own.pick(FIRST_NAMES);
  const shapes = [
    `${name}.${topicWord}`,
    `${topicWord}with${name}`,
    `the${favouredWord(own, ADJECTIVES)}${topicWord}`,
    `${name}_${topicWord}${own.int(1, 99)}`,
    `${topicWord}by${name}`,
  ];
  const main = pickAccountType(own);
  const second = own.chance(0.15) ? pickAccountType(own) : main;
  return { username: own.pick(shapes), accountTypes: [...new Set([main, second])] };
}

/** A log-normal view count: most videos get thousands of views, a few get millions. */
function viewCount(rng: Rng): number {
  return Math.max(120, Math.round(Math.exp(Math.log(40_000) + 1.5 * normalDraw(rng))));
}

/** Hashtags glue words together (#mealprep, #skincaretips): a long tail of rare search terms. */
function hashtag(rng: Rng, topic: Topic): string {
  const word = favouredWord(rng, topic.words);
  const roll = rng.next();
  if (roll < 0.4) return `#${word}`;
  if (roll < 0.8) return `#${word}${favouredWord(rng, topic.words)}`;
  return `#${word}${rng.pick(HASHTAG_SUFFIXES)}`;
}

const match = (names: string[]) => names.map((name) => ({ match: name }));

/**
 * Video `id` of a bench library of `count` videos as an import record (docs/product/video-data.md#the-video-record field names).
 * Deterministic: video N is the same on every run.
 */
export function benchVideo(id: number, count: number): Record<string, unknown> {
  const rng = createRng(Math.imul(id, 0x9e3779b1) ^ 0x5eed);
  const primary = pickTopic(rng);
  const topicIndex = TOPICS.indexOf(primary);
  const topics = [primary, ...pickSome(rng, pickTopic, rng.int(0, 2)).filter((t) => t !== primary)];
  const format = pickFormat(rng);
  const concepts = pickSome(rng, pickConcept, rng.int(1, 3));
  const elements = pickSome(rng, pickElement, rng.int(2, 4));
  const { username, accountTypes } = author(rng, topicIndex);
  const platform = rng.chance(0.55) ? 'instagram' : 'tiktok';
  const url =
    platform === 'instagram'
      ? `https://www.instagram.com/reel/${base64urlCode(rng, 11)}/`
      : `https://www.tiktok.com/@${username}/video/7${String(rng.int(0, 999_999_999)).padStart(9, '0')}${String(id).padStart(9, '0')}`;

  // Newer videos are denser: the library grows faster than it did at the start.
  const createdAt = LIBRARY_START + Math.sqrt((id - rng.next()) / count) * LIBRARY_SPAN_MS;
  const postDate = createdAt - rng.next() ** 3 * 90 * DAY_MS;
  const views = viewCount(rng);
  const likes = Math.round(views * (0.01 + rng.next() * 0.11));
  const comments = Math.round(likes * (0.005 + rng.next() * 0.04));

  const analysed = !rng.chance(0.015);
  const writer = new Writer(
    rng,
    topics.map((t) => TOPICS.indexOf(t)),
  );
  const say = (kind: SentenceKind) => writer.say(kind);
  const [frameworkName, coreLogic] = rng.pick(FRAMEWORKS);
  const hookTitle = rng.chance(0.8) ? say('title') : null;
  const hookVerbal = say('spoken');
  const payoff = say('spoken');
  const outline = [say('spoken'), say('spoken'), say('spoken')];
  const hashtags = [...new Set(Array.from({ length: rng.int(2, 5) }, () => hashtag(rng, primary)))];

  return {
    id,
    platform,
    url,
    thumbnail: rng.chance(0.9) ? `https://cdn.example.com/thumbs/${platform}_${id}.jpg` : null,
    caption: `${say('spoken')} ${hashtags.join(' ')}`,
    author_username: username,
    simple_description: analysed ? say('description') : null,
    overview: analysed ? writer.paragraph(35, 60) : null,
    simple_outline: analysed ? outline : [],
    views,
    likes,
    comments,
    engagement: Math.round(((likes + comments) / views) * 10_000) / 10_000,
    post_date: new Date(postDate).toISOString(),
    created_at: new Date(createdAt).toISOString(),
    db_analysis: {
      source: BENCH_SOURCE_MARK,
      topics: match(topics.map((t) => t.name)),
      concepts: match(concepts),
      elements: match(elements),
      accountTypes: match(accountTypes),
      format: { match: format },
    },
    primary_topic: primary.name,
    organizational_tags: rng.chance(0.2) ? [rng.pick(ORGANIZATIONAL_TAGS)] : [],
    themes: [rng.pick(THEMES), rng.pick(THEMES)],
    techniques: [rng.pick(TECHNIQUES), rng.pick(TECHNIQUES)],
    emotions: [rng.pick(EMOTIONS)],
    trends: rng.chance(0.3) ? [rng.pick(TRENDS)] : [],
    hook_title_present: analysed && hookTitle !== null,
    hook_title_content: analysed ? hookTitle : null,
    hook_verbal_present: analysed,
    hook_verbal_content: analysed ? hookVerbal : null,
    hook_visual_present: analysed,
    hook_visual_content: analysed ? say('visual') : null,
    text_overlays: hookTitle ? [{ type: 'Title', timeAppearance: '0:00-0:03', text: hookTitle }] : [],
    hook_overview: analysed
      ? `${hookVerbal} The opening promises a ${favouredWord(rng, ADJECTIVES)} payoff.`
      : null,
    payoff: analysed ? payoff : null,
    narrative_framework_name: analysed ? frameworkName : null,
    narrative_framework_core_logic: analysed ? coreLogic : null,
    narrative_framework_data: analysed
      ? {
          frameworkType: frameworkName,
          simpleOutline: outline,
          structuralBreakdown: {
            hook: hookVerbal,
            beats: [
              { name: 'Setup', function: say('spoken') },
              { name: 'Turn', function: say('spoken') },
            ],
            payoff,
          },
        }
      : null,
    transcript: writer.paragraph(80, 150),
  };
}
