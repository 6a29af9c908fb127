import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('lower-cases the name and joins words with hyphens', () => {
    expect(slugify('Talking Head')).toBe('talking-head');
  });

  it('keeps accented and non-Latin letters', () => {
    expect(slugify('Café Talk')).toBe('café-talk');
    expect(slugify('日本 料理')).toBe('日本-料理');
  });

  it('keeps an accent typed as a separate combining mark', () => {
    expect(slugify('Cafe\u0301 Talk')).toBe('café-talk');
  });

  it('keeps digits', () => {
    expect(slugify('Top 10 Tips')).toBe('top-10-tips');
  });

  it('drops punctuation and symbols without leaving double hyphens', () => {
    expect(slugify('Tips & Tricks!')).toBe('tips-tricks');
    expect(slugify("Founder's Story (B2B)")).toBe('founders-story-b2b');
    expect(slugify('#Fitness @Home')).toBe('fitness-home');
  });

  it('drops underscores because they are not letters, digits, spaces or hyphens', () => {
    expect(slugify('behind_the_scenes')).toBe('behindthescenes');
  });

  it('turns any whitespace run, including tabs and line breaks, into one hyphen', () => {
    expect(slugify('Day   in\tthe\nLife')).toBe('day-in-the-life');
  });

  it('collapses repeated hyphens', () => {
    expect(slugify('Before -- After')).toBe('before-after');
    expect(slugify('a---b')).toBe('a-b');
  });

  it('trims hyphens and spaces at both ends', () => {
    expect(slugify('  -Hook- ')).toBe('hook');
    expect(slugify('!!Hook??')).toBe('hook');
  });

  it('gives an empty slug for a name with nothing usable', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' -!?- ')).toBe('');
  });

  it('is stable when applied to its own output', () => {
    const once = slugify('Behind The Scenes — Part 2');
    expect(once).toBe('behind-the-scenes-part-2');
    expect(slugify(once)).toBe(once);
  });
});
