import type { DeletedResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/briefs/{id}/collaborators/{collaboratorId}: access ends at once. */
export function removeBriefCollaborator(briefId: string, collaboratorId: string): Promise<void> {
  return apiRequest<DeletedResponse>(
    `/briefs/${encodeURIComponent(briefId)}/collaborators/${encodeURIComponent(collaboratorId)}`,
    { method: 'DELETE' },
  ).then(() => undefined);
}
