import { describe, expect, it } from 'vitest';
import { synonymTerms } from './synonyms';

describe('synonymTerms (WordNet)', () => {
  it('gives the words of the most frequent sense first, then the broader ones, as search terms', () => {
    expect(synonymTerms('CV')).toEqual(expect.arrayContaining(['resum']));
    expect(synonymTerms('errors')[0]).toBe('mistak');
    const rebate = synonymTerms('rebate');
    expect(rebate.indexOf('discount')).toBeLessThan(rebate.indexOf('refund'));
    expect(synonymTerms('espresso')).toContain('coffe');
  });

  it('finds the lemma of an inflected word', () => {
    expect(synonymTerms('yanks')).toContain('pull');
    expect(synonymTerms('memberships')).toContain('rank');
  });

  it('knows nothing of a word WordNet does not have, and never offers numbers or the word itself', () => {
    expect(synonymTerms('zzqxjvwk')).toEqual([]);
    expect(synonymTerms('cv').some((term) => /\d/.test(term))).toBe(false);
    expect(synonymTerms('airfare')).not.toContain('airfar');
  });
});
