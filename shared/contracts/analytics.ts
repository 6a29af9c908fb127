import { z } from 'zod';
import { ANALYTICS_EVENT_TYPES } from './analytics-event-types';
import { successEnvelope } from './api-envelope';

/** The range the dashboard shows when none is asked for (issue 16). */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** Entries per taxonomy in the answer: the dashboard shows 5, the JSON download carries a useful tail. */
export const ANALYTICS_TAXONOMY_LIMIT = 50;
/** Rows in each top list (searches, zero-result searches, most viewed, most saved). */
export const ANALYTICS_TOP_LIMIT = 10;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = z
  .string()
  .regex(DAY_PATTERN, { error: 'must be a date as YYYY-MM-DD' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'must be a real calendar date',
    },
  );

/**
 * GET /api/analytics query: `days` (the last N UTC days, today included) or `from` and `to` (UTC dates,
 * inclusive). The server checks the span against EVENT_RETENTION_DAYS — older events are gone.
 */
export const analyticsQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: 'must be a whole number of days' })
      .int({ error: 'must be a whole number of days' })
      .min(1, { error: 'must be at least 1' })
      .optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((q) => !(q.days !== undefined && (q.from || q.to)), {
    error: "give either 'days' or 'from' and 'to', not both",
    path: ['days'],
  })
  .refine((q) => !q.from === !q.to, { error: "'from' and 'to' go together", path: ['from'] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "must not be after 'to'", path: ['from'] });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int();
const nameCounts = z.record(z.string(), count);

const dailyPoint = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  ...Object.fromEntries(ANALYTICS_EVENT_TYPES.map((type) => [type, count])),
  /** Distinct anonymous visitor ids seen that day on events sent signed out. */
  visitors: count,
  /** Distinct signed-in users seen that day. */
  users: count,
}) as z.ZodObject<
  Record<'date', z.ZodString> &
    Record<(typeof ANALYTICS_EVENT_TYPES)[number] | 'visitors' | 'users', z.ZodNumber>
>;

const topVideo = z.object({
  id: z.number().int(),
  /** The video title rule (docs/product/video-detail.md#page-title-rule); "Video {id}" for a video no longer in the library. */
  title: z.string(),
  thumbnail: z.string().nullable(),
  platform: z.string().nullable(),
  count,
});

/** docs/product/analytics.md#analytics-dashboard plus the event figures of issue 16. */
export const analyticsSchema = z.object({
  total: count,
  platforms: nameCounts,
  topics: nameCounts,
  formats: nameCounts,
  concepts: nameCounts,
  elements: nameCounts,
  accountTypes: nameCounts,
  range: z.object({ from: z.string(), to: z.string(), days: count }),
  /** One entry per day of the range, oldest first, zeros included. */
  daily: z.array(dailyPoint),
  topSearches: z.array(z.object({ query: z.string(), count, zeroResults: count })),
  zeroResultSearches: z.array(z.object({ query: z.string(), count })),
  mostViewed: z.array(topVideo),
  mostSaved: z.array(topVideo),
  /**
   * Until when (ISO time) the events are the demo's invented usage, written when the install first started;
   * null when the install holds only recorded usage. The dashboard labels those figures as demo data.
   */
  demoDataThrough: z.string().nullable(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export type AnalyticsDailyPoint = Analytics['daily'][number];
export type AnalyticsTopVideo = Analytics['mostViewed'][number];
export const analyticsResponseSchema = successEnvelope(analyticsSchema);
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
