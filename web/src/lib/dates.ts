import { useHydrated } from '../hooks/use-hydrated';

// The web app's dates, in two forms on purpose:
// - the library's own form, 'Oct 5, 2025' (en-US, short month), in the reader's time zone: what readers see on
//   their swipefiles (docs/product/swipefiles.md#cards). A screen the server draws shows it through LocalDate,
//   UTC until hydration.
// - the browser's locale form ('11/27/2026' in the US, '27/11/2026' in the UK) on the admin users screen,
//   where an admin reads sign-up dates as their own system writes them.
// Every one answers 'Unknown' for a missing or unreadable timestamp.

const LOCAL_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const UTC_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const UNKNOWN = 'Unknown';

/** docs/product/swipefiles.md#cards: a timestamp as the reader's local date in the library's form ('Oct 5, 2025'). */
export function localDate(value: string | null | undefined): string {
  return formatWith(value, (date) => LOCAL_DATE.format(date));
}

/**
 * `localDate` on a screen the server may draw (/swipefiles, /swipefiles/{id}): the server knows no reader's
 * time zone, so the HTML and the render that hydrates it show the UTC date, and the reader's own follows at
 * once (a different text in hydration would make React throw the page away and draw it again). A component
 * of its own, so only the date's text renders again after hydration, not the card around it.
 */
export function LocalDate({ value }: { value: string | null | undefined }): string {
  const format = useHydrated() ? LOCAL_DATE : UTC_DATE;
  return formatWith(value, (date) => format.format(date));
}

/** A timestamp as a date in the browser's own locale and time zone (admin screens only; never server-drawn). */
export function browserLocaleDate(value: string | null | undefined): string {
  return formatWith(value, (date) => date.toLocaleDateString());
}

/** A timestamp as a date and time in the browser's own locale and time zone, for the admin's details dialog. */
export function browserLocaleDateTime(value: string | null | undefined): string {
  return formatWith(value, (date) => date.toLocaleString());
}

function formatWith(value: string | null | undefined, format: (date: Date) => string): string {
  if (!value) return UNKNOWN;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? UNKNOWN : format(date);
}
