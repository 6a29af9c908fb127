/**
 * Dates as the library writes them everywhere ('Oct 5, 2025'), in the reader's own time zone: spec 001 §2
 * asks for the local date on these signed-in screens (the server-drawn pages use UTC instead, so their HTML
 * matches on every reader's first render).
 */
const LOCAL_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** spec 001 §2: a swipefile's created date as the reader's local date, 'Unknown' when missing or unreadable. */
export function localDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : LOCAL_DATE.format(date);
}
