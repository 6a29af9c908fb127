import { describe, expect, it } from 'vitest';
import type { RunFigures } from './figures';
import { median } from './figures';
import { parseWebBenchOptions } from './options';
import { missedTargets } from './targets';

describe('bench:web options and verdicts', () => {
  it('runs every page, mobile and desktop, 3 times unless told otherwise', () => {
    expect(parseWebBenchOptions([])).toEqual({ formFactors: ['mobile', 'desktop'], runs: 3, routes: null });
    expect(parseWebBenchOptions(['--mobile-only', '--runs', '1', '--pages', '/,/v/{id}'])).toEqual({
      formFactors: ['mobile'],
      runs: 1,
      routes: ['/', '/v/{id}'],
    });
    expect(() => parseWebBenchOptions(['--runs', '0'])).toThrow('--runs');
    expect(() => parseWebBenchOptions(['--fast'])).toThrow('unknown option --fast');
  });

  it('takes the middle value as the median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("names each of issue 14's targets a page misses", () => {
    const passing: RunFigures = {
      performance: 90,
      lcpMs: 2500,
      cls: 0.05,
      tbtMs: 200,
      fcpMs: 1800,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      jsTransferBytes: 0,
      imageBytes: 0,
      requests: 0,
    };
    expect(missedTargets(passing)).toEqual([]);
    expect(missedTargets({ ...passing, performance: 89, cls: 0.321, seo: 92 })).toEqual([
      'Performance',
      'CLS',
      'SEO',
    ]);
  });

  it('holds a signed-in screen to the speed targets only: a private page is noindex by design', () => {
    const figures: RunFigures = {
      performance: 95,
      lcpMs: 2000,
      cls: 0.3,
      tbtMs: 100,
      fcpMs: 1000,
      accessibility: 100,
      bestPractices: 96,
      seo: 63,
      jsTransferBytes: 0,
      imageBytes: 0,
      requests: 0,
    };
    expect(missedTargets(figures, true)).toEqual(['CLS']);
    expect(missedTargets(figures)).toEqual(['CLS', 'Best Practices', 'SEO']);
  });
});
