import { describe, expect, it } from 'vitest';
import { formatOutlierScore, OUTLIER_BADGE_MIN_SCORE, outlierBadgeText } from './outlier-score';

describe('formatOutlierScore', () => {
  it.each([
    [3.46, '3.5×'],
    [3, '3×'],
    [2.04, '2×'],
    [9.94, '9.9×'],
    [9.96, '10×'],
    [12.4, '12×'],
    [49.5, '50×'],
    [1234.4, '1,234×'],
  ])('writes %d as %s: one decimal under 10, whole numbers from 10', (score, text) => {
    expect(formatOutlierScore(score)).toBe(text);
  });
});

describe('outlierBadgeText', () => {
  it("names the author's usual or, after the fallback, the format's", () => {
    expect(outlierBadgeText(50, 'author')).toBe("50× the author's usual");
    expect(outlierBadgeText(12.2, 'format')).toBe("12× its format's usual");
  });

  it(`shows nothing below ${OUTLIER_BADGE_MIN_SCORE}×, nor without a score`, () => {
    expect(outlierBadgeText(OUTLIER_BADGE_MIN_SCORE, 'author')).toBe("5× the author's usual");
    expect(outlierBadgeText(4.99, 'author')).toBeNull();
    expect(outlierBadgeText(null, null)).toBeNull();
    expect(outlierBadgeText(Number.POSITIVE_INFINITY, 'author')).toBeNull();
  });
});
