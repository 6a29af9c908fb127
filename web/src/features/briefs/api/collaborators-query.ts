import { queryOptions } from '@tanstack/react-query';
import type { CollaboratorListResponse } from '../../../../../shared/contracts/swipefiles';
import { apiGet } from '../../../lib/api-client';

export const briefCollaboratorsKey = (briefId: string) => ['brief-collaborators', briefId] as const;

/** GET /api/briefs/{id}/collaborators (owner only): invited and accepted collaborators, as on a swipefile. */
export const briefCollaboratorsQuery = (briefId: string) =>
  queryOptions({
    queryKey: briefCollaboratorsKey(briefId),
    queryFn: ({ signal }) =>
      apiGet<CollaboratorListResponse>(`/briefs/${encodeURIComponent(briefId)}/collaborators`, signal).then(
        (body) => body.data,
      ),
    staleTime: 0,
  });
