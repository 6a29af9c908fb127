import { queryOptions } from '@tanstack/react-query';
import type { SwipefileListResponse } from '../../../../../shared/contracts/swipefiles';
import { apiGet } from '../../../lib/api-client';
import { SWIPEFILES_KEY } from '../../../lib/swipefiles-api';

/** GET /api/swipefiles/shared: the swipefiles others shared with the caller (accepted invitations). */
export const sharedSwipefilesQuery = () =>
  queryOptions({
    queryKey: [...SWIPEFILES_KEY, 'shared'],
    queryFn: ({ signal }) =>
      apiGet<SwipefileListResponse>('/swipefiles/shared', signal).then((body) => body.data),
    staleTime: 30_000,
  });
