import { describe, expect, it } from 'vitest';
import { parseCount, parseEngagementValue, parseFlag } from './parse-scalars';

describe('parseFlag', () => {
  it('reads booleans and 1/0', () => {
    expect(parseFlag(true)).toBe(true);
    expect(parseFlag(false)).toBe(false);
    expect(parseFlag(1)).toBe(true);
    expect(parseFlag(0)).toBe(false);
  });

  it('reads yes/no words in any case and with spaces', () => {
    expect(parseFlag('TRUE')).toBe(true);
    expect(parseFlag(' yes ')).toBe(true);
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('False')).toBe(false);
    expect(parseFlag('NO')).toBe(false);
    expect(parseFlag('0')).toBe(false);
  });

  it('gives null for anything else', () => {
    expect(parseFlag(null)).toBeNull();
    expect(parseFlag(undefined)).toBeNull();
    expect(parseFlag(2)).toBeNull();
    expect(parseFlag('maybe')).toBeNull();
    expect(parseFlag('')).toBeNull();
    expect(parseFlag({})).toBeNull();
  });
});

describe('parseCount', () => {
  it('reads whole non-negative numbers', () => {
    expect(parseCount(0)).toBe(0);
    expect(parseCount(1234)).toBe(1234);
  });

  it('rounds fractional numbers to a whole count', () => {
    expect(parseCount(12.6)).toBe(13);
  });

  it('reads numeric text, with or without thousands separators', () => {
    expect(parseCount('1234')).toBe(1234);
    expect(parseCount(' 1,234 ')).toBe(1234);
    expect(parseCount('12,345,678')).toBe(12_345_678);
  });

  it('reads K, M and B abbreviations in either case', () => {
    expect(parseCount('1.5K')).toBe(1500);
    expect(parseCount('1.1k')).toBe(1100);
    expect(parseCount('2M')).toBe(2_000_000);
    expect(parseCount('2.35 m')).toBe(2_350_000);
    expect(parseCount('1B')).toBe(1_000_000_000);
  });

  it('rejects misplaced commas rather than misreading them', () => {
    expect(parseCount('1,5K')).toBeNull();
    expect(parseCount('12,34')).toBeNull();
  });

  it('gives null for negative, broken or non-numeric values', () => {
    expect(parseCount(-1)).toBeNull();
    expect(parseCount('-5')).toBeNull();
    expect(parseCount(Number.NaN)).toBeNull();
    expect(parseCount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseCount('many')).toBeNull();
    expect(parseCount('1.5X')).toBeNull();
    expect(parseCount('')).toBeNull();
    expect(parseCount(null)).toBeNull();
    expect(parseCount(true)).toBeNull();
  });
});

describe('parseEngagementValue', () => {
  it('reads numbers as stored', () => {
    expect(parseEngagementValue(0.0453)).toBe(0.0453);
    expect(parseEngagementValue(4.53)).toBe(4.53);
    expect(parseEngagementValue(0)).toBe(0);
  });

  it('reads numeric text', () => {
    expect(parseEngagementValue('0.0453')).toBe(0.0453);
    expect(parseEngagementValue(' 4.53 ')).toBe(4.53);
    expect(parseEngagementValue('.5')).toBe(0.5);
  });

  it('reads a percent sign as a percent value', () => {
    expect(parseEngagementValue('4.5%')).toBe(4.5);
    expect(parseEngagementValue('12 %')).toBe(12);
    expect(parseEngagementValue('1%')).toBe(1);
  });

  it('stores a percent below 1 as a fraction so it still displays as that percent', () => {
    expect(parseEngagementValue('0.5%')).toBe(0.005);
    expect(parseEngagementValue('0%')).toBe(0);
  });

  it('gives null for negative, broken or non-numeric values', () => {
    expect(parseEngagementValue(-0.1)).toBeNull();
    expect(parseEngagementValue('-4%')).toBeNull();
    expect(parseEngagementValue(Number.NaN)).toBeNull();
    expect(parseEngagementValue('high')).toBeNull();
    expect(parseEngagementValue('%')).toBeNull();
    expect(parseEngagementValue('')).toBeNull();
    expect(parseEngagementValue(null)).toBeNull();
    expect(parseEngagementValue(undefined)).toBeNull();
  });
});
