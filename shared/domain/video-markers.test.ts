import { describe, expect, it } from 'vitest';
import { citedIds, markerFor, withoutMarkers } from './video-markers';

describe('video markers', () => {
  it('lists the ids an answer cites, each once, in order of first mention; misspelt markers cite nothing', () => {
    expect(
      citedIds(`${markerFor(12)} then [videoID:7] and [videoID:12] again, [videoId:9] [videoID: 3]`),
    ).toEqual([12, 7]);
  });

  it('reads the text as a reader does once markers are cards: their spaces and lone brackets go, line breaks stay', () => {
    expect(withoutMarkers('This hook [videoID:12] works.')).toBe('This hook works.');
    expect(withoutMarkers('- Myth hook ([videoID:3])\n[videoID:4] Next line')).toBe(
      '- Myth hook\n Next line',
    );
    expect(withoutMarkers('A list [1] stays')).toBe('A list [1] stays');
  });
});
