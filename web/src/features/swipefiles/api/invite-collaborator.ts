import type { Collaborator, CollaboratorResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/swipefiles/{id}/invite: a pending viewer (docs/product/sharing.md#collaborators-and-invitations) and an invitation e-mail (docs/decisions/0017-invitations.md). */
export function inviteCollaborator(swipefileId: string, email: string): Promise<Collaborator> {
  return apiRequest<CollaboratorResponse>(`/swipefiles/${encodeURIComponent(swipefileId)}/invite`, {
    method: 'POST',
    body: { email, role: 'viewer' },
  }).then((answer) => answer.data);
}
