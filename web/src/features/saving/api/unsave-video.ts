import type { UnsavedResponse, UnsaveVideo } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/saved-videos with the video and swipefile (null: the default one); resolves to rows removed. */
export function unsaveVideo(body: Pick<UnsaveVideo, 'video_id' | 'swipefile_id'>): Promise<number> {
  return apiRequest<UnsavedResponse>('/saved-videos', { method: 'DELETE', body }).then(
    (answer) => answer.data.removed,
  );
}
