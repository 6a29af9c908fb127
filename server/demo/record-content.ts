import {
  CALLS_TO_ACTION,
  CAPTION_LINES,
  type CallToAction,
  CLOSERS,
  CONCEPTS,
  HOOK_EFFECTS,
} from './demo-content';
import type { Rng } from './prng';
import type { VideoDraft } from './record-draft';
import { article, capitalize, fillSubject, lowerFirst, quoted, visualClause } from './text';

// Builds the prose fields of a record from its draft: titles, overview, outline, transcript, hooks.

// Brand-run accounts speak as "the video" rather than as a person on camera.
const BRAND_TYPES = new Set([
  'Small Business',
  'DTC Brand',
  'Agency',
  'Enterprise Brand',
  'Local Service',
  'Media Publisher',
]);

const DEFAULT_CALL_TO_ACTION = CALLS_TO_ACTION['Personal Brand / Creator'] as CallToAction;

/** The call to action that fits the creator's account type. */
export function callToAction(draft: VideoDraft): CallToAction {
  return CALLS_TO_ACTION[draft.creator.type] ?? DEFAULT_CALL_TO_ACTION;
}

/** One-line title: the format's template filled with the idea's subject. */
export function simpleDescription(draft: VideoDraft, rng: Rng): string {
  return capitalize(fillSubject(rng.pick(draft.format.titles), draft.idea.subject));
}

/** Two or three sentences: who does what, the framework, and what the viewer gets. */
export function overview(draft: VideoDraft, rng: Rng): string {
  const { who } = draft.creator;
  const opening = capitalize(`${article(who)} ${who} ${draft.format.verb} ${draft.idea.subject}.`);
  const sentences = [opening];
  if (rng.chance(0.7)) sentences.push(draft.framework.overviewLine);
  sentences.push(draft.idea.payoff);
  return sentences.join(' ');
}

/** The line the video opens on, whichever hook carries it. */
export function openingLine(draft: VideoDraft): string {
  return draft.hooks.verbal ?? draft.hooks.title ?? draft.idea.verbal;
}

/** Outline steps: hook, the three points, payoff and usually the call to action. */
export function outline(draft: VideoDraft, rng: Rng): string[] {
  const { idea } = draft;
  const steps = [`Hook: ${openingLine(draft)}`];
  idea.labels.forEach((label, i) => {
    steps.push(`${label}: ${idea.lines[i]}`);
  });
  steps.push(`Payoff: ${idea.payoff}`);
  if (rng.chance(0.7)) steps.push(`Call to action: ${callToAction(draft).overlay}`);
  return steps;
}

/** A spoken transcript of roughly 80 to 140 words built from the format's phrasing and the idea. */
export function transcript(draft: VideoDraft, rng: Rng): string {
  const { format, idea, topic } = draft;
  const parts: string[] = [];
  if (draft.hooks.verbal) parts.push(draft.hooks.verbal);
  parts.push(fillSubject(rng.pick(format.intros), idea.subject));
  // Context lines are first-person experience, which only people (not brands) speak.
  if (!BRAND_TYPES.has(draft.creator.type) && rng.chance(0.65)) parts.push(rng.pick(topic.context));
  idea.lines.forEach((line, i) => {
    parts.push(`${format.steps[i]} ${lowerFirst(line)}`);
  });
  parts.push(rng.pick(CLOSERS));
  parts.push(rng.pick(callToAction(draft).spoken));
  return parts.join(' ');
}

/** A post caption: a headline, sometimes an emoji, a line or call to action, then hashtags. */
export function caption(draft: VideoDraft, rng: Rng): string {
  const { idea, topic } = draft;
  const headline = rng.chance(0.7) ? idea.title : idea.verbal;
  const emoji = rng.chance(0.6) ? ` ${rng.pick(topic.emoji)}` : '';
  const roll = rng.next();
  const body =
    roll < 0.2
      ? null
      : roll < 0.6
        ? rng.pick(CAPTION_LINES)
        : roll < 0.85
          ? callToAction(draft).caption
          : `${rng.pick(CAPTION_LINES)} ${callToAction(draft).caption}`;
  const tags = rng.shuffle(topic.hashtags).slice(0, rng.int(3, 5));
  if (draft.platform === 'tiktok' && rng.chance(0.4)) tags.push('#fyp');
  if (draft.platform === 'instagram' && rng.chance(0.3)) tags.push('#reels');
  return [`${headline}${emoji}`, body, tags.join(' ')].filter((part) => part !== null).join('\n\n');
}

/** The analyst's summary of how the first seconds work. */
export function hookOverview(draft: VideoDraft, rng: Rng): string {
  const { title, verbal, visual } = draft.hooks;
  const speaker =
    draft.format.name === 'Voiceover B-roll'
      ? 'The voiceover'
      : BRAND_TYPES.has(draft.creator.type)
        ? 'The video'
        : 'The creator';
  const sentences: string[] = [];
  if (verbal) {
    sentences.push(`${speaker} opens with the line ${quoted(verbal)}${/[.!?]$/.test(verbal) ? '' : '.'}`);
    if (title) sentences.push(`The on-screen title ${quoted(title)} backs it up.`);
  } else if (title) {
    sentences.push(`The on-screen title ${quoted(title)} carries the hook without a spoken opener.`);
  } else {
    sentences.push('There is no spoken or written hook; the opening relies on the visual alone.');
  }
  if (visual) sentences.push(`Visually, ${visualClause(visual)}.`);
  const angle = CONCEPTS.find((c) => c.name === draft.concepts[0])?.angle ?? 'making a clear promise';
  sentences.push(`It works by ${angle}, which ${rng.pick(HOOK_EFFECTS)}.`);
  return sentences.join(' ');
}

/** The hook line a structural breakdown starts from. */
export function structuralHook(draft: VideoDraft): string {
  const { title, verbal, visual } = draft.hooks;
  if (verbal) return `Opens with the line ${quoted(verbal)}`;
  if (title) return `Opens on the on-screen title ${quoted(title)}`;
  return `Opens on a visual: ${visualClause(visual ?? draft.idea.visual)}`;
}
