import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/swipefiles/{id}/collaborators/{collaboratorId}: access ends at once (DECISIONS.md 19). */
export function removeCollaborator(swipefileId: string, collaboratorId: string): Promise<void> {
  return apiRequest<{ data: { id: string } }>(
    `/swipefiles/${encodeURIComponent(swipefileId)}/collaborators/${encodeURIComponent(collaboratorId)}`,
    { method: 'DELETE' },
  ).then(() => undefined);
}
