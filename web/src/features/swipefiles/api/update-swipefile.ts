import type {
  Swipefile,
  SwipefileResponse,
  SwipefileUpdate,
} from '../../../../../shared/contracts/swipefiles';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/swipefiles?id= with the name and description (owner, or an editor with `can_edit`). */
export function updateSwipefile(id: string, body: SwipefileUpdate): Promise<Swipefile> {
  return apiRequest<SwipefileResponse>(`/swipefiles?id=${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  }).then((answer) => answer.data);
}
