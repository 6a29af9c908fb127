// 'Oct 27, 2026', as Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
// writes it, spelled out by hand: building that formatter with a time zone loads the time zone data, the
// costliest line of a list page's script on a phone (/videos, a 4x slower CPU: ~60 ms in one task).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A list date such as 'Oct 27, 2026'; a missing or unreadable date gives null (the line is left out). */
export function formatVideoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Stored dates are instants in UTC; showing them in UTC keeps a post on the same day for every reader.
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
