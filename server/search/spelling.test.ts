import { describe, expect, it } from 'vitest';
import { termOf } from '../../shared/domain/search-text';
import { editDistance, SpellingIndex } from './spelling';

const vocabulary: [string, number][] = ['skincare', 'skin', 'routine', 'retinol', 'sunscreen', 'workout'].map(
  (word) => [termOf(word) ?? word, 5],
);

describe('spelling correction', () => {
  const spelling = new SpellingIndex(vocabulary);

  it('finds the library word a typo meant', () => {
    expect(spelling.correct(termOf('skincre') ?? '')).toBe(termOf('skincare'));
    expect(spelling.correct(termOf('retinl') ?? '')).toBe(termOf('retinol'));
    expect(spelling.correct(termOf('sunscren') ?? '')).toBe(termOf('sunscreen'));
  });

  it('leaves words that are nothing like the library’s alone', () => {
    expect(spelling.correct('mortgag')).toBeNull();
    expect(spelling.correct('zzq')).toBeNull();
  });

  it('measures edit distance, giving up past the limit', () => {
    expect(editDistance('skincr', 'skincar', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzxyz', 2)).toBe(3);
  });
});
