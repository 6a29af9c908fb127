import { type SQL, sql } from 'drizzle-orm';
import type { DigestFrequency } from '../../shared/contracts/digest-constants';

/**
 * When digests are due (docs/product/feed.md#digests, docs/decisions/0060-digest-outbox.md):
 * - turned on, the first is due at once (the scheduler's next look) and covers the last period;
 * - after that, each is due one period after the one before was due: daily 24 h, weekly 7 × 24 h, so a
 *   digest keeps its hour however late in a look it was taken; after an outage (a due time more than a
 *   period ago) the next is due a period after this one was taken, never several at once;
 * - turned on again, or changed between daily and weekly, it is due a period after the last one ended
 *   (or at once, if that has passed), so switching never brings two digests in a row.
 */
export type DigestSchedule = Exclude<DigestFrequency, 'off'>;

const HOUR_MS = 3_600_000;

/** How long a digest's period lasts. Hours, not calendar days: a day across a clock change is still 24 h. */
export const DIGEST_PERIOD_MS: Readonly<Record<DigestSchedule, number>> = {
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
};

/**
 * A digest covers videos that entered the library until this long before it was taken. An import stamps
 * a video when it reads the record and commits seconds later: a window that ended at the moment it was
 * taken could miss a video stamped just before and committed just after, and the next window starts
 * there. Five minutes is far more than any import batch takes.
 */
export const DIGEST_SETTLE_MS = 5 * 60_000;

/** The period of a schedule as an SQL interval. */
export const periodSql = (schedule: DigestSchedule): SQL =>
  sql`make_interval(hours => ${DIGEST_PERIOD_MS[schedule] / HOUR_MS}::int)`;

/** When the digest after one due at `due` and taken with its window ending at `until` is due. */
export function nextDueAfter(schedule: DigestSchedule, due: Date, until: Date): Date {
  const period = DIGEST_PERIOD_MS[schedule];
  const anchored = due.getTime() + period;
  return new Date(anchored > until.getTime() ? anchored : until.getTime() + period);
}
