import { localDate, localDateTime } from '../../../../shared/domain/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago a comment was written, as a thread reads it: "just now", "5 min ago", "3 h ago", "2 days ago", then the date. */
export function timeAgo(value: string, now = Date.now()): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return localDate(value);
}

/**
 * A comment's time, relative, with the full local date and time on hover. Threads load in the browser
 * only (no server-drawn page holds them), so the reader's clock and time zone are safe to use here.
 */
export function CommentTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={localDateTime(value)} className="text-xs text-slate-500">
      {timeAgo(value)}
    </time>
  );
}
