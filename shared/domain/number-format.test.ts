import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './number-format';

describe('formatCount', () => {
  it('shows counts below 1,000 as plain integers', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
  });

  it('rounds fractional counts below 1,000 to an integer', () => {
    expect(formatCount(12.4)).toBe('12');
    expect(formatCount(12.6)).toBe('13');
  });

  it('switches to K with one decimal at exactly 1,000', () => {
    expect(formatCount(1_000)).toBe('1.0K');
  });

  it('shows thousands with one decimal', () => {
    expect(formatCount(1_500)).toBe('1.5K');
    expect(formatCount(12_345)).toBe('12.3K');
    expect(formatCount(999_949)).toBe('999.9K');
  });

  it('rounds half up without floating-point slips', () => {
    expect(formatCount(1_450)).toBe('1.5K');
    expect(formatCount(1_050)).toBe('1.1K');
    expect(formatCount(1_049)).toBe('1.0K');
  });

  it('shows 999.6 as 1.0K rather than "1000"', () => {
    expect(formatCount(999.6)).toBe('1.0K');
  });

  it('shows 999,950 as 1.0M rather than 1000.0K', () => {
    expect(formatCount(999_950)).toBe('1.0M');
    expect(formatCount(999_999)).toBe('1.0M');
  });

  it('switches to M with one decimal at exactly 1,000,000', () => {
    expect(formatCount(1_000_000)).toBe('1.0M');
    expect(formatCount(2_345_678)).toBe('2.3M');
    expect(formatCount(2_350_000)).toBe('2.4M');
  });

  it('keeps M for very large counts', () => {
    expect(formatCount(1_234_567_890)).toBe('1234.6M');
  });

  it('shows missing or broken values as 0', () => {
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('formats negative numbers like positive ones with a minus sign', () => {
    expect(formatCount(-999)).toBe('-999');
    expect(formatCount(-1_500)).toBe('-1.5K');
    expect(formatCount(-2_300_000)).toBe('-2.3M');
    expect(formatCount(-999_950)).toBe('-1.0M');
  });

  it('never shows a minus sign on zero', () => {
    expect(formatCount(-0)).toBe('0');
    expect(formatCount(-0.2)).toBe('0');
  });
});

describe('formatNumber', () => {
  it('writes the number in full with thousands grouped', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(10_000)).toBe('10,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
  });
});
