import { EMOTIONS, ORGANIZATIONAL_TAGS, TECHNIQUES, TRENDS } from './demo-content';
import type { Rng } from './prng';
import { callToAction, frameworkOutline, numbersItsPoints, structuralHook } from './record-content';
import type { VideoDraft } from './record-draft';

// Structured analysis parts of a record: text overlays, the narrative framework and the free tag lists.

interface Overlay {
  type?: string;
  timeAppearance?: string;
  text: string;
}

/**
 * On-screen text entries after the hook; some lack a type or a time so the screen's defaults can be seen.
 * The title on screen in the first seconds is the title hook, which only signed-in readers receive
 * (docs/decisions/0004-gated-fields-on-the-server.md), so this public list starts with the points.
 */
export function textOverlays(draft: VideoDraft, rng: Rng): Overlay[] {
  const { idea, durationSeconds } = draft;
  const overlays: Overlay[] = [];
  const segment = Math.floor((durationSeconds - 6) / 3);
  const numbered = numbersItsPoints(draft);
  const untyped = rng.chance(0.15) ? rng.int(0, 2) : -1;
  idea.labels.forEach((label, i) => {
    const start = 3 + i * segment;
    const text = numbered ? `${i + 1}. ${label}` : label;
    const timeAppearance = `${clock(start)}-${clock(start + segment - 1)}`;
    overlays.push(i === untyped ? { timeAppearance, text } : { type: 'Key Point', timeAppearance, text });
  });
  overlays.push({
    type: 'Call to Action',
    timeAppearance: `${clock(durationSeconds - 3)}-${clock(durationSeconds)}`,
    text: callToAction(draft).overlay,
  });
  // A persistent handle watermark has no time; a rare note has neither type nor time.
  if (rng.chance(0.2)) overlays.push({ type: 'Watermark', text: `@${draft.creator.handle}` });
  if (rng.chance(0.05)) overlays.push({ text: 'Save this for later' });
  return overlays;
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** narrative_framework_data; on some records hook, beats and payoff sit at the top level. */
export function narrativeData(draft: VideoDraft, rng: Rng): Record<string, unknown> {
  const { framework, idea } = draft;
  const stepWithoutDescription = rng.chance(0.05) ? rng.int(0, framework.steps.length - 1) : -1;
  const microPatternSteps = framework.steps.map(([name, description], i) =>
    i === stepWithoutDescription ? { step: i + 1, name } : { step: i + 1, name, description },
  );
  const unnamedBeat = rng.chance(0.07) ? rng.int(0, 2) : -1;
  const beats = framework.beats.map((name, i) =>
    i === unnamedBeat ? { function: idea.lines[i] } : { name, function: idea.lines[i] },
  );
  const breakdown: Record<string, unknown> = { beats };
  // A few analyses miss the hook or payoff description, which the screen covers with a fallback.
  if (!rng.chance(0.04)) breakdown.hook = structuralHook(draft);
  if (!rng.chance(0.04)) breakdown.payoff = idea.payoff;
  const base = {
    frameworkType: framework.type,
    simpleOutline: frameworkOutline(draft),
    repeatingMicroPattern: framework.microPattern,
    microPatternSteps,
  };
  return rng.chance(0.15) ? { ...base, ...breakdown } : { ...base, structuralBreakdown: breakdown };
}

/** Techniques the analysis names, led by those the format and concepts imply. */
export function techniques(draft: VideoDraft, rng: Rng): string[] {
  const implied: string[] = [];
  if (draft.format.name === 'Listicle') implied.push('Numbered structure');
  if (draft.concepts.includes('Curiosity Gap')) implied.push('Open loop');
  if (draft.format.name === 'Storytime' || draft.concepts.includes('Personal Vulnerability')) {
    implied.push('Personal anecdote');
  }
  if (draft.format.name === 'Product Demo') implied.push('Live demonstration');
  if (draft.elements.includes('Face to Camera')) implied.push('Direct address');
  return fillFrom(implied, TECHNIQUES, rng.int(2, 4), rng);
}

/** Emotions the video plays on. */
export function emotions(draft: VideoDraft, rng: Rng): string[] {
  const byConcept: Record<string, string> = {
    Transformation: 'Motivation',
    'Relatable Struggle': 'Empathy',
    'Curiosity Gap': 'Curiosity',
    'Myth Busting': 'Surprise',
    'Quick Win': 'Satisfaction',
    'Aspirational Lifestyle': 'Aspiration',
    'Expert Authority': 'Trust',
    Nostalgia: 'Nostalgia',
  };
  const implied = draft.concepts.map((c) => byConcept[c]).filter((e): e is string => e !== undefined);
  return fillFrom(implied, EMOTIONS, rng.int(1, 3), rng);
}

/** Platform trends the video rides; many videos ride none. */
export function trends(rng: Rng): string[] {
  return fillFrom([], TRENDS, rng.chance(0.35) ? 0 : rng.int(1, 2), rng);
}

/** Curation tags, two of them set from the data. */
export function organizationalTags(draft: VideoDraft, rng: Rng): string[] {
  const implied: string[] = [];
  if (draft.views >= 500_000) implied.push('High Performer');
  const { title, verbal, visual } = draft.hooks;
  if (title && verbal && visual && rng.chance(0.5)) implied.push('Strong Hook');
  return fillFrom(implied, ORGANIZATIONAL_TAGS, Math.max(implied.length, rng.int(1, 3)), rng);
}

function fillFrom(start: string[], pool: string[], count: number, rng: Rng): string[] {
  const items = [...new Set(start)].slice(0, count);
  for (const candidate of rng.shuffle(pool)) {
    if (items.length >= count) break;
    if (!items.includes(candidate)) items.push(candidate);
  }
  return items;
}
