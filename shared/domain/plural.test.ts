import { describe, expect, it } from 'vitest';
import { countOf, wordFor } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise, zero included', () => {
    expect(countOf(1, 'video')).toBe('1 video');
    expect(countOf(0, 'video')).toBe('0 videos');
    expect(countOf(12, 'video')).toBe('12 videos');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
    expect(countOf(1234, 'saved video')).toBe('1,234 saved videos');
  });
});

describe('wordFor', () => {
  it('gives only the noun, singular for exactly one', () => {
    expect(wordFor(1, 'share')).toBe('share');
    expect(wordFor(0, 'share')).toBe('shares');
    expect(wordFor(3, 'person', 'people')).toBe('people');
  });
});
