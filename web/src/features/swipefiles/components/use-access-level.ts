import { useMutation } from '@tanstack/react-query';
import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { type AccessToggle, accessSteps } from '../../../lib/access-steps';
import { notify } from '../../../lib/toast-config';
import { shareSwipefile } from '../api/share-swipefile';
import { useSwipefileCache } from '../api/use-swipefile-cache';
import { MESSAGES } from '../swipefile-messages';

/**
 * The share modal's two toggles. Each change runs its calls in order (access-steps.ts); every answer
 * replaces the local swipefile, so a failed second step still shows the state the server holds.
 */
export function useAccessLevel(swipefile: Swipefile, onUpdated: (swipefile: Swipefile) => void) {
  const cache = useSwipefileCache();
  const mutation = useMutation({
    mutationFn: async ({ toggle, on }: { toggle: AccessToggle; on: boolean }) => {
      for (const level of accessSteps(swipefile.access_level, toggle, on)) {
        const updated = await shareSwipefile(swipefile.id, level);
        cache.replace(updated);
        onUpdated(updated);
      }
    },
    onError: (_error, { on }) =>
      notify('error', on ? MESSAGES.enableSharingFailed : MESSAGES.disableSharingFailed),
    onSettled: () => cache.invalidate(),
  });
  return {
    /** docs/product/sharing.md#access-levels: both toggles wait while a change is in flight. */
    pending: mutation.isPending,
    change: (toggle: AccessToggle, on: boolean) => mutation.mutate({ toggle, on }),
  };
}
