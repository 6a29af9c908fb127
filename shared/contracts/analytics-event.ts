import { z } from 'zod';
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENT_TYPES } from './analytics-event-types';
import { INT32_MAX, textInput } from './text-input';
import { SEARCH_MAX_LENGTH } from './video-query';

export { ANALYTICS_BATCH_MAX, ANALYTICS_EVENT_TYPES, type AnalyticsEventType } from './analytics-event-types';

const SOURCE_MAX_LENGTH = 100;
const PATH_MAX_LENGTH = 2048;

const positiveId = z
  .number({ error: 'must be a positive whole number' })
  .int({ error: 'must be a positive whole number' })
  .positive({ error: 'must be a positive whole number' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' });

/**
 * One event as the client sends it. There is no time and no user: the server stamps the time and will
 * take the user from the session, never from the body (unknown keys such as user_id are dropped).
 */
export const analyticsEventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES, { error: `must be one of ${ANALYTICS_EVENT_TYPES.join(', ')}` }),
  video_id: positiveId.optional(),
  // docs/product/saving.md#save-control: save and unsave events carry the swipefile; null is the default swipefile.
  swipefile_id: z.uuid({ error: 'must be a swipefile id (a UUID)' }).nullable().optional(),
  source: textInput(SOURCE_MAX_LENGTH).optional(),
  // The search box accepts 500 characters, so a search event's query does too.
  query: textInput(SEARCH_MAX_LENGTH).optional(),
  result_count: z
    .number({ error: 'must be a whole number of 0 or more' })
    .int({ error: 'must be a whole number of 0 or more' })
    .min(0, { error: 'must be a whole number of 0 or more' })
    .max(INT32_MAX, { error: `must be at most ${INT32_MAX}` })
    .optional(),
  path: textInput(PATH_MAX_LENGTH).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The body of POST /api/events. */
export const analyticsBatchSchema = z.object({
  /**
   * The browser's anonymous visitor id (issue 16): a random UUID, the only thing kept about a visitor. It
   * counts daily active visitors and nothing else; it is not stored on a signed-in sender's events.
   */
  visitor_id: z.uuid({ error: 'must be a visitor id (a UUID)' }).optional(),
  events: z
    .array(analyticsEventSchema)
    .min(1, { error: 'must hold at least one event' })
    .max(ANALYTICS_BATCH_MAX, { error: `must hold at most ${ANALYTICS_BATCH_MAX} events` }),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
