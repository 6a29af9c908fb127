import { queryOptions } from '@tanstack/react-query';
import type { CollaboratorListResponse } from '../../../../../shared/contracts/swipefiles';
import { apiGet } from '../../../lib/api-client';

export const collaboratorsKey = (swipefileId: string) => ['collaborators', swipefileId] as const;

/** GET /api/swipefiles/{id}/collaborators (owner only): invited and accepted collaborators. */
export const collaboratorsQuery = (swipefileId: string) =>
  queryOptions({
    queryKey: collaboratorsKey(swipefileId),
    queryFn: ({ signal }) =>
      apiGet<CollaboratorListResponse>(
        `/swipefiles/${encodeURIComponent(swipefileId)}/collaborators`,
        signal,
      ).then((body) => body.data),
    staleTime: 0,
  });
