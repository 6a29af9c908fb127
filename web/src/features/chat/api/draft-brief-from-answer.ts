import type { Brief, BriefDraft, BriefResponse } from '../../../../../shared/contracts/briefs';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/briefs/draft {video_ids} (premium and admin, as the chat): a new private brief drafted from
 * the videos a chat answer cites (docs/product/briefs.md#drafting). The chat calls the API itself rather
 * than the briefs feature's module: features do not import each other (docs/decisions/0048-web-layering-and-budgets.md).
 */
export function draftBriefFromVideos(videoIds: readonly number[]): Promise<Brief> {
  const body: BriefDraft = { video_ids: [...videoIds] };
  return apiRequest<BriefResponse>('/briefs/draft', { method: 'POST', body }).then((answer) => answer.data);
}
