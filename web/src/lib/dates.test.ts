import { describe, expect, it } from 'vitest';
import { browserLocaleDate, browserLocaleDateTime, localDate } from './dates';

// Noon UTC is the same calendar day in every time zone the tests may run in.
const NOON = '2025-10-05T12:00:00Z';

describe('dates', () => {
  it('writes the library form for readers and the browser locale form for admins', () => {
    expect(localDate(NOON)).toBe('Oct 5, 2025');
    expect(browserLocaleDate(NOON)).toBe(new Date(NOON).toLocaleDateString());
    expect(browserLocaleDateTime(NOON)).toBe(new Date(NOON).toLocaleString());
  });

  it("says 'Unknown' for a missing or unreadable timestamp, never 'Invalid Date'", () => {
    for (const format of [localDate, browserLocaleDate, browserLocaleDateTime]) {
      expect(format(null)).toBe('Unknown');
      expect(format(undefined)).toBe('Unknown');
      expect(format('not a date')).toBe('Unknown');
    }
  });
});
