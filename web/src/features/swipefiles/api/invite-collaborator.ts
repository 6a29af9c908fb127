import type { Collaborator } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/swipefiles/{id}/invite: a pending viewer (spec 001 §4) and an invitation e-mail (DECISIONS.md 17). */
export function inviteCollaborator(swipefileId: string, email: string): Promise<Collaborator> {
  return apiRequest<{ data: Collaborator }>(`/swipefiles/${encodeURIComponent(swipefileId)}/invite`, {
    method: 'POST',
    body: { email, role: 'viewer' },
  }).then((answer) => answer.data);
}
