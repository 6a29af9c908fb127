import type { DeletedResponse } from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/briefs/{id} (owner): the brief goes; the videos it cites stay in the library. */
export function deleteBrief(id: string): Promise<void> {
  return apiRequest<DeletedResponse>(`/briefs/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(
    () => undefined,
  );
}
