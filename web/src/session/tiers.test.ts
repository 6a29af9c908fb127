import { describe, expect, it } from 'vitest';
import { ADMIN_TIERS, FEED_TIERS, hasRequiredTier, tierLabel } from './tiers';

describe('the required-tier check (docs/product/sign-in.md#tiers)', () => {
  it('passes every signed-in user, tier or not, when no tier is required', () => {
    expect(hasRequiredTier('basic', [])).toBe(true);
    expect(hasRequiredTier(null, [])).toBe(true);
  });

  it('passes only the listed tiers', () => {
    expect(hasRequiredTier('premium', FEED_TIERS)).toBe(true);
    expect(hasRequiredTier('admin', FEED_TIERS)).toBe(true);
    expect(hasRequiredTier('basic', FEED_TIERS)).toBe(false);
    expect(hasRequiredTier('admin', ADMIN_TIERS)).toBe(true);
    expect(hasRequiredTier('premium', ADMIN_TIERS)).toBe(false);
  });

  it('refuses a user whose tier could not be loaded (basic features only)', () => {
    expect(hasRequiredTier(null, FEED_TIERS)).toBe(false);
    expect(hasRequiredTier(null, ADMIN_TIERS)).toBe(false);
  });
});

describe('tier labels (docs/product/overview.md#tiers)', () => {
  it('names the three tiers and calls anything else Unknown', () => {
    expect(['admin', 'premium', 'basic', 'gold', null].map(tierLabel)).toEqual([
      'Admin',
      'Premium',
      'Basic',
      'Unknown',
      'Unknown',
    ]);
  });
});
