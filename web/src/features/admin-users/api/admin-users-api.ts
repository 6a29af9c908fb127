import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminUser,
  Tier,
  TierCounts,
  UserListResponse,
  UserTierResponse,
} from '../../../../../shared/contracts/account';
import { USER_PAGE_SIZE } from '../../../../../shared/contracts/account-constants';
import { apiGet, apiRequest } from '../../../lib/api-client';

export type { AdminUser, TierCounts };

/** The tier filter: every user, or one tier. */
export type TierFilter = 'all' | Tier;

/** One page of GET /api/admin/users (docs/product/limits.md#pages-and-lists: 50 per page), optionally of one tier. */
export const adminUsersQuery = (page: number, tier: TierFilter) =>
  queryOptions({
    queryKey: ['admin', 'users', { page, tier }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(USER_PAGE_SIZE) });
      if (tier !== 'all') params.set('tier', tier);
      return apiGet<UserListResponse>(`/admin/users?${params}`, signal);
    },
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Sets a user's tier (docs/decisions/0015-payments.md: tiers are set by admins). */
export function updateUserTier(userId: string, tier: Tier) {
  return apiRequest<UserTierResponse>(`/admin/users/${encodeURIComponent(userId)}/tier`, {
    method: 'PUT',
    body: { tier },
  });
}
