import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/swipefiles?id=: removes the swipefile and its saved rows, never the videos (DECISIONS.md 19). */
export function deleteSwipefile(id: string): Promise<void> {
  return apiRequest<{ data: { id: string } }>(`/swipefiles?id=${encodeURIComponent(id)}`, {
    method: 'DELETE',
  }).then(() => undefined);
}
