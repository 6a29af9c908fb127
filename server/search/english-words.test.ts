import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english-words';

describe('English words', () => {
  it('knows real words, inflected ones included, and not typos', () => {
    for (const word of ['sleep', 'streaming', 'relatives', 'airfare', 'kitty', 'aa', 'zyzzyva']) {
      expect(isEnglishWord(word), word).toBe(true);
    }
    for (const word of ['skincre', 'sunscren', 'quilwort', 'zzzqqq', ''])
      expect(isEnglishWord(word), word).toBe(false);
  });
});
