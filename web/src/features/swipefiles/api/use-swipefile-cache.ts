import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { mySwipefilesQuery, SWIPEFILES_KEY } from '../../../lib/swipefiles-api';
import { swipefileKey } from './swipefile-query';

/**
 * Puts a swipefile the server returned in place (its detail and the caller's list) at once, then marks
 * every swipefile query stale, so the lists and the save dialog fetch afresh (docs/product/swipefiles.md#saved-videos-and-notes: the returned
 * swipefile replaces the local one).
 */
export function useSwipefileCache() {
  const queryClient = useQueryClient();
  const replace = useCallback(
    (swipefile: Swipefile) => {
      queryClient.setQueryData(swipefileKey(swipefile.id), (old: Swipefile | undefined) =>
        // The caller's own role and count stay as the detail read them if the answer left them out.
        old ? { ...old, ...swipefile } : swipefile,
      );
      queryClient.setQueryData(mySwipefilesQuery().queryKey, (old: Swipefile[] | undefined) =>
        old?.map((item) => (item.id === swipefile.id ? { ...item, ...swipefile } : item)),
      );
    },
    [queryClient],
  );
  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: SWIPEFILES_KEY }),
    [queryClient],
  );
  return { replace, invalidate };
}
