// Kept free of zod so the web app's first bundle can import it without pulling in the validator.

/** Site tiers (docs/product/limits.md#display-rules). */
export const TIERS = ['admin', 'premium', 'basic'] as const;
export type Tier = (typeof TIERS)[number];

/** docs/product/limits.md#sign-in: verification code length 6. */
export const SIGN_IN_CODE_LENGTH = 6;
/** docs/product/limits.md#sign-in: a new code may be requested 60 s after the last one. */
export const SIGN_IN_CODE_RESEND_SECONDS = 60;
/** docs/decisions/0011-codes-and-sessions.md: a code expires after 10 minutes and dies after 5 wrong tries. */
export const SIGN_IN_CODE_TTL_SECONDS = 10 * 60;
export const SIGN_IN_CODE_ATTEMPTS = 5;

/** docs/product/limits.md#pages-and-lists: user list page size 50. */
export const USER_PAGE_SIZE = 50;
export const USER_PAGE_SIZE_MAX = 100;
