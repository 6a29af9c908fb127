import { describe, expect, it } from 'vitest';
import type { PublicVideo } from '../../shared/contracts/video';
import type { BriefExport } from '../workers/brief-pdf';
import { briefToMarkdown } from './brief-markdown';

const PUBLIC_URL = 'http://localhost:3000';

function publicVideo(id: number, fields: Partial<PublicVideo> = {}): PublicVideo {
  return {
    id,
    platform: 'tiktok',
    url: `https://www.tiktok.com/@x/video/${id}`,
    thumbnail: null,
    thumbnail_srcset: null,
    thumbnail_width: null,
    thumbnail_height: null,
    caption: null,
    author_username: `creator${id}`,
    simple_description: null,
    overview: null,
    simple_outline: [],
    video_format: null,
    topics: [],
    concepts: [],
    elements: [],
    account_types: [],
    organizational_tags: [],
    primary_topic: null,
    views: null,
    likes: null,
    comments: null,
    engagement: null,
    outlier_score: null,
    outlier_basis: null,
    post_date: null,
    created_at: '2026-01-01T00:00:00.000Z',
    text_overlays: [],
    keywords: [],
    has_analysis: true,
    ...fields,
  };
}

function exported(brief: Partial<BriefExport['brief']> = {}, notes = ''): BriefExport {
  return {
    publicUrl: PUBLIC_URL,
    notes,
    brief: {
      title: 'Crème brûlée in 30 seconds',
      goal: 'Grow saves among home cooks',
      audience: 'Home cooks who bake on weekends',
      brand: { name: 'Torchy', line: 'The torch that fits a drawer' },
      platform: 'tiktok',
      videos: [
        {
          video_id: 7,
          why: 'Hook in the first second',
          video: publicVideo(7, { simple_description: 'Torch trick' }),
        },
        {
          video_id: 8,
          why: '',
          video: publicVideo(8, { overview: 'A chef cracks sugar. Then more.', author_username: null }),
        },
        { video_id: 9, why: 'Great caption', video: publicVideo(9, { caption: 'Wait for the crack' }) },
        { video_id: 10, why: 'Gone now', video: null },
      ],
      hooks: [
        { id: 'h1', text: 'You have been torching sugar wrong', video_id: 7, device: 'call-out' },
        { id: 'h2', text: '3 mistakes every home cook makes', video_id: 8, device: 'number promise' },
        { id: 'h3', text: 'Watch this before you buy a torch 🔥', video_id: null, device: '' },
      ],
      beats: [
        { id: 'b1', name: 'Hook', description: 'Torch flare, close-up', video_id: 7 },
        { id: 'b2', name: 'Payoff', description: 'Crack the top', video_id: null },
      ],
      shots: [
        { id: 's1', description: 'Close-up of the torch', on_screen_text: 'Stop doing this', duration_s: 2 },
        { id: 's2', description: 'Wide of the kitchen', on_screen_text: '', duration_s: 4.5 },
        { id: 's3', description: 'Spoon cracks the top', on_screen_text: '', duration_s: null },
      ],
      cta: 'Save this for your next dinner party',
      owner_name: 'Ada',
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-02T10:00:00.000Z',
      ...brief,
    },
  };
}

