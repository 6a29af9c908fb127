// Kept free of zod so the web app's bell can import it without loading the validator
// (notifications.ts holds the schemas and re-exports these).

/** docs/product/feed.md#notifications: how many notifications one answer lists, newest first. */
export const NOTIFICATIONS_LISTED = 50;

/** docs/product/feed.md#notifications: notifications older than this are deleted. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** How many of a notification's videos it lists (the first one is what the notification opens). */
export const NOTIFICATION_VIDEOS_SHOWN = 3;
