import { describe, expect, it } from 'vitest';
import { cutHybrid, HYBRID_CUT, type HybridCandidate } from './relevance-cut';

/**
 * Issue 31: the hybrid cut reads a candidate's words and meaning apart (relevance-cut.ts). Blended scores
 * here use the shipped weight of words, 0.4 (hybrid-ranking.ts).
 */
const candidate = (id: number, words: number, meaning: number): HybridCandidate => ({
  id,
  words,
  meaning,
  score: 0.4 * words + 0.6 * meaning,
});
const ranked = (list: HybridCandidate[]) => [...list].sort((a, b) => b.score - a.score);

describe('the hybrid relevance cut', () => {
  it('in a word search keeps the videos holding the words and the ones as close in meaning, not those sharing one common word', () => {
    const cut = cutHybrid(
      ranked([
        candidate(1, 0.8, 0.82),
        candidate(2, 0.78, 0.8),
        // About what was asked, in other words: as close in meaning as the word matches.
        candidate(3, 0, 0.75),
        // One common word of the search, loosely near in meaning: ranked above 5, but no match.
        candidate(4, 0.3, 0.55),
        candidate(5, 0, 0.62),
      ]),
    );
    expect(cut.kept).toEqual([1, 2, 3]);
    expect(cut.related).toEqual([4, 5]);
  });

  it('in a word search lets a video holding some of the words be a little further in meaning than one holding none', () => {
    const cut = cutHybrid(
      ranked([candidate(1, 0.8, 0.8), candidate(2, 0.2, 0.6), candidate(3, 0, 0.6), candidate(4, 0.2, 0.5)]),
    );
    expect(cut.kept).toEqual([1, 2]);
    expect(cut.related).toEqual([4, 3]);
  });

  it('in a meaning search keeps the videos near both the best score and the closest meaning', () => {
    const cut = cutHybrid(
      ranked([
        candidate(1, 0, 0.78),
        candidate(2, 0, 0.76),
        candidate(3, 0.45, 0.7),
        // A loose neighbour well below the best.
        candidate(4, 0, 0.5),
        // One common word of the search lifts it above 4, but its meaning is far from the closest.
        candidate(5, 0.2, 0.5),
      ]),
    );
    expect(cut.kept).toEqual([3, 1, 2]);
    expect(cut.related).toEqual([5, 4]);
  });

  it('in a meaning search keeps the video holding the words best, however far its meaning', () => {
    // A rare word said once in a reader's transcript: a weak word score, and public text far from it.
    const cut = cutHybrid(ranked([candidate(1, 0.39, 0), candidate(2, 0.1, 0)]));
    expect(cut.kept).toEqual([1]);
    expect(cut.related).toEqual([2]);
  });

  it('keeps nothing when even the best candidate is weak, and offers the candidates as related', () => {
    const cut = cutHybrid(ranked([candidate(1, 0, 0.2), candidate(2, 0, 0.18)]));
    expect(HYBRID_CUT.floor).toBeGreaterThan(0.6 * 0.2);
    expect(cut.kept).toEqual([]);
    expect(cut.related).toEqual([1, 2]);
  });

  it('does not keep a video for its meaning before it has a vector', () => {
    const cut = cutHybrid(ranked([candidate(1, 0.8, 0), candidate(2, 0.2, 0), candidate(3, 0.78, 0)]));
    expect(cut.kept).toEqual([1, 3]);
    expect(cut.related).toEqual([2]);
  });

  it('offers at most six related videos', () => {
    const loose = Array.from({ length: 10 }, (_, i) => candidate(10 + i, 0, 0.4 - i * 0.01));
    const cut = cutHybrid(ranked([candidate(1, 0, 0.8), ...loose]));
    expect(cut.kept).toEqual([1]);
    expect(cut.related).toEqual([10, 11, 12, 13, 14, 15]);
  });
});
