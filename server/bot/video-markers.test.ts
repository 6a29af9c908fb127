import { describe, expect, it } from 'vitest';
import { citedIds } from '../../shared/domain/video-markers';
import { keepMarkers, MarkerStreamFilter } from './video-markers';

const known = (id: number) => id === 7 || id === 12;

describe('video markers', () => {
  it('keeps markers of known videos and removes every other marker-like piece with its space', () => {
    const text = 'See [videoID:7], [videoID:8] and [videoId:12] or [videoID: 12] and [videoID:12].';
    expect(keepMarkers(text, known)).toBe('See [videoID:7], and or and [videoID:12].');
    expect(keepMarkers('Huge [videoID:1234567890123456789] id', known)).toBe('Huge id');
    // Ordinary brackets are text.
    expect(keepMarkers('A [note] stays', known)).toBe('A [note] stays');
  });

  it('lists the cited ids in order of first citation', () => {
    expect(citedIds('[videoID:12] then [videoID:7] and [videoID:12] again, [videoId:9]')).toEqual([12, 7]);
  });

  it('filters a stream whose markers arrive split across pieces, holding back only what may become one', () => {
    const text = 'Try [videoID:7] and [videoID:99], then [videoID:12]. Done [soon]';
    for (const size of [1, 2, 3, 5, 8, 13]) {
      const filter = new MarkerStreamFilter(known);
      let streamed = '';
      for (let i = 0; i < text.length; i += size) streamed += filter.push(text.slice(i, i + size));
      streamed += filter.flush();
      expect(streamed, `pieces of ${size}`).toBe(keepMarkers(text, known));
    }
  });

  it('lets text through at once, but for a last space or the start of a marker', () => {
    const filter = new MarkerStreamFilter(known);
    expect(filter.push('Hello there ')).toBe('Hello there');
    expect(filter.push('look [vid')).toBe(' look');
    expect(filter.push('eoID:7] now')).toBe(' [videoID:7] now');
    expect(filter.push(' [x')).toBe(' [x');
  });
});
