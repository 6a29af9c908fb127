import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser, CurrentUserResponse, UserTierResponse } from '../../../shared/contracts/account';
import { ApiRequestError, apiRequest } from '../lib/api-client';
import { isTier, type Tier } from './tiers';

/** The signed-in user, or null for a visitor (GET /api/me answers 401). */
export const meQuery = queryOptions({
  queryKey: ['session', 'me'],
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    try {
      const body = await apiRequest<CurrentUserResponse>('/me', { signal, unauthorizedIsAnswer: true });
      return body.data;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
  // A visitor stays a visitor until this page signs in (which asks again, session-provider.tsx refresh):
  // read anew, the answer would only be a 401 in the console of a public page. A user is read again after
  // five minutes, to notice a session that ended.
  staleTime: (query) => (query.state.data === null ? Number.POSITIVE_INFINITY : 5 * 60_000),
  retry: 1,
});

/**
 * The user's tier (docs/product/calls.md#sign-in-and-account GET /user-tier). docs/product/sign-in.md#sessions / docs/product/browsing.md#loading-empty-and-error-states: if loading fails the tier is
 * null — basic features only — so this never throws.
 */
export const userTierQuery = (userId: string) =>
  queryOptions({
    queryKey: ['session', 'tier', userId],
    queryFn: async ({ signal }): Promise<Tier | null> => {
      try {
        const body = await apiRequest<UserTierResponse>(`/user-tier?user_id=${encodeURIComponent(userId)}`, {
          signal,
        });
        const tier = body.data?.tier;
        return isTier(tier) ? tier : null;
      } catch (error) {
        console.error('Could not load the user tier:', error);
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });
