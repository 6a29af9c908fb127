import { describe, expect, it } from 'vitest';
import { suggestTags, taxonomyNames, withTag } from './tag-suggestions';

const lists = {
  topics: [
    { name: 'Baking', count: 40 },
    { name: 'Skincare', count: 30 },
  ],
  concepts: [{ name: 'Myth Busting', count: 20 }],
  elements: [{ name: 'Text Hook', count: 50 }],
  formats: [{ name: 'Before & After', count: 10 }],
  // A name in two kinds is offered once, with both counts.
  accountTypes: [{ name: 'baking', count: 15 }],
};

describe('tag suggestions for a view filter', () => {
  it('offers every taxonomy name once, the most used first', () => {
    expect(taxonomyNames(lists)).toEqual([
      'Baking',
      'Text Hook',
      'Skincare',
      'Myth Busting',
      'Before & After',
    ]);
    expect(taxonomyNames(undefined)).toEqual([]);
  });

  it('matches the tag being typed, leaving out tags already in the filter', () => {
    const names = taxonomyNames(lists);
    expect(suggestTags('', names)).toEqual(names);
    expect(suggestTags('bu', names)).toEqual(['Myth Busting']);
    expect(suggestTags('Baking, sk', names)).toEqual(['Skincare']);
    expect(suggestTags('Baking, ', names)).not.toContain('Baking');
  });

  it('replaces the tag being typed with the chosen name, ready for the next', () => {
    expect(withTag('Baking, sk', 'Skincare')).toBe('Baking, Skincare, ');
    expect(withTag('', 'Baking')).toBe('Baking, ');
  });
});
