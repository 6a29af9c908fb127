import type { Collaborator, CollaboratorResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/briefs/{id}/invite: a pending viewer and an invitation e-mail (as on a swipefile). */
export function inviteBriefCollaborator(briefId: string, email: string): Promise<Collaborator> {
  return apiRequest<CollaboratorResponse>(`/briefs/${encodeURIComponent(briefId)}/invite`, {
    method: 'POST',
    body: { email, role: 'viewer' },
  }).then((answer) => answer.data);
}
