/**
 * The tone an intent's prompt asks for, as the offline strategist can honour it (issue 18: the admin's
 * prompt shapes an answer's sections and tone). A model reads "Tone: energetic, practical." as an
 * instruction; the strategist reads the prompt's `Tone:` line for two things it can do for real: a
 * concise tone keeps each section to its strongest few lines, a friendly one opens and closes warmly.
 * Any other tone ("analytical", "strategic") leaves the answer as the sections write it.
 */

export type Tone = 'concise' | 'friendly' | 'plain';

export interface ToneStyle {
  tone: Tone;
  /** Lines kept per section (its most important first); null: all the writer wrote. */
  linesPerSection: number | null;
  /** Put before the intro line. */
  opener: string;
  /** The answer's last line, after the sections; null: none. */
  closing: string | null;
}

const CONCISE_LINES = 3;

const STYLES: Record<Tone, ToneStyle> = {
  concise: { tone: 'concise', linesPerSection: CONCISE_LINES, opener: '', closing: null },
  friendly: {
    tone: 'friendly',
    linesPerSection: null,
    opener: 'Happy to help! ',
    closing: "You've got this: pick one of these, film it this week, and come back to compare your numbers.",
  },
  plain: { tone: 'plain', linesPerSection: null, opener: '', closing: null },
};

const TONE_WORDS: [RegExp, Tone][] = [
  [
    /\b(concise|brief|direct|terse|punchy|crisp|succinct|to the point|short|no-nonsense|minimal)\b/,
    'concise',
  ],
  [
    /\b(friendly|encouraging|warm|supportive|upbeat|enthusiastic|energetic|cheerful|motivating|positive|casual)\b/,
    'friendly',
  ],
];

/** The tone of the prompt's first `Tone:` sentence: its first word a rule knows decides; plain without one. */
export function toneOf(prompt: string): ToneStyle {
  const line = /\btone:\s*([^\n.]*)/i.exec(prompt)?.[1]?.toLowerCase() ?? '';
  let best: { at: number; tone: Tone } | null = null;
  for (const [pattern, tone] of TONE_WORDS) {
    const at = line.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, tone };
  }
  return STYLES[best?.tone ?? 'plain'];
}
