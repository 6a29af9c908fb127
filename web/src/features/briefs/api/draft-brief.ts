import type { Brief, BriefResponse } from '../../../../../shared/contracts/briefs';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/briefs/draft {swipefile_id} (premium and admin): a brief drafted from the swipefile's videos. */
export function draftBriefFromSwipefile(swipefileId: string): Promise<Brief> {
  return apiRequest<BriefResponse>('/briefs/draft', {
    method: 'POST',
    body: { swipefile_id: swipefileId },
  }).then((answer) => answer.data);
}
