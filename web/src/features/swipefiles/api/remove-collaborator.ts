import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/swipefiles/{id}/collaborators/{collaboratorId}: access ends at once (docs/decisions/0019-deleting.md). */
export function removeCollaborator(swipefileId: string, collaboratorId: string): Promise<void> {
  return apiRequest<{ data: { id: string } }>(
    `/swipefiles/${encodeURIComponent(swipefileId)}/collaborators/${encodeURIComponent(collaboratorId)}`,
    { method: 'DELETE' },
  ).then(() => undefined);
}
