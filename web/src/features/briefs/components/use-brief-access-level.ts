import { useMutation } from '@tanstack/react-query';
import type { Brief } from '../../../../../shared/contracts/briefs';
import { type AccessToggle, accessSteps } from '../../../lib/access-steps';
import { notify } from '../../../lib/toast-config';
import { shareBrief } from '../api/share-brief';
import { useBriefCache } from '../api/use-brief-cache';
import { MESSAGES } from '../brief-messages';

/**
 * The share dialog's two toggles, as on a swipefile: each change runs its calls in order (access-steps.ts);
 * every answer replaces the local brief, so a failed second step still shows the state the server holds.
 */
export function useBriefAccessLevel(brief: Brief, onUpdated: (brief: Brief) => void) {
  const cache = useBriefCache();
  const mutation = useMutation({
    mutationFn: async ({ toggle, on }: { toggle: AccessToggle; on: boolean }) => {
      for (const level of accessSteps(brief.access_level, toggle, on)) {
        const updated = await shareBrief(brief.id, level);
        cache.replace(updated);
        onUpdated(updated);
      }
    },
    onError: (_error, { on }) =>
      notify('error', on ? MESSAGES.enableSharingFailed : MESSAGES.disableSharingFailed),
    onSettled: () => cache.invalidateList(),
  });
  return {
    pending: mutation.isPending,
    change: (toggle: AccessToggle, on: boolean) => mutation.mutate({ toggle, on }),
  };
}
