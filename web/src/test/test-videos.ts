import type { FullVideo, PublicVideo } from '../../../shared/contracts/video';

// One factory for every web test that needs a video (the list, the detail modal, the /v/{id} page).

/** A public video as the API sends it to a visitor; override any field. */
export function publicVideo(overrides: Partial<PublicVideo> = {}): PublicVideo {
  return {
    id: 1042,
    platform: 'instagram',
    url: 'https://www.instagram.com/reel/C9xY2kLmNoP/',
    thumbnail: '/images/derived/5f1c0a9e3b7d4c2a8e6f1b0d9c3a7e51.webp',
    thumbnail_srcset:
      '/images/derived/0a1b2c3d4e5f60718293a4b5c6d7e8f9.webp 180w, /images/derived/5f1c0a9e3b7d4c2a8e6f1b0d9c3a7e51.webp 360w',
    thumbnail_width: 360,
    thumbnail_height: 640,
    caption: '3 grocery swaps that cut my bill in half #budget',
    author_username: 'thrifty.table',
    simple_description: 'Three grocery swaps that halve a weekly food bill',
    overview: 'A budget cook compares three staples side by side and shows the receipts.',
    simple_outline: ['Show the old receipt', 'Swap one: rice', 'New receipt'],
    video_format: 'Before & After',
    topics: ['Personal Finance', 'Cooking'],
    concepts: ['Transformation'],
    elements: ['Text Hook', 'Captions'],
    account_types: ['Personal Brand / Creator'],
    organizational_tags: [],
    primary_topic: 'Personal Finance',
    views: 482_000,
    likes: 31_200,
    comments: 874,
    engagement: 0.0665,
    outlier_score: null,
    outlier_basis: null,
    post_date: '2025-09-14T17:02:00.000Z',
    created_at: '2025-09-20T10:00:00.000Z',
    text_overlays: [{ type: 'Title', timeAppearance: '0:00-0:03', text: '$140 → $68' }],
    keywords: ['grocery', 'swaps'],
    has_analysis: true,
    ...overrides,
  };
}

/** The same video as a signed-in reader receives it, with its real analysis; override any field. */
export function fullVideo(overrides: Partial<FullVideo> = {}): FullVideo {
  return {
    ...publicVideo(),
    hook_title_present: true,
    hook_title_content: '$140 → $68 a week',
    hook_verbal_present: true,
    hook_verbal_content: 'I was spending $140 a week on groceries.',
    hook_visual_present: false,
    hook_visual_content: null,
    hook_overview: 'Opens on the old receipt held up to the camera.',
    payoff: 'The new receipt shows the bill cut in half.',
    narrative_framework_name: 'Before / After Reveal',
    narrative_framework_core_logic: 'Show the painful before, then the cheap after.',
    narrative_framework: {
      frameworkType: 'Money makeover',
      simpleOutline: ['Receipt before the swaps', 'Three swaps', 'Receipt after the swaps'],
      repeatingMicroPattern: 'Swap, price, verdict',
      microPatternSteps: [{ step: 1, name: 'Staple trade', description: 'Name the cheaper staple' }],
      structuralBreakdown: {
        hook: 'Old receipt close-up',
        beats: [{ name: 'Rice swap', function: 'First proof of savings' }],
        payoff: 'New receipt total',
      },
    },
    themes: ['Frugal living'],
    techniques: ['Receipt reveal'],
    emotions: ['Relief'],
    trends: ['Budget hauls'],
    transcript: 'I was spending a hundred and forty dollars a week on groceries.',
    ...overrides,
  };
}

/** A signed-in reader's video whose analysis is still empty: no hooks, payoff or framework. */
export function unanalysedVideo(overrides: Partial<FullVideo> = {}): FullVideo {
  return fullVideo({
    hook_title_present: null,
    hook_title_content: null,
    hook_verbal_present: null,
    hook_verbal_content: null,
    hook_visual_present: null,
    hook_visual_content: null,
    hook_overview: null,
    payoff: null,
    narrative_framework_name: null,
    narrative_framework_core_logic: null,
    narrative_framework: null,
    themes: [],
    techniques: [],
    emotions: [],
    trends: [],
    transcript: null,
    ...overrides,
  });
}

/** Every piece of gated text in fullVideo(), to prove none of it shows in a locked section. */
export function gatedTexts(video: FullVideo): string[] {
  const framework = video.narrative_framework;
  return [
    video.hook_title_content,
    video.hook_verbal_content,
    video.hook_visual_content,
    video.hook_overview,
    video.payoff,
    video.narrative_framework_name,
    video.narrative_framework_core_logic,
    video.transcript,
    framework?.frameworkType,
    framework?.repeatingMicroPattern,
    ...(framework?.simpleOutline ?? []),
    ...(framework?.microPatternSteps.flatMap((s) => [s.name, s.description]) ?? []),
    framework?.structuralBreakdown.hook,
    framework?.structuralBreakdown.payoff,
    ...(framework?.structuralBreakdown.beats.flatMap((b) => [b.name, b.function]) ?? []),
    ...video.themes,
    ...video.techniques,
    ...video.emotions,
    ...video.trends,
  ].filter((text): text is string => typeof text === 'string' && text.length > 0);
}
