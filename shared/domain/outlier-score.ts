/**
 * The outlier score (docs/decisions/0057-outlier-score.md): a video's views ÷ the median views of the
 * author's other videos, or — when the author has fewer than OUTLIER_AUTHOR_MIN_OTHERS other videos with
 * views — ÷ the median views of its format's videos. server/db/outlier-scores.ts computes it.
 */

/** What a score was divided by: the author's usual or, falling back, the format's. */
export const OUTLIER_BASES = ['author', 'format'] as const;
export type OutlierBasis = (typeof OUTLIER_BASES)[number];

/** Fewer other videos with views than this, and the author's median is no "usual": the format's is used. */
export const OUTLIER_AUTHOR_MIN_OTHERS = 3;

/**
 * The badge shows from 5× up: a video that clearly left its usual behind. Views spread widely, so a low
 * bar crowds the list: 2× is reached by a third of the scored videos (34% of the demo library, 33% of the
 * 100,000-video bench library), 3× by a quarter (26%, 24%); a badge on every third or fourth card marks
 * nothing. 5× marks about one card in five or six (19%, 15%). The Outliers sort orders every video anyway.
 */
export const OUTLIER_BADGE_MIN_SCORE = 5;

/** Rounded below this to one decimal ("2.5×"), from it on to whole numbers ("12×", "1,234×"). */
const WHOLE_FROM = 10;
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "2.5×", "3×", "12×": one decimal under 10 (a trailing .0 dropped), whole numbers from 10 on. */
export function formatOutlierScore(score: number): string {
  const tenths = Math.round(score * 10) / 10;
  if (tenths >= WHOLE_FROM) return `${GROUPED.format(Math.round(score))}×`;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}×`;
}

/** A score in words ("12× the author's usual", "2.5× its format's usual"), or null for no score. */
export function outlierScoreText(score: number | null, basis: OutlierBasis | null): string | null {
  if (score === null || basis === null || !Number.isFinite(score)) return null;
  return `${formatOutlierScore(score)} ${basis === 'author' ? "the author's usual" : "its format's usual"}`;
}

/** The badge's text ("12× the author's usual", "6.5× its format's usual"), or null where none shows. */
export function outlierBadgeText(score: number | null, basis: OutlierBasis | null): string | null {
  if (score === null || score < OUTLIER_BADGE_MIN_SCORE) return null;
  return outlierScoreText(score, basis);
}
