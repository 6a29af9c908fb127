import type {
  Collaborator,
  CollaboratorResponse,
  CollaboratorRole,
} from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/swipefiles/{id}/collaborators/{collaboratorId} with the new role. */
export function updateCollaboratorRole(
  swipefileId: string,
  collaboratorId: string,
  role: CollaboratorRole,
): Promise<Collaborator> {
  return apiRequest<CollaboratorResponse>(
    `/swipefiles/${encodeURIComponent(swipefileId)}/collaborators/${encodeURIComponent(collaboratorId)}`,
    { method: 'PUT', body: { role } },
  ).then((answer) => answer.data);
}
