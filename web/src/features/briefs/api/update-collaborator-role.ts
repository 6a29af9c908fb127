import type {
  Collaborator,
  CollaboratorResponse,
  CollaboratorRole,
} from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/briefs/{id}/collaborators/{collaboratorId} with the new role. */
export function updateBriefCollaboratorRole(
  briefId: string,
  collaboratorId: string,
  role: CollaboratorRole,
): Promise<Collaborator> {
  return apiRequest<CollaboratorResponse>(
    `/briefs/${encodeURIComponent(briefId)}/collaborators/${encodeURIComponent(collaboratorId)}`,
    { method: 'PUT', body: { role } },
  ).then((answer) => answer.data);
}
