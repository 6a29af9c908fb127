import { describe, expect, it } from 'vitest';
import { extractKeywords } from './keywords';

describe('extractKeywords', () => {
  it('lower-cases words and removes punctuation', () => {
    expect(extractKeywords('Morning ROUTINE, coffee!')).toEqual(['morning', 'routine', 'coffee']);
  });

  it('keeps only words longer than 3 letters', () => {
    expect(extractKeywords('the cat was very sleepy')).toEqual(['very', 'sleepy']);
  });

  it('treats hashtags and mentions as plain words', () => {
    expect(extractKeywords('#fitness with @coachmia #gym')).toEqual(['fitness', 'with', 'coachmia']);
  });

  it('splits words joined by punctuation', () => {
    expect(extractKeywords('before/after—results...today')).toEqual(['before', 'after', 'results', 'today']);
  });

  it('keeps accented and non-Latin words whole', () => {
    expect(extractKeywords('Café crème brûlée')).toEqual(['café', 'crème', 'brûlée']);
    expect(extractKeywords('привет друзья')).toEqual(['привет', 'друзья']);
  });

  it('treats an accent typed as a combining mark like the precomposed letter', () => {
    expect(extractKeywords('Cafe\u0301 café')).toEqual(['café']);
  });

  it('keeps digits as part of words', () => {
    expect(extractKeywords('Goals for 2024 and b2b2c sales')).toEqual(['goals', '2024', 'b2b2c', 'sales']);
  });

  it('removes duplicates regardless of case, keeping first-seen order', () => {
    expect(extractKeywords('Pasta pasta PASTA recipe Pasta')).toEqual(['pasta', 'recipe']);
  });

  it('returns at most the first 10 keywords', () => {
    const caption = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima';
    expect(extractKeywords(caption)).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
      'india',
      'juliet',
    ]);
  });

  it('counts duplicates only once toward the limit of 10', () => {
    const caption = 'word word word one1 two2 thr3 fou4 fiv5 six6 sev7 eig8 nin9 ten0';
    const keywords = extractKeywords(caption);
    expect(keywords).toHaveLength(10);
    expect(keywords[0]).toBe('word');
    expect(keywords[9]).toBe('nin9');
  });

  it('returns an empty list for a missing or empty caption', () => {
    expect(extractKeywords(null)).toEqual([]);
    expect(extractKeywords(undefined)).toEqual([]);
    expect(extractKeywords('')).toEqual([]);
    expect(extractKeywords('!!! ... ###')).toEqual([]);
  });
});
