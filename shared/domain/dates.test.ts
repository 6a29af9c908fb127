import { describe, expect, it } from 'vitest';
import {
  browserLocaleDate,
  browserLocaleDateTime,
  localDate,
  localDateTime,
  localTimeOrDay,
  utcDate,
  utcLongDay,
  utcShortDay,
} from './dates';

// Noon UTC is the same calendar day in every time zone the tests may run in.
const NOON = '2025-10-05T12:00:00Z';

describe('dates', () => {
  it('writes the library form for readers and the browser locale form for admins', () => {
    expect(localDate(NOON)).toBe('Oct 5, 2025');
    expect(localDateTime(NOON)).toMatch(/^Oct 5, 2025, \d{1,2}:\d{2}\s(AM|PM)$/);
    expect(browserLocaleDate(NOON)).toBe(new Date(NOON).toLocaleDateString());
    expect(browserLocaleDateTime(NOON)).toBe(new Date(NOON).toLocaleString());
  });

  it("says 'Unknown' for a missing or unreadable timestamp, never 'Invalid Date'", () => {
    for (const format of [localDate, localDateTime, browserLocaleDate, browserLocaleDateTime]) {
      expect(format(null)).toBe('Unknown');
      expect(format(undefined)).toBe('Unknown');
      expect(format('not a date')).toBe('Unknown');
    }
  });

  it('writes the dashboard days as UTC days', () => {
    expect(utcShortDay('2026-11-22')).toBe('Nov 22');
    expect(utcLongDay('2026-11-22')).toBe('Sun, Nov 22, 2026');
  });

  it("writes a conversation's time when it is today, else its day", () => {
    expect(localTimeOrDay(new Date().toISOString())).toMatch(/^\d{1,2}:\d{2}\s(AM|PM)$/);
    expect(localTimeOrDay(NOON)).toBe('Oct 5');
    expect(localTimeOrDay('not a date')).toBe('');
  });
});

describe('a stored instant as its UTC date', () => {
  it('reads as en-US short dates do, on the UTC day of the instant', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const value of [
      '2026-10-26T18:35:05.000Z',
      '2026-01-01T00:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '2024-02-29T12:00:00Z',
      '2026-05-09T03:00:00+05:00',
    ]) {
      expect(utcDate(value)).toBe(intl.format(new Date(value)));
    }
    expect(utcDate('2026-10-26T18:35:05.000Z')).toBe('Oct 26, 2026');
  });

  it('leaves out a missing or unreadable date', () => {
    expect(utcDate(null)).toBeNull();
    expect(utcDate(undefined)).toBeNull();
    expect(utcDate('')).toBeNull();
    expect(utcDate('not a date')).toBeNull();
  });
});
