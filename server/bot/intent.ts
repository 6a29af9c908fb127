import type { BotIntent } from '../../shared/contracts/bot';
import type { ChatTurn } from './chat-model';

/**
 * Which of the eight intents of docs/product/bot-admin-and-embeddings.md#chat-prompts a chat message is (issue 18): each intent's phrasings are
 * scored, phrases above single words, and the best score wins. A message that says nothing an intent
 * recognises is a library search (SEARCH_LOOKUP), unless it reads as a follow-up ("more", "make them
 * shorter"), which keeps the intent of the user's previous message.
 */

interface Cue {
  pattern: RegExp;
  weight: number;
}

const PHRASE = 3;
const WORD = 1;

const cues = (weight: number, ...patterns: RegExp[]): Cue[] =>
  patterns.map((pattern) => ({ pattern, weight }));

/** Each intent's phrasings. Patterns run on the lower-cased message; `\b` keeps words whole. */
export const INTENT_CUES: Record<BotIntent, Cue[]> = {
  VIDEO_BRAINSTORMER: [
    ...cues(
      PHRASE,
      /\bbrainstorm/,
      /\b(video|content|post|reel|tiktok|series) ideas?\b/,
      /\bideas? for (a |an |my |our )?(video|videos|content|posts?|reels?|tiktoks?)\b/,
      /\bwhat (should|could|can) i (post|film|make|create|shoot|record)\b/,
      /\bwhat (videos?|content) (should|could|can) i\b/,
      /\bgive me (some )?ideas\b/,
      /\bcome up with\b/,
      /\bnext video\b/,
    ),
    ...cues(WORD, /\bideas?\b/, /\binspire|inspiration\b/, /\bpost about\b/),
  ],
  CONCEPT_ADVISOR: [
    ...cues(
      PHRASE,
      /\bconcepts?\b/,
      /\bangles?\b/,
      /\bwhy (does|do|did|is|are) .{1,60}\b(work|working|perform|performing|go viral|blow up|land)\b/,
      /\bwhat makes .{1,60}\b(work|successful|go viral|perform)\b/,
      /\bpsycholog/,
      /\bcuriosity gap\b|\bmyth bust|\bcontrarian\b|\bsocial proof\b|\bunderdog\b/,
    ),
    ...cues(WORD, /\bapproach\b/, /\bmessaging\b/, /\bpositioning\b/, /\bwhy\b/),
  ],
  SEARCH_LOOKUP: [
    ...cues(
      PHRASE,
      /\b(find|show|search|look up|lookup|pull up|list)( me)? (all |some |any )?(the )?(videos?|clips?|examples?|reels?|tiktoks?)\b/,
      /\b(videos?|clips?) (about|on|from|by|with|of)\b/,
      /\bany videos?\b/,
      /(^|\s)[@#][\p{L}\p{N}._]+/u,
    ),
    ...cues(WORD, /\bfind\b/, /\bsearch\b/, /\bshow me\b/, /\blook(ing)? for\b/, /\bwhere\b/),
  ],
  SWIPE_FILE_BUILDER: [
    ...cues(
      PHRASE,
      /\bswipe ?files?\b/,
      /\bswipe\b/,
      /\b(mood|inspiration|reference) ?(board|file|set|list)s?\b/,
      /\bcurate\b|\bcuration\b/,
      /\bcollection of\b/,
      /\b(save|collect|bookmark) (these|them|videos?|some)\b/,
    ),
    ...cues(WORD, /\bcollect(ion)?\b/, /\bsave\b/, /\bshortlist\b/, /\breferences?\b/),
  ],
  HOOK_GENERATOR: [
    ...cues(
      PHRASE,
      /\bhooks?\b/,
      /\bopening (line|lines|sentence|seconds?|shot)\b/,
      /\bfirst (line|lines|sentence|(3|three|few|two|2) seconds?)\b/,
      /\b(stop|stops|stopping) the scroll\b|\bscroll[- ]stopp/,
      /\bgrab (attention|the viewer)\b/,
      /\bopeners?\b/,
    ),
    ...cues(WORD, /\bheadlines?\b/, /\btitles?\b/, /\bintro\b/, /\battention\b/),
  ],
  FRAMEWORK_BUILDER: [
    ...cues(
      PHRASE,
      /\bframeworks?\b/,
      /\bstructure\b|\bstructured\b|\bstructuring\b/,
      /\bstorytelling\b/,
      /\bnarrative\b/,
      /\bscript (template|outline|structure)\b/,
      /\bstep[- ]by[- ]step\b/,
      /\bhow (do|should|can) i (structure|script|outline|lay out)\b/,
      /\btemplates?\b/,
    ),
    ...cues(WORD, /\bscripts?\b/, /\boutline\b/, /\bbeats?\b/, /\bformula\b/, /\bflow\b/),
  ],
  FORMAT_ADVISOR: [
    ...cues(
      PHRASE,
      /\bformats?\b/,
      /\b(what|which) (kind|type|style)s? of (video|videos|content)\b/,
      /\bvideo (style|type)s?\b/,
      /\btalking head|green screen|day in the life|before (&|and) after|pov skit|listicle|storytime|street interview|unboxing|behind the scenes|duet|stitch|voiceover|b-roll|tutorial|product demo\b/,
    ),
    ...cues(WORD, /\bstyles?\b/, /\bshould i (film|shoot)\b/, /\bon camera\b/),
  ],
  INSIGHT_GENERATOR: [
    ...cues(
      PHRASE,
      /\binsights?\b/,
      /\btrends?\b|\btrending\b/,
      /\bwhat('s| is) working\b/,
      /\bperform(s|ing)? (best|well|better)\b|\btop[- ]performing\b|\bbest[- ]performing\b/,
      /\b(average|median|mean) (views|engagement|likes)\b/,
      /\bstats?\b|\bstatistics\b|\bnumbers\b|\bdata\b|\banalytics\b|\bbenchmarks?\b/,
      /\bpatterns?\b/,
    ),
    ...cues(WORD, /\bengagement\b/, /\bviews\b/, /\bcompare\b/, /\banaly[sz]e\b/, /\bwhat works\b/),
  ],
};

/** Short messages that lean on the previous turn ("more", "another five", "make them punchier"). */
const FOLLOW_UP =
  /^(more|another|again|and |also |what about|how about|now |ok|okay|same|shorter|longer|make (it|them|those)|do (it|that|the same)|for (a|an|my) )/;
/** "give me 5 more", "show me a few more like these": asking for more of the last answer. */
const MORE_OF_THE_SAME = /^(give|show|get|write|find|list)( me)?( \w+){0,2} more\b/;

/** Whether the message leans on the conversation's previous turn rather than standing on its own. */
export function readsAsFollowUp(message: string): boolean {
  const text = message.trim().toLowerCase();
  return FOLLOW_UP.test(text) || MORE_OF_THE_SAME.test(text);
}

export interface IntentResult {
  intent: BotIntent;
  /** 0–1: the winner's share of the two best scores (0.5 a tie); low when nothing matched. */
  confidence: number;
}

function scores(message: string): [BotIntent, number][] {
  const text = message.toLowerCase();
  return (Object.entries(INTENT_CUES) as [BotIntent, Cue[]][])
    .map(([intent, list]): [BotIntent, number] => [
      intent,
      list.reduce((sum, cue) => sum + (cue.pattern.test(text) ? cue.weight : 0), 0),
    ])
    .sort((a, b) => b[1] - a[1]);
}

/** The intent of a message, given the conversation's earlier turns (oldest first). */
export function classifyIntent(message: string, history: ChatTurn[] = []): IntentResult {
  const ranked = scores(message);
  const [best, second] = ranked;
  if (best && best[1] > 0) {
    const runnerUp = second?.[1] ?? 0;
    return { intent: best[0], confidence: round(best[1] / (best[1] + runnerUp)) };
  }
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  if (previous && readsAsFollowUp(message)) {
    const earlier = classifyIntent(previous.content);
    if (earlier.confidence > 0) return { intent: earlier.intent, confidence: round(earlier.confidence / 2) };
  }
  // Nothing recognised: a message about a subject is a search of the library for it.
  return { intent: 'SEARCH_LOOKUP', confidence: 0 };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Words that follow "for" or "my" without naming a niche ("for more views", "my videos"). */
const NOT_A_NICHE = new Set(
  (
    'more less the this that these those it them me us you example instance now today tomorrow ' +
    'video videos content post posts reel reels tiktok tiktoks instagram youtube shorts views likes ' +
    'engagement followers growth reach audience account accounts page channel feed hooks hook ideas idea ' +
    'next first own free sale sales beginners everyone anyone people viewers looking trying going new not ' +
    'just so really working struggling stuck sure curious wondering planning starting getting about'
  ).split(' '),
);
/** Words that end a niche phrase: "for a fitness coach who …", "my bakery on instagram". */
const NICHE_END = new Set(
  (
    'who that which to with on in at about and or but so because using please if when where while ' +
    'like than from by into over under vs versus what how why is are was were be will would can could ' +
    'should do does did get got need needs want wants has have had'
  ).split(' '),
);
const MAX_NICHE_WORDS = 4;

const NICHE_PATTERNS = [
  /\b(?:i am|i'm|im|i run|we are|we're|we run) (?:a |an )?([^.,!?;:\n]+)/,
  /\bas (?:a|an) ([^.,!?;:\n]+)/,
  /\bfor (?:a |an |my |our )?([^.,!?;:\n]+)/,
  /\b(?:my|our) ([^.,!?;:\n]+)/,
];

/**
 * The user's niche as they wrote it: "for a fitness coach" → "fitness coach", "my skincare brand" →
 * "skincare brand", "I'm a real estate agent" → "real estate agent"; null when the message names none.
 */
export function extractNiche(message: string): string | null {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  const niche = /\bin the ([^.,!?;:\n]+?) (?:niche|space|industry|market)\b/.exec(text);
  if (niche?.[1]) return clean(niche[1]);
  for (const pattern of NICHE_PATTERNS) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of text.matchAll(global)) {
      const phrase = clean(match[1] ?? '');
      if (phrase) return phrase;
    }
  }
  return null;
}

function clean(phrase: string): string | null {
  const words: string[] = [];
  for (const word of phrase.trim().split(/\s+/)) {
    if (NICHE_END.has(word) || words.length === MAX_NICHE_WORDS) break;
    words.push(word);
  }
  const first = words[0];
  if (!first || NOT_A_NICHE.has(first) || /^\d/.test(first)) return null;
  // Trailing filler: "my fitness business account" keeps "fitness business".
  while (words.length > 1 && NOT_A_NICHE.has(words[words.length - 1] ?? '')) words.pop();
  return (
    words
      .join(' ')
      .replace(/[^\p{L}\p{N}&' -]/gu, '')
      .trim() || null
  );
}
