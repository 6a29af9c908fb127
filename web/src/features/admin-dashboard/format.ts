const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A UTC day ('2026-11-22') as 'Nov 22'; the dashboard's days are UTC days, like the server's. */
export const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
export const longDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

/** The event types as the dashboard names them, with one colour each (chart lines, legend, table). */
export const SERIES = [
  { key: 'page_view', label: 'Page views', color: '#94a3b8' },
  { key: 'view', label: 'Video views', color: '#4f46e5' },
  { key: 'search', label: 'Searches', color: '#0ea5e9' },
  { key: 'save', label: 'Saves', color: '#10b981' },
  { key: 'share', label: 'Shares', color: '#f59e0b' },
  { key: 'unsave', label: 'Unsaves', color: '#f43f5e' },
] as const;

export const ACTOR_SERIES = [
  { key: 'visitors', label: 'Visitors', color: '#4f46e5' },
  { key: 'users', label: 'Signed-in users', color: '#10b981' },
] as const;

export type SeriesList = readonly { key: string; label: string; color: string }[];
