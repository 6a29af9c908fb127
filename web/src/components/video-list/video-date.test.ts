import { describe, expect, it } from 'vitest';
import { formatVideoDate } from './video-date';

const INTL = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('a list date', () => {
  it('reads as en-US short dates do, on the UTC day of the instant', () => {
    for (const value of [
      '2026-10-26T18:35:05.000Z',
      '2026-01-01T00:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '2024-02-29T12:00:00Z',
      '2026-05-09T03:00:00+05:00',
    ]) {
      expect(formatVideoDate(value)).toBe(INTL.format(new Date(value)));
    }
    expect(formatVideoDate('2026-10-26T18:35:05.000Z')).toBe('Oct 26, 2026');
  });

  it('leaves out a missing or unreadable date', () => {
    expect(formatVideoDate(null)).toBeNull();
    expect(formatVideoDate(undefined)).toBeNull();
    expect(formatVideoDate('')).toBeNull();
    expect(formatVideoDate('not a date')).toBeNull();
  });
});
