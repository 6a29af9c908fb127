const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // Stored dates are instants in UTC; showing them in UTC keeps a post on the same day for every reader.
  timeZone: 'UTC',
});

/** A list date such as 'Oct 27, 2026'; a missing or unreadable date gives null (the line is left out). */
export function formatVideoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}
