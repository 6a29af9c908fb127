import {
  CALLS_TO_ACTION,
  CAPTION_HEADLINES,
  CAPTION_LINES,
  CAPTION_QUESTIONS,
  type CallToAction,
  CLOSERS,
  CONCEPTS,
  HOOK_EFFECTS,
  OUTLINE_CLOSINGS,
  OUTLINE_OPENINGS,
  OVERVIEW_CRAFT,
  OVERVIEW_ENDINGS,
  OVERVIEW_POINTS,
} from './demo-content';
import type { Rng } from './prng';
import type { VideoDraft } from './record-draft';
import { article, capitalize, fillSubject, listPhrase, lowerFirst, quoted, visualClause } from './text';

// Builds the prose fields of a record from its draft: titles, overview, outline, transcript, hooks.
// docs/decisions/0004-gated-fields-on-the-server.md: the public fields (caption, simple description, overview, outline) are written from public
// material only — the subject, the on-screen point labels, the format, elements and call to action — never
// from the hooks, the spoken lines, the payoff or the framework, which only signed-in readers receive.
// `rng` is the record's main stream, which tags, shapes and flags also draw from; the wording of the public
// fields draws from `prose`, a stream of its own, so rewording them never moves another field.

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

/** Two or three sentences on what the video shows: who, the format and subject, its points and its ending. */
export function overview(draft: VideoDraft, withCallToAction: boolean, rng: Rng, prose: Rng): string {
  const { who } = draft.creator;
  const opening = capitalize(`${article(who)} ${who} ${draft.format.verb} ${draft.idea.subject}.`);
  const sentences = [opening];
  if (rng.chance(0.7)) {
    const points = listPhrase(draft.idea.labels.map(quoted));
    sentences.push(prose.pick(OVERVIEW_POINTS).replace('{points}', points));
  }
  if (withCallToAction && prose.chance(0.6)) {
    sentences.push(prose.pick(OVERVIEW_ENDINGS).replace('{callToAction}', callToAction(draft).described));
  } else {
    const elements = listPhrase(draft.elements.map((name) => name.toLowerCase()));
    sentences.push(prose.pick(OVERVIEW_CRAFT).replace('{elements}', elements));
  }
  return sentences.join(' ');
}

/** True when the video numbers its points on screen (a list or a countdown). */
export function numbersItsPoints(draft: VideoDraft): boolean {
  return draft.format.name === 'Listicle' || draft.elements.includes('Countdown');
}

/**
 * The public outline: an opening, the three on-screen points, a closing and, when the video has one, the call
 * to action, named in neutral terms. The hook, the spoken lines and the payoff stay in the framework outline.
 */
export function outline(draft: VideoDraft, withCallToAction: boolean, prose: Rng): string[] {
  const { idea } = draft;
  const pointStyle = numbersItsPoints(draft) ? 'numbered' : prose.pick(['plain', 'point'] as const);
  const steps = [capitalize(fillSubject(prose.pick(OUTLINE_OPENINGS), idea.subject))];
  idea.labels.forEach((label, i) => {
    if (pointStyle === 'numbered') steps.push(`${i + 1}. ${label}`);
    else if (pointStyle === 'point') steps.push(`Point ${i + 1}: ${label}`);
    else steps.push(label);
  });
  steps.push(prose.pick(OUTLINE_CLOSINGS));
  if (withCallToAction) steps.push(`Call to action: ${callToAction(draft).overlay}`);
  return steps;
}

/** The framework's reading of the video (gated): the hook, each beat with its spoken line, the payoff. */
export function frameworkOutline(draft: VideoDraft): string[] {
  const { framework, idea } = draft;
  return [
    `Hook: ${structuralHook(draft)}`,
    ...framework.beats.map((beat, i) => `${beat}: ${idea.lines[i]}`),
    `Payoff: ${idea.payoff}`,
  ];
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

/** A post caption: a headline on the subject, sometimes an emoji, a line or call to action, then hashtags. */
export function caption(draft: VideoDraft, rng: Rng, prose: Rng): string {
  const { idea, topic } = draft;
  // The first line names the subject in the account's words; the hook lines belong to the analysis.
  const templates = rng.chance(0.7) ? CAPTION_HEADLINES : CAPTION_QUESTIONS;
  const headline = capitalize(fillSubject(prose.pick(templates), idea.subject));
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
