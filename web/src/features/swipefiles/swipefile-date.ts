/** spec 001 §2: a swipefile's created date as the reader's local date, 'Unknown' when missing or unreadable. */
export function localDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleDateString();
}
