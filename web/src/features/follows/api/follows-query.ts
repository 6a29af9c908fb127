import { queryOptions } from '@tanstack/react-query';
import type { Follow, FollowListResponse } from '../../../../../shared/contracts/follows';
import { apiGet } from '../../../lib/api-client';

/** The caller's follows in the cache: every follow button reads them, and each toggle changes them first. */
export const FOLLOWS_KEY = ['follows'] as const;

/** GET /api/follows: what the caller follows, newest first (docs/product/calls.md#follows). */
export const followsQuery = () =>
  queryOptions({
    queryKey: FOLLOWS_KEY,
    queryFn: ({ signal }) => apiGet<FollowListResponse>('/follows', signal).then((answer) => answer.data),
    // One list for every button on the page; it changes only through the buttons, which update it.
    staleTime: 60_000,
  });

export type { Follow };
