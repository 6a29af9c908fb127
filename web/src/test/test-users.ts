import type { CurrentUser } from '../../../shared/contracts/account';

/** A signed-in user as GET /api/me returns it. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-basic-0001',
    email: 'basic@hookshelf.local',
    name: null,
    tier: 'basic',
    isAdmin: false,
    ...overrides,
  };
}

/** GET /api/user-tier's record for a tier. */
export function tierRecord(userId: string, tier: string) {
  return {
    success: true,
    data: {
      user_id: userId,
      tier,
      subscription_status: null,
      subscription_provider: null,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    },
  };
}
