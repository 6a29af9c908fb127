import type { AdminUser, UserTierRecord } from '../../shared/contracts/account';
import type { TierRecordRow, UserListRow } from '../auth/user-tiers';

/** docs/product/overview.md#tiers: the stored row, with the tier in effect in place of the stored one. */
export function presentTierRecord({ tierRow, tier }: TierRecordRow): UserTierRecord {
  return {
    user_id: tierRow.userId,
    tier,
    subscription_status: tierRow.subscriptionStatus,
    subscription_provider: tierRow.subscriptionProvider,
    created_at: tierRow.createdAt.toISOString(),
    updated_at: tierRow.updatedAt.toISOString(),
  };
}

/** docs/product/admin-users.md#users-screen, with the e-mail and name the table shows (an empty name is none). */
export function presentAdminUser(row: UserListRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name || null,
    tier: row.tier,
    subscription_status: row.subscriptionStatus ?? null,
    subscription_provider: row.subscriptionProvider ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
