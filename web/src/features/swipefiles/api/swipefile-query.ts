import { queryOptions } from '@tanstack/react-query';
import type { SwipefileResponse } from '../../../../../shared/contracts/swipefiles';
import { apiGet } from '../../../lib/api-client';
import { SWIPEFILES_KEY } from '../../../lib/swipefiles-api';

/** The cache key of one swipefile; under SWIPEFILES_KEY, so every change to a swipefile refreshes it. */
export const swipefileKey = (id: string) => [...SWIPEFILES_KEY, 'one', id] as const;

/** GET /api/swipefiles?id=: one swipefile with the caller's `user_role` and `can_edit` (docs/product/calls.md#swipefiles-and-saving). */
export const swipefileQuery = (id: string) =>
  queryOptions({
    queryKey: swipefileKey(id),
    queryFn: ({ signal }) =>
      apiGet<SwipefileResponse>(`/swipefiles?id=${encodeURIComponent(id)}`, signal).then((body) => body.data),
    // docs/product/errors.md#what-the-screens-say: a 403 or 404 leaves the screen at once; a retry would only delay that.
    retry: false,
    // Read afresh on every visit (the cached copy shows meanwhile): the owner may have changed the
    // caller's role or removed them since.
    staleTime: 0,
  });
