import { queryOptions } from '@tanstack/react-query';
import type {
  MarkSharesSeenResponse,
  NewShares,
  NewSharesResponse,
} from '../../../shared/contracts/new-shares';
import { ApiRequestError, apiRequest } from './api-client';
import { SWIPEFILES_KEY } from './swipefiles-api';

/**
 * The swipefiles newly shared with the signed-in user (issue 31), which two places read: the app shell's
 * sign on the Swipefiles link (features/layout) and the Shared tab (features/swipefiles). Under
 * SWIPEFILES_KEY, so whatever refreshes the swipefile lists refreshes the sign too.
 */
export const NEW_SHARES_KEY = [...SWIPEFILES_KEY, 'shared', 'new'] as const;

/** How often an open page asks again: a share sent meanwhile shows within a minute, or on coming back. */
const NEW_SHARES_POLL_MS = 60_000;

const NONE: NewShares = { count: 0, shares: [] };

export const newSharesQuery = () =>
  queryOptions({
    queryKey: NEW_SHARES_KEY,
    queryFn: async ({ signal }): Promise<NewShares> => {
      try {
        const body = await apiRequest<NewSharesResponse>('/swipefiles/shared/new', {
          signal,
          // A background poll is not something the user did: a session that ended meanwhile shows no
          // sign rather than sending them to /login from the middle of a page.
          unauthorizedIsAnswer: true,
        });
        return body.data;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return NONE;
        throw error;
      }
    },
    staleTime: 15_000,
    refetchInterval: NEW_SHARES_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** POST /api/swipefiles/shared/seen: the shares the user was shown; answers how many new ones are left. */
export function markSharesSeen(ids: string[]): Promise<number> {
  return apiRequest<MarkSharesSeenResponse>('/swipefiles/shared/seen', {
    method: 'POST',
    body: { ids },
  }).then((answer) => answer.data.count);
}
