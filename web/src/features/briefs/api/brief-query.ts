import { queryOptions } from '@tanstack/react-query';
import type { BriefResponse } from '../../../../../shared/contracts/briefs';
import { apiGet } from '../../../lib/api-client';
import { BRIEFS_KEY } from './briefs-query';

export const briefKey = (id: string) => [...BRIEFS_KEY, 'one', id] as const;

/** GET /api/briefs/{id}: one brief with the caller's `user_role`, `can_edit` and `revision`. */
export const briefQuery = (id: string) =>
  queryOptions({
    queryKey: briefKey(id),
    queryFn: ({ signal }) =>
      apiGet<BriefResponse>(`/briefs/${encodeURIComponent(id)}`, signal).then((body) => body.data),
    // A 403 or 404 leaves the screen at once; a retry would only delay that.
    retry: false,
    staleTime: 0,
    // The editor holds its own copy while someone types; a refetch on focus would only race it.
    refetchOnWindowFocus: false,
  });
