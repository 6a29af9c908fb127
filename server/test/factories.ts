import type { Db } from '../db/database';
import { importRecords } from '../library-import/import-videos';

let nextId = 1;

/** A complete, valid import record (docs/product/video-data.md#the-video-record names); override any field. */
export function videoRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (overrides.id as number | undefined) ?? nextId++;
  return {
    id,
    platform: 'instagram',
    url: `https://www.instagram.com/reel/TEST${id}/`,
    thumbnail: `thumb-${id}.png`,
    caption: 'Three pantry staples that changed my weeknight dinners #cooking',
    author_username: 'weeknight.kitchen',
    simple_description: `Weeknight dinner idea ${id}`,
    overview: 'A fast walkthrough of a one-pan dinner with a twist at the end.',
    simple_outline: ['Show the finished dish', 'Cook in one pan', 'Reveal the twist'],
    views: 12_500,
    likes: 900,
    comments: 40,
    engagement: 0.0752,
    post_date: '2025-03-01T12:00:00Z',
    // Any id gives a valid date (an id past 32 bits would overflow the year).
    created_at: new Date(Date.UTC(2025, 0, 1) + (id % 10_000_000) * 60_000).toISOString(),
    db_analysis: {
      topics: [{ match: 'Cooking' }],
      concepts: [{ match: 'Transformation' }],
      elements: [{ match: 'Text Hook' }],
      accountTypes: [{ match: 'Personal Brand / Creator' }],
      format: { match: 'Tutorial / How-To' },
    },
    hook_title_present: true,
    hook_title_content: 'Dinner in 12 minutes',
    hook_verbal_present: true,
    hook_verbal_content: 'You have been cooking rice wrong',
    hook_visual_present: false,
    hook_visual_content: '',
    hook_overview: 'Opens on the finished plate, then rewinds.',
    payoff: 'The twist: the sauce is made in the same pan.',
    narrative_framework_name: 'Problem → Solution',
    narrative_framework_core_logic: 'Name a pain, then remove it.',
    narrative_framework_data: {
      frameworkType: 'Tutorial',
      structuralBreakdown: { hook: 'Plate first', beats: [], payoff: 'Sauce' },
    },
    themes: ['Cooking'],
    techniques: ['Rewind'],
    emotions: ['Curiosity'],
    trends: ['One-pan meals'],
    transcript: 'Tonight we are making a one pan dinner that takes twelve minutes.',
    ...overrides,
  };
}

/** The default record's gated analysis (docs/decisions/0004-gated-fields-on-the-server.md), word for word: none of it may reach a visitor. */
export const DEFAULT_GATED_TEXTS = [
  'Dinner in 12 minutes',
  'You have been cooking rice wrong',
  'Opens on the finished plate',
  'the sauce is made in the same pan',
  'Problem → Solution',
  'Name a pain',
  'Rewind',
  'Curiosity',
  'One-pan meals',
  'Tonight we are making',
] as const;

/**
 * Puts videos into the library through the real import path (`onCommitted` and `dataDir` as the app's own
 * imports pass them; with `dataDir`, thumbnails are looked up and converted).
 */
export async function createVideos(
  db: Db,
  records: Record<string, unknown>[],
  options: { onCommitted?: () => void; dataDir?: string } = {},
) {
  const report = await importRecords(
    db,
    records.map((value, i) => ({ position: `index ${i}`, value })),
    options,
  );
  if (report.rejected.length > 0)
    throw new Error(`test records rejected: ${JSON.stringify(report.rejected)}`);
  return report;
}
