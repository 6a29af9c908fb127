import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Brief } from '../../../../../shared/contracts/briefs';
import { briefKey } from './brief-query';
import { BRIEFS_KEY } from './briefs-query';

/**
 * Puts a brief the server returned in place at once (its detail), then marks every brief query stale, so
 * the list reads its counts afresh.
 */
export function useBriefCache() {
  const queryClient = useQueryClient();
  const replace = useCallback(
    (brief: Brief) => {
      queryClient.setQueryData(briefKey(brief.id), (old: Brief | undefined) =>
        old ? { ...old, ...brief } : brief,
      );
    },
    [queryClient],
  );
  const invalidateList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [...BRIEFS_KEY, 'list'] }),
    [queryClient],
  );
  return { replace, invalidateList };
}
