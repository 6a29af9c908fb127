import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/swipefiles?id=: removes the swipefile and its saved rows, never the videos (docs/decisions/0019-deleting.md). */
export function deleteSwipefile(id: string): Promise<void> {
  return apiRequest<{ data: { id: string } }>(`/swipefiles?id=${encodeURIComponent(id)}`, {
    method: 'DELETE',
  }).then(() => undefined);
}
