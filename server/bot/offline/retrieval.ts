import type { BotIntent } from '../../../shared/contracts/bot';
import type { FullVideo } from '../../../shared/contracts/video';
import { termOf } from '../../../shared/domain/search-text';
import type { LibraryFilters, LibraryTools } from '../chat-model';

/** Videos an answer reads: enough to count formats across, few enough to stay quick and on topic. */
export const RETRIEVED = 12;
/** Fewer matches than this and the strategist searches again, more broadly. */
const ENOUGH = 4;

/**
 * The words of a request that say what kind of answer is wanted, not what it is about ("give me hook
 * ideas for …"): left out of the library search, so it looks for the subject.
 */
const ASKING_WORDS = new Set(
  (
    'give show find search look lookup pull list tell write make create build put together need want help ' +
    'please can could would should might get got let know think suggest recommend any some good great best ' +
    'better top work works working worked use using used do does post posting film shoot record try ' +
    'idea ideas brainstorm hook hooks opener openers opening line lines first three seconds scroll stop ' +
    'video videos clip clips reel reels tiktok tiktoks content piece pieces example examples ' +
    'concept concepts angle angles framework frameworks structure structured storytelling narrative script ' +
    'scripts template templates outline step steps format formats style styles kind type sort ' +
    'swipe swipefile swipefiles file files collection curate board inspiration reference references save ' +
    'insight insights trend trends trending pattern patterns data stats numbers analytics performing perform ' +
    'right now today week month currently lately new fresh viral go goes going blow land lands ' +
    'me i my our we us you your yours it its this that these those one ones something things thing ' +
    'why what how which who where when lot lots more most much many really well also like ' +
    'average median mean views likes comments engagement performance account accounts niche audience'
  ).split(' '),
);

export interface Focus {
  topic?: string;
  format?: string;
  concept?: string;
}

export interface Retrieval {
  videos: FullVideo[];
  /** The taxonomy entries the message names (and the search was narrowed to where that found enough). */
  focus: Focus;
  /** The words searched for. */
  query: string;
  current: FullVideo | null;
}

/** The message's subject words, in order: what a search for it should look for. */
export function subjectQuery(message: string): string {
  const words = message.toLowerCase().match(/[@#]?[\p{L}\p{N}][\p{L}\p{N}'.&-]*/gu) ?? [];
  return words
    .map((word) => word.replace(/['.]+$/, '').replace(/'s$/, ''))
    .filter(
      (word) =>
        word.startsWith('@') || word.startsWith('#') || (termOf(word) !== null && !ASKING_WORDS.has(word)),
    )
    .join(' ');
}

const stems = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((word) => termOf(word) ?? []);

/** Whether the name (or one of its "A / B" alternatives) appears in the message, word forms aside. */
export function mentions(message: string, name: string): boolean {
  const said = ` ${stems(message).join(' ')} `;
  return name
    .split('/')
    .map((part) => stems(part).join(' '))
    .some((phrase) => phrase.length > 0 && said.includes(` ${phrase} `));
}

/** The taxonomy entries the message names: the longest match of each kind (most used on a tie). */
async function focusOf(message: string, tools: LibraryTools): Promise<Focus> {
  const [topics, formats, concepts] = await Promise.all([
    tools.taxonomyCounts('topic', 100),
    tools.taxonomyCounts('format', 100),
    tools.taxonomyCounts('concept', 100),
  ]);
  const named = (entries: { name: string }[]) =>
    entries.filter((entry) => mentions(message, entry.name)).sort((a, b) => b.name.length - a.name.length)[0]
      ?.name;
  const focus: Focus = {};
  const topic = named(topics);
  const format = named(formats);
  const concept = named(concepts);
  if (topic) focus.topic = topic;
  if (format) focus.format = format;
  if (concept) focus.concept = concept;
  return focus;
}

const DEICTIC =
  /\b(this|that|the current|the open) (video|one|clip|reel)\b|\blike this\b|\bthis (hook|format|work)|\b(it|this) work/;

/**
 * The videos an answer draws on: a hybrid search for the message's subject within the taxonomy entries it
 * names (dropping them when that finds too little), then a search on the niche alone, then the current
 * video and its similar videos; the filters' (or library's) most viewed videos only when all of that found
 * nothing, so an answer always has something real to cite.
 */
export async function retrieve(input: {
  message: string;
  intent: BotIntent;
  niche: string | null;
  currentVideoId?: number | undefined;
  tools: LibraryTools;
}): Promise<Retrieval> {
  const { message, niche, tools } = input;
  const query = subjectQuery(message);
  const focus = await focusOf(message, tools);
  const found = new Map<number, FullVideo>();
  const add = (videos: FullVideo[]) => {
    for (const video of videos)
      if (found.size < RETRIEVED && !found.has(video.id)) found.set(video.id, video);
  };

  const current = input.currentVideoId ? await tools.getVideo(input.currentVideoId) : null;
  const similar = current ? await tools.similar(current.id) : [];
  // "Why does this work?" with a video open is about that video first.
  if (current && (DEICTIC.test(message.toLowerCase()) || !query)) add([current, ...similar]);

  const filters: LibraryFilters = {};
  if (focus.topic) filters.topic = [focus.topic];
  if (focus.format) filters.format = focus.format;
  if (focus.concept) filters.concept = focus.concept;
  const attempts: [string, LibraryFilters][] = [[query, filters]];
  // Too narrow? Keep the topic (the subject), drop the format and concept; then the topic's most viewed
  // videos (its words may be few); only then the words across the whole library.
  const topicOnly: LibraryFilters = focus.topic ? { topic: [focus.topic] } : {};
  if (filters.format || filters.concept) attempts.push([query, topicOnly]);
  if (focus.topic) attempts.push(['', topicOnly]);
  if (Object.keys(filters).length) attempts.push([query, {}]);
  if (niche) attempts.push([niche, {}]);
  for (const [text, within] of attempts) {
    if (found.size >= ENOUGH && found.size >= RETRIEVED / 2) break;
    if (!text && !Object.keys(within).length) continue;
    add(await tools.search(text, { filters: within, limit: RETRIEVED }));
  }
  if (current) add([current, ...similar]);
  // Without vectors a video has no similar videos yet: its topic's best stand in.
  if (current && found.size < ENOUGH && current.primary_topic) {
    add(await tools.search('', { filters: { topic: [current.primary_topic] }, limit: RETRIEVED }));
  }
  if (found.size < 3) add(await tools.search('', { limit: RETRIEVED }));
  return { videos: [...found.values()], focus, query, current };
}
