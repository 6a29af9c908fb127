// docs/product/video-data.md#thumbnails: two decimals in the modal and detail page, one decimal on thumbnails.
export const ENGAGEMENT_DECIMALS_THUMBNAIL = 1;
export const ENGAGEMENT_DECIMALS_DETAIL = 2;

/** Converts a stored engagement value to a percentage (docs/product/video-data.md#derived-values, docs/product/limits.md#display-rules). */
export function engagementPercent(e: number): number {
  // docs/product/limits.md#display-rules: engagement below 1 is a fraction and is multiplied by 100; otherwise used as is.
  return e < 1 ? e * 100 : e;
}

/** Formats a stored engagement value as "4.5%" / "4.53%"; missing values give "". */
export function formatEngagement(e: number | null | undefined, decimals: 1 | 2): string {
  if (e === null || e === undefined || !Number.isFinite(e)) return '';
  return `${roundHalfUp(engagementPercent(e), decimals).toFixed(decimals)}%`;
}

// toFixed alone rounds the binary value, so 4.535 would show "4.53"; shifting through the decimal
// exponent rounds the number as written. Numbers printed in exponent form (1e-9) cannot be shifted
// this way and are left to toFixed.
function roundHalfUp(value: number, decimals: number): number {
  const rounded = Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`);
  return Number.isFinite(rounded) ? rounded : value;
}
