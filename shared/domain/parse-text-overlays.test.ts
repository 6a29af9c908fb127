import { describe, expect, it } from 'vitest';
import {
  parseTextOverlays,
  TEXT_OVERLAY_DEFAULT_TIME,
  TEXT_OVERLAY_DEFAULT_TYPE,
} from './parse-text-overlays';

describe('parseTextOverlays', () => {
  it('reads a list of {type, timeAppearance, text}', () => {
    expect(
      parseTextOverlays([{ type: 'Caption', timeAppearance: '0:01-0:03', text: 'Wait for it' }]),
    ).toEqual([{ type: 'Caption', timeAppearance: '0:01-0:03', text: 'Wait for it' }]);
  });

  it('reads JSON text of the list', () => {
    expect(parseTextOverlays('[{"type":"Title","timeAppearance":"0:00","text":"Day 1"}]')).toEqual([
      { type: 'Title', timeAppearance: '0:00', text: 'Day 1' },
    ]);
  });

  it('accepts time_appearance as the time key', () => {
    expect(parseTextOverlays([{ time_appearance: '0:05', text: 'Result' }])).toEqual([
      { type: null, timeAppearance: '0:05', text: 'Result' },
    ]);
  });

  it('leaves missing or blank type and time as null so the screen shows its defaults', () => {
    expect(parseTextOverlays([{ type: ' ', text: 'Hi' }])).toEqual([
      { type: null, timeAppearance: null, text: 'Hi' },
    ]);
    expect(TEXT_OVERLAY_DEFAULT_TYPE).toBe('Text Overlay');
    expect(TEXT_OVERLAY_DEFAULT_TIME).toBe('Duration: Throughout');
  });

  it('reads plain strings as text-only entries', () => {
    expect(parseTextOverlays(['  Step one ', 'Step two'])).toEqual([
      { type: null, timeAppearance: null, text: 'Step one' },
      { type: null, timeAppearance: null, text: 'Step two' },
    ]);
  });

  it('reads a single overlay object as a one-item list', () => {
    expect(parseTextOverlays('{"text":"Only one"}')).toEqual([
      { type: null, timeAppearance: null, text: 'Only one' },
    ]);
  });

  it('drops entries without text', () => {
    expect(
      parseTextOverlays([{ type: 'Title' }, { text: '  ' }, { text: 3 }, '', null, 7, { text: 'Kept' }]),
    ).toEqual([{ type: null, timeAppearance: null, text: 'Kept' }]);
  });

  it('ignores unparseable JSON, plain text and missing values', () => {
    expect(parseTextOverlays('[{"text": "Hi"')).toEqual([]);
    expect(parseTextOverlays('None')).toEqual([]);
    expect(parseTextOverlays(null)).toEqual([]);
    expect(parseTextOverlays(undefined)).toEqual([]);
  });
});
