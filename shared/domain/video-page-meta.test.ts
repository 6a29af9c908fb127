import { describe, expect, it } from 'vitest';
import { VIDEO_NOT_FOUND_PAGE_TITLE, videoPageDescription, videoPageTitle } from './video-page-meta';

describe('videoPageTitle', () => {
  it('appends the library name to the title rule (docs/product/video-detail.md#page-title-rule)', () => {
    expect(videoPageTitle({ id: 7, simple_description: 'Pancake flip', author_username: 'chefjo' })).toBe(
      'Pancake flip from chefjo | Instagram and TikTok Video Library',
    );
    expect(videoPageTitle({ id: 7 })).toBe('Video 7 | Instagram and TikTok Video Library');
    expect(VIDEO_NOT_FOUND_PAGE_TITLE).toBe('Video Not Found | Instagram and TikTok Video Library');
  });
});

describe('videoPageDescription', () => {
  it('prefers the overview, then the description, then the caption', () => {
    expect(
      videoPageDescription({ id: 1, overview: 'Over', simple_description: 'Desc', caption: 'Cap' }),
    ).toBe('Over');
    expect(videoPageDescription({ id: 1, overview: '  ', simple_description: 'Desc', caption: 'Cap' })).toBe(
      'Desc',
    );
    expect(videoPageDescription({ id: 1, overview: null, simple_description: null, caption: 'Cap' })).toBe(
      'Cap',
    );
  });

  it('is at most 160 characters and one line', () => {
    const text = videoPageDescription({ id: 1, overview: `${'word '.repeat(60)}\nmore` });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).not.toContain('\n');
    expect(text.endsWith('…')).toBe(true);
  });

  it('describes a video that has no text at all', () => {
    const text = videoPageDescription({ id: 1 });
    expect(text).toContain('Hookshelf');
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
