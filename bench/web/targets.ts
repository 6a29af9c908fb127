import type { RunFigures } from './figures';

/** Issue 14's targets for every public page (Lighthouse, default mobile configuration). */
export const TARGETS: {
  figure: keyof RunFigures;
  label: string;
  meets: (value: number) => boolean;
  shown: string;
}[] = [
  { figure: 'performance', label: 'Performance', meets: (v) => v >= 90, shown: '≥ 90' },
  { figure: 'lcpMs', label: 'LCP', meets: (v) => v <= 2500, shown: '≤ 2.5 s' },
  { figure: 'cls', label: 'CLS', meets: (v) => v <= 0.05, shown: '≤ 0.05' },
  { figure: 'tbtMs', label: 'TBT', meets: (v) => v <= 200, shown: '≤ 200 ms' },
  { figure: 'accessibility', label: 'Accessibility', meets: (v) => v === 100, shown: '= 100' },
  { figure: 'bestPractices', label: 'Best Practices', meets: (v) => v === 100, shown: '= 100' },
  { figure: 'seo', label: 'SEO', meets: (v) => v === 100, shown: '= 100' },
];

/**
 * Issue 31's targets for the signed-in screens: the speed ones. Those screens are private (noindex) by
 * design, so the SEO score, and the scores the public pages answer for, are not theirs to meet.
 */
const SIGNED_IN_FIGURES: readonly (keyof RunFigures)[] = ['performance', 'lcpMs', 'cls', 'tbtMs'];

/** The targets a page is held to: all of them for a public page, the speed ones for a signed-in screen. */
export function targetsFor(signedIn: boolean): typeof TARGETS {
  return signedIn ? TARGETS.filter((target) => SIGNED_IN_FIGURES.includes(target.figure)) : TARGETS;
}

/** The targets `figures` misses, by label; empty when the page passes. */
export function missedTargets(figures: RunFigures, signedIn = false): string[] {
  return targetsFor(signedIn)
    .filter((target) => !target.meets(figures[target.figure]))
    .map((target) => target.label);
}
