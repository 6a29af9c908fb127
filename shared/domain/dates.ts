// Every date the product writes, named after its form. The library's own form is 'Oct 5, 2025' (en-US, short
// month), in one of two time zones on purpose:
// - UTC for a video's stored instants (posted, added, saved on): a post stays on the same day for every reader.
// - the reader's own for what readers did themselves (docs/product/swipefiles.md#cards). A screen the server
//   draws shows it through LocalDate (web/src/lib/local-date.tsx), UTC until hydration.
// Admin screens add a few forms of their own, among them the browser's locale form ('11/27/2026' in the US,
// '27/11/2026' in the UK), where an admin reads sign-up dates as their own system writes them.
// A missing or unreadable timestamp reads 'Unknown', except where noted.

/** What a missing or unreadable timestamp reads. */
export const UNKNOWN_DATE = 'Unknown';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LIBRARY_FORM: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/**
 * An en-US formatter built on its first use: building one loads the time zone data, the costliest line of
 * a list page's script on a phone (/videos, a 4x slower CPU: ~60 ms in one task), which only the screens
 * that write a date this way should pay.
 */
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined;
  return () => {
    built ??= new Intl.DateTimeFormat('en-US', options);
    return built;
  };
}

const LOCAL_DATE = formatter(LIBRARY_FORM);
const LOCAL_DATE_TIME = formatter({ dateStyle: 'medium', timeStyle: 'short' });
const LOCAL_DAY = formatter({ month: 'short', day: 'numeric' });
const LOCAL_TIME = formatter({ hour: 'numeric', minute: '2-digit' });
const UTC_SHORT_DAY = formatter({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const UTC_LONG_DAY = formatter({ weekday: 'short', ...LIBRARY_FORM, timeZone: 'UTC' });

/**
 * A stored instant as its UTC date in the library's form ('Oct 27, 2026'); missing or unreadable gives null
 * (the line is left out). Spelled out by hand, as the UTC formatter writes it: the video lists show one on
 * every card and would otherwise build a formatter with a time zone on the phone (see `formatter`).
 */
export function utcDate(value: string | null | undefined): string | null {
  const date = parsed(value);
  if (!date) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** docs/product/swipefiles.md#cards: a timestamp as the reader's local date in the library's form ('Oct 5, 2025'). */
export function localDate(value: string | null | undefined): string {
  return formatWith(value, (date) => LOCAL_DATE().format(date));
}

/** A timestamp as the reader's local date and time ('Oct 5, 2025, 3:42 PM'), for an entry's history. */
export function localDateTime(value: string | null | undefined): string {
  return formatWith(value, (date) => LOCAL_DATE_TIME().format(date));
}

/** A recent timestamp as the reader's local time ('3:42 PM') when it is today, else the day ('Nov 24'); '' when unreadable. */
export function localTimeOrDay(value: string): string {
  const date = parsed(value);
  if (!date) return '';
  return date.toDateString() === new Date().toDateString()
    ? LOCAL_TIME().format(date)
    : LOCAL_DAY().format(date);
}

/** A UTC day ('2026-11-22') as 'Nov 22': the admin dashboard's days are UTC days, like the server's. */
export function utcShortDay(day: string): string {
  return UTC_SHORT_DAY().format(new Date(`${day}T00:00:00Z`));
}

/** A UTC day ('2026-11-22') as 'Sun, Nov 22, 2026', for the admin dashboard's ranges and table. */
export function utcLongDay(day: string): string {
  return UTC_LONG_DAY().format(new Date(`${day}T00:00:00Z`));
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
  const date = parsed(value);
  return date ? format(date) : UNKNOWN_DATE;
}

function parsed(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
