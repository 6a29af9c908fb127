import type { Brief, BriefCreate, BriefResponse } from '../../../../../shared/contracts/briefs';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/briefs: a new brief with a title; every other field starts empty. */
export function createBrief(body: BriefCreate): Promise<Brief> {
  return apiRequest<BriefResponse>('/briefs', { method: 'POST', body }).then((answer) => answer.data);
}
