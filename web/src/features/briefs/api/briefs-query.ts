import { queryOptions } from '@tanstack/react-query';
import type { BriefListResponse } from '../../../../../shared/contracts/briefs';
import { apiGet } from '../../../lib/api-client';

/** Every brief query sits under this key, so any change to a brief refreshes the list and the brief. */
export const BRIEFS_KEY = ['briefs'] as const;

/** GET /api/briefs: the caller's briefs and those shared with them, with counts and unread comments. */
export const briefsQuery = () =>
  queryOptions({
    queryKey: [...BRIEFS_KEY, 'list'],
    queryFn: ({ signal }) => apiGet<BriefListResponse>('/briefs', signal).then((body) => body.data),
    // Collaborators change briefs too: every visit reads the list afresh, the cached one showing meanwhile.
    staleTime: 0,
  });
