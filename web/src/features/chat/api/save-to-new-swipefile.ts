import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';
import { createSwipefile } from '../../../lib/swipefiles-api';

/**
 * The swipe-file builder's offer (issue 18): creates a swipefile and saves the answer's videos into it
 * through the swipefile API (POST /api/swipefiles, then POST /api/saved-videos for each, one at a time so a
 * limit stops the rest cleanly). Resolves to the swipefile and how many videos were saved.
 */
export async function saveToNewSwipefile(
  name: string,
  description: string,
  videoIds: readonly number[],
): Promise<{ swipefile: Swipefile; saved: number }> {
  const swipefile = await createSwipefile({ name, description });
  let saved = 0;
  for (const videoId of videoIds) {
    await apiRequest('/saved-videos', {
      method: 'POST',
      body: { video_id: videoId, swipefile_id: swipefile.id },
    });
    saved += 1;
  }
  return { swipefile, saved };
}
