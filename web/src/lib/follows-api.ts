import { queryOptions } from '@tanstack/react-query';
import type {
  Follow,
  FollowDeletedResponse,
  FollowListResponse,
  FollowResponse,
} from '../../../shared/contracts/follows';
import type { FollowTarget } from '../../../shared/domain/follow-targets';
import { apiGet, apiRequest } from './api-client';

/**
 * The caller's follows, which two features read and change: the Follow buttons (features/follows) and the
 * Feed's filter and Manage follows panel (features/feed). One query key, so a follow made or ended in
 * either shows in both (docs/product/feed.md#follows).
 */
export const FOLLOWS_KEY = ['follows'] as const;

/** GET /api/follows: what the caller follows, newest first (docs/product/calls.md#follows). */
export const followsQuery = () =>
  queryOptions({
    queryKey: FOLLOWS_KEY,
    queryFn: ({ signal }) => apiGet<FollowListResponse>('/follows', signal).then((answer) => answer.data),
    // One list for every button and panel on the page; it changes only through them, and they update it.
    staleTime: 60_000,
  });

/** POST /api/follows: the follow of the target, new (201) or the one the caller had (200). */
export function followTarget(target: FollowTarget): Promise<Follow> {
  const body = {
    kind: target.kind,
    value: target.value,
    ...(target.filters ? { filters: target.filters } : {}),
  };
  return apiRequest<FollowResponse>('/follows', { method: 'POST', body }).then((answer) => answer.data);
}

/** DELETE /api/follows/{id}. */
export function unfollow(id: string): Promise<void> {
  return apiRequest<FollowDeletedResponse>(`/follows/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(
    () => undefined,
  );
}

export type { Follow };
