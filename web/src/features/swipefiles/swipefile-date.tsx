import { useHydrated } from '../../hooks/use-hydrated';

/**
 * Dates as the library writes them everywhere ('Oct 5, 2025'), in the reader's own time zone: docs/product/swipefiles.md#cards
 * asks for the local date on these signed-in screens (the public server-drawn pages use UTC instead, so their
 * HTML matches on every reader's first render; useLocalDate below shows UTC only until hydration).
 */
const LOCAL_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const UTC_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** docs/product/swipefiles.md#cards: a swipefile's created date as the reader's local date, 'Unknown' when missing or unreadable. */
export function localDate(value: string | null | undefined): string {
  return formatDate(value, LOCAL_DATE);
}

/**
 * `localDate` on a screen the server may draw (/swipefiles, /swipefiles/{id}): the server knows no reader's
 * time zone, so the HTML and the render that hydrates it show the UTC date, and the reader's own follows at
 * once (a different text in hydration would make React throw the page away and draw it again). A component
 * of its own, so only the date's text renders again after hydration, not the card around it.
 */
export function LocalDate({ value }: { value: string | null | undefined }): string {
  return formatDate(value, useHydrated() ? LOCAL_DATE : UTC_DATE);
}

function formatDate(value: string | null | undefined, format: Intl.DateTimeFormat): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : format.format(date);
}
