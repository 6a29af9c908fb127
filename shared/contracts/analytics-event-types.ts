// Kept free of zod so the web app's first bundle can record events without pulling in the validator.

/** The events the web app records (docs/product/analytics.md#events, docs/decisions/0021-analytics-events.md). */
export const ANALYTICS_EVENT_TYPES = ['view', 'search', 'share', 'save', 'unsave', 'page_view'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** At most this many events travel in one POST /api/events. */
export const ANALYTICS_BATCH_MAX = 50;