const headings = (markdown: string) => markdown.split('\n').filter((line) => /^#{1,6} /.test(line));

describe('briefToMarkdown', () => {
  it('writes the title, the facts and a heading for each section', () => {
    const markdown = briefToMarkdown(exported({}, 'Film on Tuesday.'));

    expect(headings(markdown)).toEqual([
      '# Crème brûlée in 30 seconds',
      '## Hooks',
      '## Beat sheet',
      '## Shot list',
      '## Call to action',
      '## Notes',
      '## Cited videos',
    ]);
    expect(markdown).toContain('*Video brief · by Ada · updated Mar 2, 2026*');
    expect(markdown).toContain('- **Goal:** Grow saves among home cooks\n');
    expect(markdown).toContain('- **Audience:** Home cooks who bake on weekends\n');
    expect(markdown).toContain('- **Brand:** Torchy — The torch that fits a drawer\n');
    expect(markdown).toContain('- **Platform:** TikTok\n');
    expect(markdown).toContain('## Call to action\n\nSave this for your next dinner party\n');
    expect(markdown).toContain('## Notes\n\nFilm on Tuesday.\n');
  });

  it('numbers every hook with its device and a link to the video it comes from', () => {
    const markdown = briefToMarkdown(exported());
    const hooks = markdown.split('## Hooks\n\n')[1]?.split('\n\n')[0];

    expect(hooks).toBe(
      [
        '1. You have been torching sugar wrong  ',
        `   Device: call-out · From: [Torch trick](${PUBLIC_URL}/v/7)`,
        '2. 3 mistakes every home cook makes  ',
        `   Device: number promise · From: [A chef cracks sugar](${PUBLIC_URL}/v/8)`,
        '3. Watch this before you buy a torch 🔥',
      ].join('\n'),
    );
  });

  it('writes the shot list as a table with the seconds and their total', () => {
    const markdown = briefToMarkdown(exported());

    expect(markdown).toContain(
      [
        '| # | Shot | On-screen text | Seconds |',
        '| --: | --- | --- | --: |',
        '| 1 | Close-up of the torch | Stop doing this | 2 |',
        '| 2 | Wide of the kitchen |  | 4.5 |',
        '| 3 | Spoon cracks the top |  |  |',
        '|  | **Total** |  | **6.5** |',
      ].join('\n'),
    );
  });

  it('lists the beats and the cited videos with their titles, authors and why', () => {
    const markdown = briefToMarkdown(exported());

    expect(markdown).toContain(
      `1. **Hook**  \n   Torch flare, close-up  \n   From: [Torch trick](${PUBLIC_URL}/v/7)\n2. **Payoff**  \n   Crack the top\n`,
    );
    const cited = markdown.split('## Cited videos\n\n')[1];
    expect(cited).toBe(
      [
        `1. [Torch trick](${PUBLIC_URL}/v/7) by @creator7  `,
        '   Why: Hook in the first second',
        `2. [A chef cracks sugar](${PUBLIC_URL}/v/8)`,
        `3. [Wait for the crack](${PUBLIC_URL}/v/9) by @creator9  `,
        '   Why: Great caption',
        `4. [Video 10](${PUBLIC_URL}/v/10)  `,
        '   Why: Gone now',
        '',
      ].join('\n'),
    );
  });

  it('leaves out what the brief does not have', () => {
    const markdown = briefToMarkdown(
      exported({
        goal: '',
        audience: '',
        brand: { name: '', line: '' },
        videos: [],
        hooks: [],
        beats: [],
        shots: [],
        cta: '',
      }),
    );

    expect(markdown).toBe(
      '# Crème brûlée in 30 seconds\n\n*Video brief · by Ada · updated Mar 2, 2026*\n\n- **Platform:** TikTok\n',
    );
  });

  it('escapes user text that would break the layout', () => {
    const markdown = briefToMarkdown(
      exported(
        {
          title: '# Not *bold* [link](x)',
          goal: '## goal\n- not a list\n1. not numbered\n> not a quote\n```\nno fence',
          hooks: [{ id: 'h1', text: '#1 pick | the_best `code`', video_id: null, device: '<b>x</b>' }],
          shots: [{ id: 's1', description: 'Left | right', on_screen_text: 'A\nB | C', duration_s: 1 }],
        },
        '---\n\n# heading in notes\n    indented code?',
      ),
    );

    expect(markdown.split('\n')[0]).toBe('# \\# Not \\*bold\\* \\[link\\](x)');
    expect(markdown).toContain(
      '- **Goal:** \\## goal  \n  \\- not a list  \n  1\\. not numbered  \n  \\> not a quote  \n  \\`\\`\\`  \n  no fence\n',
    );
    expect(markdown).toContain('1. #1 pick | the\\_best \\`code\\`  \n   Device: \\<b>x\\</b>\n');
    expect(markdown).toContain('| 1 | Left \\| right | A B \\| C | 1 |');
    expect(markdown).toContain('## Notes\n\n\\---\n\n\\# heading in notes  \nindented code?\n');
    // Only the sections' own headings are headings.
    expect(headings(markdown)).toEqual([
      '# \\# Not \\*bold\\* \\[link\\](x)',
      '## Hooks',
      '## Beat sheet',
      '## Shot list',
      '## Call to action',
      '## Notes',
      '## Cited videos',
    ]);
  });
});
