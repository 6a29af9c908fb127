import type { FullVideo, PublicVideo } from '../../../../../shared/contracts/video';

/** A public video as the API sends it to visitors; override what a test is about. */
export function publicVideo(overrides: Partial<PublicVideo> = {}): PublicVideo {
  return {
    id: 1001,
    platform: 'instagram',
    url: 'https://www.instagram.com/reel/abc/',
    thumbnail: '/images/analyzer/demo-1001.png',
    caption: 'A caption',
    author_username: 'thrifty.table',
    simple_description: 'Three grocery swaps that halve a weekly food bill',
    overview: 'A budget cook compares three staples.',
    simple_outline: [],
    video_format: 'Before & After',
    topics: ['Personal Finance'],
    concepts: ['Transformation'],
    elements: ['Captions'],
    account_types: ['Personal Brand / Creator'],
    organizational_tags: [],
    primary_topic: 'Personal Finance',
    views: 482_000,
    likes: 31_200,
    comments: 874,
    engagement: 0.0665,
    post_date: '2025-09-14T17:02:00Z',
    created_at: '2025-10-01T08:00:00Z',
    text_overlays: [],
    keywords: [],
    has_analysis: true,
    ...overrides,
  };
}

/** A video as a signed-in user gets it, hook fields included. */
export function fullVideo(overrides: Partial<FullVideo> = {}): FullVideo {
  return {
    ...publicVideo(),
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
  };
}
