// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatMarkdown, parseInline } from './chat-markdown';
import { extractVideoMarkers, streamingText } from './video-markers';

afterEach(cleanup);

const draw = (text: string) => render(<ChatMarkdown text={text} />).container;

describe('the chat markdown (docs/product/chat.md#answers: bold, italic, code, newlines)', () => {
  it('draws bold, italic and inline code as elements', () => {
    const box = draw('Open with **a bold claim**, then *a twist*, then `3 sec` of proof.');
    expect(box.querySelector('strong')?.textContent).toBe('a bold claim');
    expect(box.querySelector('em')?.textContent).toBe('a twist');
    expect(box.querySelector('code')?.textContent).toBe('3 sec');
    expect(box.textContent).toBe('Open with a bold claim, then a twist, then 3 sec of proof.');
  });

  it('keeps newlines as line breaks, and a blank line starts a new paragraph', () => {
    const box = draw('Line one\nLine two\n\nNew paragraph');
    const paragraphs = box.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[1]?.textContent).toBe('New paragraph');
  });

  it('draws ## headings, bullet lists and numbered lists', () => {
    const box = draw(
      '## Hooks to try\n- **Myth:** stop doing cardio\n- The 3-rep test\n\n1. Film it\n2. Post it',
    );
    expect(box.querySelector('h3')?.textContent).toBe('Hooks to try');
    const bullets = box.querySelectorAll('ul > li');
    expect([...bullets].map((li) => li.textContent)).toEqual(['Myth: stop doing cardio', 'The 3-rep test']);
    expect(bullets[0]?.querySelector('strong')?.textContent).toBe('Myth:');
    expect([...box.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['Film it', 'Post it']);
  });

  it('leaves snake_case words and lone asterisks as they are', () => {
    expect(parseInline('use video_format and 5 * 3 = 15')).toEqual([
      { type: 'text', text: 'use video_format and 5 * 3 = 15' },
    ]);
  });

  it('lets no HTML from the model reach the page (script, img onerror, links)', () => {
    const payload =
      '<script>window.hacked = true</script>\n**<img src=x onerror="window.hacked=true">**\n' +
      '<a href="javascript:alert(1)">click</a> [link](javascript:alert(1)) `<b>code</b>`';
    const box = draw(payload);
    expect(box.querySelector('script, img, a, b, iframe')).toBeNull();
    expect(box.querySelectorAll('[onerror], [href], [src]')).toHaveLength(0);
    expect(box.textContent).toContain('<script>window.hacked = true</script>');
    expect(box.querySelector('strong')?.textContent).toBe('<img src=x onerror="window.hacked=true">');
    expect(box.querySelector('code')?.textContent).toBe('<b>code</b>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('video markers (docs/product/chat.md#answers: [videoID:N] become cards and leave the text)', () => {
  it('takes the markers out, names each video once in order, and keeps the sentence readable', () => {
    expect(
      extractVideoMarkers(
        'This hook [videoID:12] works, and so does [videoID:7]. See (videoID)[videoID:12].',
      ),
    ).toEqual({
      text: 'This hook works, and so does. See (videoID).',
      videoIds: [12, 7],
    });
    expect(extractVideoMarkers('- Myth hook ([videoID:3])\n[videoID:4] Next line').text).toBe(
      '- Myth hook\n Next line',
    );
  });

  it('hides a marker the stream has only half sent', () => {
    expect(streamingText('Try this one [vid')).toBe('Try this one ');
    expect(streamingText('Try this one [videoID:4')).toBe('Try this one ');
    expect(streamingText('Try this one [videoID:4] now')).toBe('Try this one now');
    expect(streamingText('A list [1]')).toBe('A list [1]');
  });
});
