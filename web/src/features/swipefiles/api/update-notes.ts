import type { SavedVideo, SavedVideoResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/saved-videos/{id}/notes (owner and editors; docs/product/swipefiles.md#saved-videos-and-notes: saved on blur). */
export function updateNotes(savedVideoId: string, notes: string): Promise<SavedVideo> {
  return apiRequest<SavedVideoResponse>(`/saved-videos/${encodeURIComponent(savedVideoId)}/notes`, {
    method: 'PUT',
    body: { notes },
  }).then((answer) => answer.data);
}
