import type { DeletedResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/swipefiles/{id}/collaborators/{collaboratorId}: access ends at once (docs/decisions/0019-deleting.md). */
export function removeCollaborator(swipefileId: string, collaboratorId: string): Promise<void> {
  return apiRequest<DeletedResponse>(
    `/swipefiles/${encodeURIComponent(swipefileId)}/collaborators/${encodeURIComponent(collaboratorId)}`,
    { method: 'DELETE' },
  ).then(() => undefined);
}
