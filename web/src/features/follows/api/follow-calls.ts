import type { Follow, FollowDeletedResponse, FollowResponse } from '../../../../../shared/contracts/follows';
import type { FollowTarget } from '../../../../../shared/domain/follow-targets';
import { apiRequest } from '../../../lib/api-client';

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
