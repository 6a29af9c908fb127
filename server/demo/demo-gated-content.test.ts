import { describe, expect, it } from 'vitest';
import { GATED_VIDEO_FIELDS } from '../../shared/contracts/video';
import { normalizeRecord } from '../library-import/normalize-record';
import { presentFullVideo, presentPublicVideo } from '../videos/video-presenter';
import { buildDemoRecords } from './demo-library';

// docs/decisions/0004-gated-fields-on-the-server.md: visitors never receive the gated analysis. The presenter leaves the gated fields out;
// this test makes sure the demo library does not copy their text into the fields a visitor does get
// (overview, outline, caption, overlays, …), where the blurred panels could be read after all.

type FullRow = Parameters<typeof presentFullVideo>[0];

/** Every demo video as the server presents it: imported, then shaped for a reader and for a visitor. */
const videos = buildDemoRecords().map((record) => {
  const result = normalizeRecord(record);
  if (!result.ok) throw new Error(`demo record ${String(record.id)}: ${result.reason}`);
  const row = { ...result.video.row, createdAt: result.video.row.createdAt ?? new Date(0) } as FullRow;
  return { full: presentFullVideo(row), visitor: presentPublicVideo(row) };
});
const analysed = videos.filter((v) => v.full.has_analysis);

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const wordsIn = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

// Fields whose whole text is one distinct piece of analysis, however short (a two-word framework name
// counts). The gated tag lists (themes, techniques, emotions, trends) hold short labels, and themes are the
// video's topics by docs/product/video-data.md#the-video-record, so only their sentences count.
const DISTINCT_FIELDS = [
  'hook_title_content',
  'hook_verbal_content',
  'hook_visual_content',
  'hook_overview',
  'payoff',
  'narrative_framework_name',
  'narrative_framework_core_logic',
  'transcript',
] as const;
const MIN_PHRASE_WORDS = 4;

/** The gated texts of a video that must not show up in public: distinct strings, sentences and clauses. */
function gatedPhrases(video: Record<string, unknown>): string[] {
  const phrases = new Set<string>();
  for (const field of DISTINCT_FIELDS) {
    const text = video[field];
    if (typeof text === 'string' && text.trim() !== '') phrases.add(normalise(text));
  }
  for (const field of GATED_VIDEO_FIELDS) {
    for (const text of stringsIn(video[field])) {
      if (wordsIn(text) >= MIN_PHRASE_WORDS) phrases.add(normalise(text));
      // Sentences and clauses. (A quoted hook needs no split of its own: the hook fields count whole.)
      for (const part of text.split(/[.!?;:"“”()]+(?:\s|$)|,\s+|\n/)) {
        if (wordsIn(part) >= MIN_PHRASE_WORDS) phrases.add(normalise(part));
      }
    }
  }
  return [...phrases];
}

function publicOutline(video: { simple_outline: unknown }): string[] {
  return stringsIn(video.simple_outline);
}

describe('demo library: gated analysis stays out of public fields (docs/decisions/0004-gated-fields-on-the-server.md)', () => {
  it('covers the whole library', () => {
    expect(videos.length).toBeGreaterThanOrEqual(320);
    expect(analysed.length).toBeGreaterThan(300);
  });

  it('copies no gated sentence, clause, hook, payoff or framework text into any public field', () => {
    const leaks: string[] = [];
    for (const { full, visitor } of analysed) {
      const publicText = normalise(stringsIn(visitor).join('\n'));
      for (const phrase of gatedPhrases(full as unknown as Record<string, unknown>)) {
        if (publicText.includes(phrase)) leaks.push(`${full.id}: ${phrase}`);
      }
    }
    expect(leaks.slice(0, 20), `${leaks.length} leaks`).toEqual([]);
  });

  it('states neither the hook nor the payoff in the public outline', () => {
    const lines = analysed.flatMap(({ visitor }) =>
      publicOutline(visitor).map((line) => `${visitor.id}: ${line}`),
    );
    expect(lines.length).toBeGreaterThan(analysed.length * 4);
    expect(lines.filter((line) => /^\d+: (hook|payoff)\s*:/i.test(line)).slice(0, 10)).toEqual([]);
  });

  it('keeps the public outline apart from the narrative framework outline', () => {
    for (const { full, visitor } of analysed) {
      const framework = (full.narrative_framework?.simpleOutline ?? []).map(normalise);
      const overlap = publicOutline(visitor).filter((line) => framework.includes(normalise(line)));
      expect(overlap, String(full.id)).toEqual([]);
    }
  });
});
