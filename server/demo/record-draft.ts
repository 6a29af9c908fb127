import {
  COMPANION_ACCOUNT_TYPES,
  CONCEPT_FRAMEWORKS,
  CONCEPTS,
  DEMO_TOPICS,
  type DemoCreator,
  type DemoIdea,
  type DemoTopic,
  ELEMENTS,
  FORMATS,
  type FormatSource,
  FRAMEWORKS,
  type FrameworkSource,
} from './demo-content';
import type { Platform, RecordPlan } from './plan';
import { base64urlCode, normalDraw, type Rng } from './prng';

// Every post falls in this window (UTC), per the demo brief.
const FIRST_POST = Date.UTC(2024, 0, 1);
const LAST_POST = Date.UTC(2026, 9, 31);
// The day the library was last added to: no video entered it later, so none is dated in the future and
// tops Newest on a fresh install.
const LAST_ADDED = Date.UTC(2026, 10, 14);
const DAY_MS = 86_400_000;
const MIN_VIEWS = 2000;
const MAX_VIEWS = 8_000_000;

/** The choices behind one video, before they are written out as import fields. */
export interface VideoDraft {
  id: number;
  platform: Platform;
  topic: DemoTopic;
  idea: DemoIdea;
  creator: DemoCreator;
  format: FormatSource;
  topics: string[];
  concepts: string[];
  elements: string[];
  accountTypes: string[];
  hooks: { title: string | null; verbal: string | null; visual: string | null };
  framework: FrameworkSource;
  durationSeconds: number;
  views: number;
  likes: number;
  comments: number;
  postMs: number;
  createdMs: number;
  url: string;
}

/**
 * Makes the content choices for one planned record. `takenFormats` are the formats its idea was already
 * shot in: another format is chosen, so no two videos share a description (and so a title).
 */
export function draftVideo(
  plan: RecordPlan,
  rng: Rng,
  takenFormats: ReadonlySet<string> = new Set(),
): VideoDraft {
  const topic = DEMO_TOPICS[plan.topicIndex] as DemoTopic;
  const idea = topic.ideas[plan.ideaIndex] as DemoIdea;
  // Ideas are written in a voice (first person, "we" of a shop); only fitting creators post them.
  const creator = rng.weighted(creatorsFor(topic, idea), (_, i) => 3 - Math.min(i, 2));
  const mainConcept = idea.concepts[0] ?? 'Quick Win';
  const favoured = CONCEPTS.find((c) => c.name === mainConcept)?.formats ?? [];
  const suitability = (f: FormatSource) => f.weight * (favoured.includes(f.name) ? 3 : 1);
  const drawn = rng.weighted(FORMATS, suitability);
  // A repeat of the idea in a format it already had would be a twin: it takes the best-fitting format the
  // idea has not had yet instead (no extra draw, so the record's later draws stay as they were).
  const format = takenFormats.has(drawn.name) ? (bestOpenFormat(takenFormats, suitability) ?? drawn) : drawn;
  const postMs = postTime(rng);
  const views = viewCount(rng);
  return {
    id: plan.id,
    platform: plan.platform,
    topic,
    idea,
    creator,
    format,
    topics: pickTopics(topic, rng),
    concepts: pickConcepts(idea, rng),
    elements: pickElements(format, rng),
    accountTypes: rng.chance(0.25)
      ? [creator.type, COMPANION_ACCOUNT_TYPES[creator.type] ?? creator.type]
      : [creator.type],
    hooks: pickHooks(idea, format, rng),
    framework: pickFramework(mainConcept, format, rng),
    durationSeconds: rng.int(18, 58),
    views,
    likes: Math.round(views * (0.02 + rng.next() * 0.1)),
    comments: Math.max(2, Math.round(views * (0.001 + rng.next() * 0.009))),
    postMs,
    createdMs: addedTime(postMs, rng),
    url: videoUrl(plan, creator.handle, postMs, rng),
  };
}

function bestOpenFormat(
  taken: ReadonlySet<string>,
  suitability: (f: FormatSource) => number,
): FormatSource | undefined {
  let best: FormatSource | undefined;
  for (const f of FORMATS) if (!taken.has(f.name) && (!best || suitability(f) > suitability(best))) best = f;
  return best;
}

// A video entered the library one to 45 days after it was posted, never after LAST_ADDED.
function addedTime(postMs: number, rng: Rng): number {
  const days = Math.min(rng.int(1, 45), Math.floor((LAST_ADDED - postMs) / DAY_MS));
  return Math.min(postMs + days * DAY_MS + rng.int(0, DAY_MS - 1), LAST_ADDED + DAY_MS - 1);
}

