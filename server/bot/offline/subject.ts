import { PLATFORMS, type Platform } from '../../../shared/contracts/video';
import { termOf } from '../../../shared/domain/search-text';
import type { LibraryTools } from '../chat-model';

/**
 * What a message asks the library about: the words to search for, the taxonomy entries it names, and the
 * platform or account type it narrows to. Read once per message (retrieval.ts) and, for a follow-up, from
 * the user's earlier messages too (follow-up.ts).
 */

/**
 * The words of a request that say what kind of answer is wanted, not what it is about ("give me hook
 * ideas for …"): left out of the library search, so it looks for the subject. Platform names are here
 * too: they become a filter (platformOf), not words to match.
 */
const ASKING_WORDS = new Set(
  (
    'give show find search look lookup pull list tell write make create build put together need want help ' +
    'please can could would should might get got let know think suggest recommend any some good great best ' +
    'better top work works working worked use using used do does post posting film shoot record try ' +
    'idea ideas brainstorm hook hooks opener openers opening line lines first three seconds scroll stop ' +
    'video videos clip clips reel reels tiktok tiktoks content piece pieces example examples ' +
    'instagram insta ig youtube twitter facebook fb only ' +
    'concept concepts angle angles framework frameworks structure structured storytelling narrative script ' +
    'scripts template templates outline step steps format formats style styles kind type sort ' +
    'swipe swipefile swipefiles file files collection curate board inspiration reference references save ' +
    'insight insights trend trends trending pattern patterns data stats numbers analytics performing perform ' +
    'right now today week month currently lately new fresh viral go goes going blow land lands ' +
    'me i my our we us you your yours it its this that these those one ones something things thing ' +
    'why what how which who where when lot lots more most much many really well also like ' +
    'average median mean views likes comments engagement performance account accounts niche audience ' +
    'variant variants variation variations version versions alternative alternatives rewrite rewrites'
  ).split(' '),
);

/** "3 variants", "give me 5": how many the user wants, not what about (a year, "2024", stays). */
const HOW_MANY = /^\d{1,2}$/;

export interface Focus {
  topic?: string;
  format?: string;
  concept?: string;
  /** The one platform the message names ("only TikTok videos"): a filter every search keeps. */
  platform?: Platform;
  /** An account type named as accounts ("agency accounts"): narrows like a format, dropped when too narrow. */
  accountType?: string;
}

export interface Subject {
  /** The words to search for. */
  query: string;
  focus: Focus;
}

/** How a platform reads in an answer ("Fitness on TikTok"). */
export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter',
  facebook: 'Facebook',
};

/** Each platform's names in a message. "Reels" are Instagram's; a lone "reel" is any short video. */
const PLATFORM_WORDS: Record<Platform, RegExp> = {
  instagram: /\binstagram\b|\binsta\b|\big\b|\breels\b/,
  tiktok: /\btik ?toks?\b/,
  youtube: /\byoutube\b/,
  twitter: /\btwitter\b|\btweets?\b/,
  facebook: /\bfacebook\b|\bfb\b/,
};

/** The one platform a message names; none when it names none, or several ("TikTok or Instagram?"). */
export function platformOf(message: string): Platform | undefined {
  const text = message.toLowerCase();
  const named = PLATFORMS.filter((platform) => PLATFORM_WORDS[platform].test(text));
  return named.length === 1 ? named[0] : undefined;
}

/** The message's subject words, in order: what a search for it should look for. */
export function subjectQuery(message: string): string {
  const words = message.toLowerCase().match(/[@#]?[\p{L}\p{N}][\p{L}\p{N}'.&-]*/gu) ?? [];
  return words
    .map((word) => word.replace(/['.]+$/, '').replace(/'s$/, ''))
    .filter(
      (word) =>
        word.startsWith('@') ||
        word.startsWith('#') ||
        (termOf(word) !== null && !ASKING_WORDS.has(word) && !HOW_MANY.test(word)),
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

type Entries = { name: string }[];

/**
 * Reads messages against the library's taxonomies, fetched once: a follow-up reads several messages.
 * Each kind's longest named entry wins (most used on a tie).
 */
export async function subjectReader(tools: LibraryTools): Promise<(message: string) => Subject> {
  const [topics, formats, concepts, accountTypes] = await Promise.all([
    tools.taxonomyCounts('topic', 100),
    tools.taxonomyCounts('format', 100),
    tools.taxonomyCounts('concept', 100),
    tools.taxonomyCounts('accountType', 100),
  ]);
  return (message) => {
    const named = (entries: Entries) =>
      entries
        .filter((entry) => mentions(message, entry.name))
        .sort((a, b) => b.name.length - a.name.length)[0]?.name;
    const focus: Focus = {};
    const topic = named(topics);
    const format = named(formats);
    const concept = named(concepts);
    const platform = platformOf(message);
    // Only with "account(s)": "for a fitness coach" says who the user is, not which accounts to read.
    const accountType = /\baccounts?\b/i.test(message) ? named(accountTypes) : undefined;
    if (topic) focus.topic = topic;
    if (format) focus.format = format;
    if (concept) focus.concept = concept;
    if (platform) focus.platform = platform;
    if (accountType && accountType !== topic) focus.accountType = accountType;
    return { query: subjectQuery(message), focus };
  };
}

/** Whether the subject names anything to search for: words, a taxonomy entry or a platform. */
export const namesSomething = (subject: Subject) =>
  subject.query.length > 0 || Object.keys(subject.focus).length > 0;
