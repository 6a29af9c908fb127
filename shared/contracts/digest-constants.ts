// Kept free of zod so the web app's digest setting can import it without loading the validator
// (digests.ts holds the schemas and re-exports these).

/**
 * How often a premium or admin user gets the e-mail digest (docs/product/feed.md#digests): never (the
 * default), once a day, or once a week.
 */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
