import { describe, expect, it } from 'vitest';
import { highlightSegments, queryTerms, textTerms } from './search-text';

describe('search text', () => {
  it('meets different forms of a word on one term and drops stop words', () => {
    expect(textTerms('Packing the orders')).toEqual(textTerms('packs order'));
    expect(queryTerms('how to save money on the food')).toEqual(['save', 'monei', 'food']);
  });

  it('separates words at punctuation, @ and #', () => {
    expect(textTerms('#skincare @glow.daily high-yield')).toEqual([
      'skincar',
      'glow',
      'daili',
      'high',
      'yield',
    ]);
  });

  it('highlights the words whose term matched, keeping the text as written', () => {
    const segments = highlightSegments('Packing orders for my candle shop', queryTerms('packs candles'));
    expect(segments).toEqual([
      { text: 'Packing', match: true },
      { text: ' orders for my ', match: false },
      { text: 'candle', match: true },
      { text: ' shop', match: false },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Packing orders for my candle shop');
  });

  it('leaves a text with no matched word as one plain piece', () => {
    expect(highlightSegments('Grocery swaps', [])).toEqual([{ text: 'Grocery swaps', match: false }]);
    expect(highlightSegments('Grocery swaps', ['retinol'])).toEqual([
      { text: 'Grocery swaps', match: false },
    ]);
  });
});
