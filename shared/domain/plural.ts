import { formatNumber } from './number-format';
/**
 * The noun for a count, as every screen picks it: the singular for exactly one, the plural otherwise (zero
 * included). The plural is the singular plus "s" unless given ("person", "people"). For texts that put
 * words between the number and the noun ("3 new shares") or print the number their own way.
 */
export function wordFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/**
 * A count with its noun, as every screen writes it: "1 video", "0 videos", "1,234 videos". The plural is
 * the singular plus "s" unless given ("1 person", "2 people").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${wordFor(count, singular, plural)}`;
}
