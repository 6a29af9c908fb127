// Kept free of zod so the web app's first bundle can import it without pulling in the validator.

/** Site tiers (spec 001 §9). */
export const TIERS = ['admin', 'premium', 'basic'] as const;
export type Tier = (typeof TIERS)[number];

/** spec 001 §9: verification code length 6. */
export const SIGN_IN_CODE_LENGTH = 6;
/** spec 001 §9: a new code may be requested 60 s after the last one. */
export const SIGN_IN_CODE_RESEND_SECONDS = 60;
/** DECISIONS.md 11: a code expires after 10 minutes and dies after 5 wrong tries. */
export const SIGN_IN_CODE_TTL_SECONDS = 10 * 60;
export const SIGN_IN_CODE_ATTEMPTS = 5;

/** spec 001 §9: user list page size 50. */
export const USER_PAGE_SIZE = 50;
export const USER_PAGE_SIZE_MAX = 100;
