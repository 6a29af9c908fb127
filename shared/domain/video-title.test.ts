import { describe, expect, it } from 'vitest';
import { metaDescription, videoTitle } from './video-title';

const long = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('videoTitle', () => {
  it('uses "description from author" when both exist', () => {
    expect(videoTitle({ id: 1, simple_description: 'Chef flips a pancake', author_username: 'chefjo' })).toBe(
      'Chef flips a pancake from chefjo',
    );
  });

  it('trims and collapses whitespace in description and author', () => {
    expect(videoTitle({ id: 1, simple_description: '  Chef\n flips  ', author_username: ' chefjo ' })).toBe(
      'Chef flips from chefjo',
    );
  });

  it('does not cut the "from author" title at 100 characters', () => {
    const description = 'a'.repeat(120);
    expect(videoTitle({ id: 1, simple_description: description, author_username: 'bob' })).toBe(
      `${description} from bob`,
    );
  });

  it('falls back to the description alone when the author is missing or blank', () => {
    expect(videoTitle({ id: 1, simple_description: 'Chef flips a pancake', author_username: null })).toBe(
      'Chef flips a pancake',
    );
    expect(videoTitle({ id: 1, simple_description: 'Chef flips a pancake', author_username: '   ' })).toBe(
      'Chef flips a pancake',
    );
  });

  it('cuts a description-only title to its first 100 characters without an ellipsis', () => {
    const description = `${'x'.repeat(100)}TAIL`;
    const title = videoTitle({ id: 1, simple_description: description });
    expect(title).toBe('x'.repeat(100));
  });

  it('keeps a description of exactly 100 characters whole', () => {
    const description = 'y'.repeat(100);
    expect(videoTitle({ id: 1, simple_description: description })).toBe(description);
  });

  it('does not split an emoji at the 100-character cut', () => {
    const description = `${'z'.repeat(99)}🔥🔥`;
    expect(videoTitle({ id: 1, simple_description: description })).toBe(`${'z'.repeat(99)}🔥`);
  });

  it('falls back to the first sentence of the overview when the description is blank', () => {
    expect(
      videoTitle({
        id: 1,
        simple_description: '  ',
        author_username: 'chefjo',
        overview: 'A chef reveals a pancake trick. Then she explains why it works.',
      }),
    ).toBe('A chef reveals a pancake trick');
  });

  it('keeps a question or exclamation mark that ends the first sentence', () => {
    expect(videoTitle({ id: 1, overview: 'Why do hooks work? Let us see.' })).toBe('Why do hooks work?');
    expect(videoTitle({ id: 1, overview: 'Stop scrolling! This matters.' })).toBe('Stop scrolling!');
  });

  it('keeps an ellipsis that ends the first sentence', () => {
    expect(videoTitle({ id: 1, overview: 'Wait for it... Then the reveal.' })).toBe('Wait for it...');
  });

  it('does not end a sentence at a decimal point', () => {
    expect(videoTitle({ id: 1, overview: 'Sales grew 3.5 times in a week. More later.' })).toBe(
      'Sales grew 3.5 times in a week',
    );
  });

  it('ends the first sentence at a line break', () => {
    expect(videoTitle({ id: 1, overview: 'Morning routine\nShe wakes at five.' })).toBe('Morning routine');
  });

  it('uses the whole overview when it has no sentence end', () => {
    expect(videoTitle({ id: 1, overview: 'A quick kitchen tip' })).toBe('A quick kitchen tip');
  });

  it('cuts a long first sentence at 100 characters and adds an ellipsis', () => {
    const sentence = 'b'.repeat(130);
    expect(videoTitle({ id: 1, overview: `${sentence}. Second.` })).toBe(`${'b'.repeat(100)}…`);
  });

  it('adds no ellipsis when the first sentence fits in 100 characters', () => {
    const sentence = 'c'.repeat(100);
    expect(videoTitle({ id: 1, overview: `${sentence}. Second sentence.` })).toBe(sentence);
  });

  it('falls back to "Video {id}" when nothing else is present', () => {
    expect(videoTitle({ id: 42 })).toBe('Video 42');
    expect(
      videoTitle({ id: 42, simple_description: null, author_username: 'chefjo', overview: ' \n ' }),
    ).toBe('Video 42');
  });
});

describe('metaDescription', () => {
  it('returns short text unchanged apart from whitespace', () => {
    expect(metaDescription('  A chef\n\nreveals   a trick. ')).toBe('A chef reveals a trick.');
  });

  it('keeps text of exactly the maximum length whole', () => {
    const text = 'a'.repeat(160);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts long text at a word boundary, ending with an ellipsis, within 160 characters', () => {
    const text = long(60, 'pancake');
    const result = metaDescription(text);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('pancake…')).toBe(true);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
  });

  it('uses as much of the limit as fits', () => {
    // 32 four-letter words with spaces take 159 characters, leaving exactly one for the ellipsis.
    const text = long(40, 'aaaa');
    const result = metaDescription(text);
    expect(result).toBe(`${long(32, 'aaaa')}…`);
    expect(result.length).toBe(160);
  });

  it('keeps a word that ends exactly where the ellipsis starts', () => {
    const text = `${'a'.repeat(159)} more`;
    expect(metaDescription(text)).toBe(`${'a'.repeat(159)}…`);
  });

  it('honours a custom maximum', () => {
    expect(metaDescription('The quick brown fox jumps', 12)).toBe('The quick…');
  });

  it('does not leave a comma or dash before the ellipsis', () => {
    expect(metaDescription('Alpha, beta - gamma delta', 8)).toBe('Alpha…');
    expect(metaDescription('Alpha beta - gamma delta', 14)).toBe('Alpha beta…');
  });

  it('cuts a single overlong word mid-word', () => {
    expect(metaDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('counts an emoji as one character', () => {
    expect(metaDescription('🔥🔥🔥', 3)).toBe('🔥🔥🔥');
  });

  it('never exceeds the maximum', () => {
    for (const max of [1, 2, 5, 17, 40, 160]) {
      expect(metaDescription(long(100, 'lorem ipsum,'), max).length).toBeLessThanOrEqual(max);
    }
  });
});
