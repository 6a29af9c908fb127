import type { AccessLevel, Swipefile, SwipefileResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/swipefiles/{id}/share (owner): sets the access level; the answer is the updated swipefile. */
export function shareSwipefile(swipefileId: string, accessLevel: AccessLevel): Promise<Swipefile> {
  return apiRequest<SwipefileResponse>(`/swipefiles/${encodeURIComponent(swipefileId)}/share`, {
    method: 'POST',
    body: { access_level: accessLevel },
  }).then((answer) => answer.data);
}
