const GROUPED = new Intl.NumberFormat('en-US');
const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** A number in full with its thousands grouped, as every screen writes exact figures: 1234 → "1,234". */
export function formatNumber(n: number): string {
  return GROUPED.format(n);
}

/** Formats a view/like/comment count the way every screen shows it (docs/product/limits.md#display-rules). */
export function formatCount(n: number | null | undefined): string {
  // Missing or broken counts read as zero rather than "NaN".
  if (n === null || n === undefined || !Number.isFinite(n)) return '0';
  const size = Math.abs(n);
  const sign = n < 0 ? '-' : '';

  // Whole tenths, so the decimal is computed with integers (no 1.45 → "1.4" float surprises).
  const tenthsOfThousand = Math.round(size / (THOUSAND / 10));
  const tenthsOfMillion = Math.round(size / (MILLION / 10));

  // docs/product/limits.md#display-rules: 1,000,000 and up as M with one decimal; 999,950 would read "1000.0K", so it is "1.0M".
  if (tenthsOfThousand >= (MILLION / THOUSAND) * 10) return `${sign}${withOneDecimal(tenthsOfMillion)}M`;
  const whole = Math.round(size);
  // docs/product/limits.md#display-rules: 1,000 and up as K with one decimal; below that the integer as is.
  if (whole >= THOUSAND) return `${sign}${withOneDecimal(tenthsOfThousand)}K`;
  return whole === 0 ? '0' : `${sign}${whole}`;
}

function withOneDecimal(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}
