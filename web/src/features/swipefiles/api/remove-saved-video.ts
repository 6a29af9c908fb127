import type { UnsavedResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/saved-videos?id=: takes one saved video out of its swipefile (owner and editors). */
export function removeSavedVideo(savedVideoId: string): Promise<void> {
  return apiRequest<UnsavedResponse>(`/saved-videos?id=${encodeURIComponent(savedVideoId)}`, {
    method: 'DELETE',
  }).then(() => undefined);
}
