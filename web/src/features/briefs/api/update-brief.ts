import type { Brief, BriefResponse, BriefUpdate } from '../../../../../shared/contracts/briefs';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/briefs/{id} with only the fields that changed and the revision the editor started from; a
 * stale revision is refused with 409 `brief_conflict` and nothing is written.
 */
export function updateBrief(id: string, body: BriefUpdate): Promise<Brief> {
  return apiRequest<BriefResponse>(`/briefs/${encodeURIComponent(id)}`, { method: 'PUT', body }).then(
    (answer) => answer.data,
  );
}
