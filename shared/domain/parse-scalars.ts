import { readText } from './json-value';

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);
const COUNT_MULTIPLIERS: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000, b: 1_000_000_000 };
// "1234", "1,234", "1.5K", "2M": commas only as thousands separators, so "1,5K" is rejected, not misread.
const COUNT_TEXT = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*([kmb]?)$/i;
const DECIMAL_TEXT = /^\d+(?:\.\d+)?$|^\.\d+$/;

/** Reads a yes/no flag such as hook_title_present: booleans, 1/0 and their text forms; else null. */
export function parseFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  const word = readText(value)?.toLowerCase();
  if (word === undefined) return null;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** Reads a non-negative whole count (views, likes, comments) from a number or text like "1,234" or "1.5K". */
export function parseCount(value: unknown): number | null {
  if (typeof value === 'number') return wholeCount(value);
  const match = COUNT_TEXT.exec(readText(value) ?? '');
  if (!match) return null;
  const [, whole = '', fraction = '', suffix = ''] = match;
  const multiplier = COUNT_MULTIPLIERS[suffix.toLowerCase()] ?? 1;
  return wholeCount(Number(`${whole.replaceAll(',', '')}${fraction}`) * multiplier);
}

/**
 * Reads an engagement value from a number or text; "4.5%" gives 4.5. The result keeps the docs/product/video-data.md#derived-values
 * meaning (below 1 is a fraction), so a percent below 1 ("0.5%") is returned as a fraction (0.005).
 */
export function parseEngagementValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const text = readText(value);
  if (text === null) return null;
  const isPercent = text.endsWith('%');
  const digits = isPercent ? text.slice(0, -1).trim() : text;
  if (!DECIMAL_TEXT.test(digits)) return null;
  const number = Number(digits);
  if (!Number.isFinite(number)) return null;
  // docs/product/limits.md: values below 1 are read as fractions, so "0.5%" must be stored as 0.005 to show 0.5%.
  return isPercent && number < 1 ? number / 100 : number;
}

function wholeCount(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const whole = Math.round(value);
  return Number.isSafeInteger(whole) ? whole : null;
}
