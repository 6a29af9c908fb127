import type { Brief, BriefResponse } from '../../../../../shared/contracts/briefs';
import type { AccessLevel } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/briefs/{id}/share (owner): sets the access level; the answer is the updated brief. */
export function shareBrief(briefId: string, accessLevel: AccessLevel): Promise<Brief> {
  return apiRequest<BriefResponse>(`/briefs/${encodeURIComponent(briefId)}/share`, {
    method: 'POST',
    body: { access_level: accessLevel },
  }).then((answer) => answer.data);
}
