import { describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_DECIMALS_DETAIL,
  ENGAGEMENT_DECIMALS_THUMBNAIL,
  engagementPercent,
  formatEngagement,
} from './engagement';

describe('engagementPercent', () => {
  it('multiplies a fraction below 1 by 100', () => {
    expect(engagementPercent(0.0453)).toBeCloseTo(4.53, 10);
    expect(engagementPercent(0.5)).toBe(50);
    expect(engagementPercent(0.999)).toBeCloseTo(99.9, 10);
  });

  it('uses a value of 1 or more as is', () => {
    expect(engagementPercent(4.53)).toBe(4.53);
    expect(engagementPercent(120)).toBe(120);
  });

  it('treats exactly 1 as a percent, not a fraction', () => {
    expect(engagementPercent(1)).toBe(1);
  });

  it('keeps zero at zero', () => {
    expect(engagementPercent(0)).toBe(0);
  });
});

describe('formatEngagement', () => {
  it('uses one decimal on thumbnails and two on the detail views', () => {
    expect(ENGAGEMENT_DECIMALS_THUMBNAIL).toBe(1);
    expect(ENGAGEMENT_DECIMALS_DETAIL).toBe(2);
  });

  it('shows a fraction and the same value as a percent identically', () => {
    expect(formatEngagement(0.0453, 2)).toBe('4.53%');
    expect(formatEngagement(4.53, 2)).toBe('4.53%');
    expect(formatEngagement(0.0453, 1)).toBe('4.5%');
    expect(formatEngagement(4.53, 1)).toBe('4.5%');
  });

  it('shows exactly 1 as 1%', () => {
    expect(formatEngagement(1, 2)).toBe('1.00%');
    expect(formatEngagement(1, 1)).toBe('1.0%');
  });

  it('pads to the requested number of decimals', () => {
    expect(formatEngagement(0.05, 2)).toBe('5.00%');
    expect(formatEngagement(12, 1)).toBe('12.0%');
    expect(formatEngagement(0, 1)).toBe('0.0%');
  });

  it('rounds half up as the number is written', () => {
    expect(formatEngagement(4.535, 2)).toBe('4.54%');
    expect(formatEngagement(4.45, 1)).toBe('4.5%');
    expect(formatEngagement(1.005, 2)).toBe('1.01%');
  });

  it('shows very small fractions as zero', () => {
    expect(formatEngagement(0.0000001, 2)).toBe('0.00%');
    expect(formatEngagement(0.000000001, 1)).toBe('0.0%');
  });

  it('shows nothing for a missing or broken value', () => {
    expect(formatEngagement(null, 2)).toBe('');
    expect(formatEngagement(undefined, 1)).toBe('');
    expect(formatEngagement(Number.NaN, 2)).toBe('');
  });
});
