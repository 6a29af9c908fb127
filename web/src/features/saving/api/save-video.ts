import type { SavedVideo, SavedVideoResponse, SaveVideo } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/saved-videos; `swipefile_id` null saves into 'My Saved Videos' (docs/decisions/0016-default-swipefile.md). */
export function saveVideo(body: Pick<SaveVideo, 'video_id' | 'swipefile_id'>): Promise<SavedVideo> {
  return apiRequest<SavedVideoResponse>('/saved-videos', { method: 'POST', body }).then(
    (answer) => answer.data,
  );
}
