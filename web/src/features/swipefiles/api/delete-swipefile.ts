import type { DeletedResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/swipefiles?id=: removes the swipefile and its saved rows, never the videos (docs/decisions/0019-deleting.md). */
export function deleteSwipefile(id: string): Promise<void> {
  return apiRequest<DeletedResponse>(`/swipefiles?id=${encodeURIComponent(id)}`, {
    method: 'DELETE',
  }).then(() => undefined);
}
