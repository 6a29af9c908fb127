import { TIERS, type Tier } from '../../../shared/contracts/account-constants';

export { TIERS, type Tier };

/** docs/product/overview.md#tiers / docs/product/sign-in.md#tiers: tier labels Admin, Premium, Basic, else Unknown. */
export function tierLabel(tier: string | null | undefined): string {
  switch (tier) {
    case 'admin':
      return 'Admin';
    case 'premium':
      return 'Premium';
    case 'basic':
      return 'Basic';
    default:
      return 'Unknown';
  }
}

/** True for one of the three tiers. */
export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/**
 * docs/product/overview.md#tiers / docs/product/sign-in.md#tiers: a required-tier check passes if the list is empty or contains the user's tier.
 * A user without a tier (the lookup failed) passes only an empty list.
 */
export function hasRequiredTier(tier: Tier | null, required: readonly Tier[]): boolean {
  return required.length === 0 || (tier !== null && required.includes(tier));
}

/** docs/product/sign-in.md#tiers: premium or admin reach the Feed. */
export const FEED_TIERS: readonly Tier[] = ['premium', 'admin'];
/** docs/product/overview.md#tiers: premium and admin users get the strategy bot's chat panel (the server decides: POST /api/chat). */
export const CHAT_TIERS: readonly Tier[] = ['premium', 'admin'];
/** docs/product/feed.md#follows: premium and admin users follow topics, creators, views and searches (the server decides: /api/follows). */
export const FOLLOW_TIERS: readonly Tier[] = ['premium', 'admin'];
/** docs/product/feed.md#digests: premium and admin users get the e-mail digest (the server decides: /api/me/digest). */
export const DIGEST_TIERS: readonly Tier[] = ['premium', 'admin'];
/** Issue 34: premium and admin users draft a brief from a swipefile (the server decides: POST /api/briefs/draft). */
export const BRIEF_DRAFT_TIERS: readonly Tier[] = ['premium', 'admin'];
/** docs/product/sign-in.md#tiers: admin-only screens. */
export const ADMIN_TIERS: readonly Tier[] = ['admin'];