function creatorsFor(topic: DemoTopic, idea: DemoIdea): DemoCreator[] {
  const fitting = idea.by
    .map((handle) => topic.creators.find((c) => c.handle === handle))
    .filter((c): c is DemoCreator => c !== undefined);
  return fitting.length > 0 ? fitting : topic.creators;
}

// Log-normal around 45K views: most videos get tens of thousands, a handful reach millions (2K to 8M).
function viewCount(rng: Rng): number {
  const views = Math.round(45_000 * Math.exp(1.7 * normalDraw(rng)));
  if (views < MIN_VIEWS) return MIN_VIEWS + rng.int(0, 3000);
  return Math.min(views, MAX_VIEWS - rng.int(0, 250_000));
}

// Posts cluster in the afternoon and evening (UTC), as scheduled posts do.
function postTime(rng: Rng): number {
  const days = Math.floor((LAST_POST - FIRST_POST) / DAY_MS);
  const day = FIRST_POST + rng.int(0, days) * DAY_MS;
  return day + rng.int(11, 23) * 3_600_000 + rng.int(0, 59) * 60_000 + rng.int(0, 59) * 1000;
}

function pickTopics(topic: DemoTopic, rng: Rng): string[] {
  const roll = rng.next();
  const extra = roll < 0.45 ? 0 : roll < 0.85 ? 1 : 2;
  return [topic.topic, ...rng.shuffle(topic.related).slice(0, extra)];
}

function pickConcepts(idea: DemoIdea, rng: Rng): string[] {
  const own = rng.chance(0.7) ? idea.concepts : idea.concepts.slice(0, 1);
  const roll = rng.next();
  const extra = roll < 0.5 ? 0 : roll < 0.85 ? 1 : 2;
  const concepts = [...own];
  while (concepts.length < Math.min(4, own.length + extra)) {
    const next = rng.weighted(CONCEPTS, (c) => c.weight).name;
    if (!concepts.includes(next)) concepts.push(next);
  }
  return concepts;
}

function pickElements(format: FormatSource, rng: Rng): string[] {
  const roll = rng.next();
  const count = roll < 0.1 ? 1 : roll < 0.35 ? 2 : roll < 0.65 ? 3 : roll < 0.87 ? 4 : 5;
  // Most of a video's elements come with its format; the rest are the editor's own choices.
  const elements = rng.shuffle(format.elements).slice(0, Math.min(count, rng.int(1, 3)));
  while (elements.length < count) {
    const next = rng.weighted(ELEMENTS, (e) => e.weight).name;
    if (!elements.includes(next)) elements.push(next);
  }
  return elements;
}

function pickHooks(idea: DemoIdea, format: FormatSource, rng: Rng): VideoDraft['hooks'] {
  const hooks = {
    title: rng.chance(0.78) ? idea.title : null,
    verbal: rng.chance(format.name === 'Voiceover B-roll' ? 0.7 : 0.86) ? idea.verbal : null,
    visual: rng.chance(0.82) ? idea.visual : null,
  };
  // Every analysed video detected at least one hook; the screen's "Not Detected" shows per hook.
  if (!hooks.title && !hooks.verbal && !hooks.visual) hooks.verbal = idea.verbal;
  return hooks;
}

function pickFramework(mainConcept: string, format: FormatSource, rng: Rng): FrameworkSource {
  const conceptFramework = CONCEPT_FRAMEWORKS[mainConcept];
  const name = conceptFramework && rng.chance(0.5) ? conceptFramework : rng.pick(format.frameworks);
  return FRAMEWORKS.find((f) => f.name === name) ?? (FRAMEWORKS[0] as FrameworkSource);
}

function videoUrl(plan: RecordPlan, handle: string, postMs: number, rng: Rng): string {
  const shortcode = () => {
    // Reel shortcodes from 2025 on start with D, earlier ones with C, as on the platform.
    return (new Date(postMs).getUTCFullYear() >= 2025 ? 'D' : 'C') + base64urlCode(rng, 10);
  };
  // TikTok ids carry the post time in their top 32 bits, which gives realistic 19-digit ids.
  const tiktokId = () =>
    ((BigInt(Math.floor(postMs / 1000)) << 32n) | BigInt(rng.int(0, 2 ** 32 - 1))).toString();
  if (plan.offDomainUrl) {
    return plan.platform === 'instagram'
      ? `https://media.example.net/reels/${shortcode()}.mp4`
      : `https://vm.example-cdn.com/ZT${shortcode().slice(1, 9)}/`;
  }
  return plan.platform === 'instagram'
    ? `https://www.instagram.com/reel/${shortcode()}/`
    : `https://www.tiktok.com/@${handle}/video/${tiktokId()}`;
}
