import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDate } from './parse-date';

const iso = (value: unknown) => parseDate(value)?.toISOString() ?? null;

describe('parseDate', () => {
  it('reads ISO date-time text with Z or an offset', () => {
    expect(iso('2024-03-05T12:34:56Z')).toBe('2024-03-05T12:34:56.000Z');
    expect(iso('2024-03-05T12:34:56.789+02:00')).toBe('2024-03-05T10:34:56.789Z');
    expect(iso('2024-03-05T12:34+0530')).toBe('2024-03-05T07:04:00.000Z');
  });

  it('reads the text Postgres prints for a timestamp', () => {
    expect(iso('2024-03-05 12:34:56.123456+00')).toBe('2024-03-05T12:34:56.123Z');
  });

  describe('on a machine whose clock is not on UTC', () => {
    // The server and browsers run in different zones; both must read the same instant.
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('reads date-only text as midnight UTC', () => {
      vi.stubEnv('TZ', 'America/New_York');
      expect(iso('2024-03-05')).toBe('2024-03-05T00:00:00.000Z');
    });

    it('reads a date-time without an offset as UTC', () => {
      vi.stubEnv('TZ', 'America/New_York');
      expect(new Date(2024, 0, 1).getTimezoneOffset()).not.toBe(0);
      expect(iso('2024-03-05T08:00:00')).toBe('2024-03-05T08:00:00.000Z');
      expect(iso('2024-03-05 08:00')).toBe('2024-03-05T08:00:00.000Z');
    });
  });

  it('reads epoch seconds and epoch milliseconds', () => {
    expect(iso(1_709_640_000)).toBe('2024-03-05T12:00:00.000Z');
    expect(iso(1_709_640_000_000)).toBe('2024-03-05T12:00:00.000Z');
    expect(iso('1709640000')).toBe('2024-03-05T12:00:00.000Z');
    expect(iso('1709640000000')).toBe('2024-03-05T12:00:00.000Z');
  });

  it('accepts a valid Date and returns a copy', () => {
    const original = new Date('2024-03-05T00:00:00Z');
    const parsed = parseDate(original);
    expect(parsed?.getTime()).toBe(original.getTime());
    expect(parsed).not.toBe(original);
  });

  it('rejects days and times that do not exist instead of rolling them over', () => {
    expect(parseDate('2024-02-30')).toBeNull();
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-13-01')).toBeNull();
    expect(parseDate('2024-03-05T25:00:00Z')).toBeNull();
    expect(iso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
  });

  it('treats zero and negative epochs as missing', () => {
    expect(parseDate(0)).toBeNull();
    expect(parseDate(-1)).toBeNull();
    expect(parseDate('0')).toBeNull();
  });

  it('gives null for text that is not a date', () => {
    expect(parseDate('yesterday')).toBeNull();
    expect(parseDate('05/03/2024')).toBeNull();
    expect(parseDate('2024-3-5')).toBeNull();
    expect(parseDate('')).toBeNull();
  });

  it('gives null for missing or broken values', () => {
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
    expect(parseDate(Number.NaN)).toBeNull();
    expect(parseDate(new Date('nope'))).toBeNull();
    expect(parseDate({})).toBeNull();
  });
});
