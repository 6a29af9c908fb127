import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveStatus } from '../../../../shared/contracts/swipefiles';
import { track } from '../../lib/analytics';
import { createSwipefile, SWIPEFILES_KEY } from '../../lib/swipefiles-api';
import { notify } from '../../lib/toast-config';
import { cachedSaveStatus, notSaved, saveStatusKey, withSwipefile } from './api/save-status';
import { saveVideo } from './api/save-video';
import { unsaveVideo } from './api/unsave-video';
import { SAVE_FAILURE_TEXTS, type SaveSurface, saveFailureText } from './save-texts';
import { notifySavedTo } from './saved-toast';

/** Every saved-videos list (the swipefile screens read them under this prefix). */
export const SAVED_VIDEOS_KEY = ['saved-videos'] as const;

interface Toggle {
  /** True to save, false to remove. */
  saved: boolean;
  /** The swipefile, or null for the default one ('My Saved Videos'). */
  swipefileId: string | null;
  /** The default swipefile's id when known, so the optimistic status names it. */
  defaultId: string | null;
}

export interface NewSwipefile {
  name: string;
  description: string;
}

export interface SaveActions {
  save: (swipefileId: string | null, defaultId: string | null) => void;
  unsave: (swipefileId: string | null, defaultId: string | null) => void;
  /** Creates a swipefile and saves the video into it; rejects (after the toast) when either fails. */
  createAndSave: (swipefile: NewSwipefile) => Promise<void>;
  creating: boolean;
}

/**
 * Saving and unsaving one video (docs/product/saving.md#save-control): the control flips at once and rolls back on
 * an error with the spec's toast (docs/product/saving.md#messages); afterwards the status is refetched, the swipefile lists and
 * saved-video lists are refreshed, and a 'save' or 'unsave' event names the video and swipefile.
 */
export function useSaveActions(videoId: number, surface: SaveSurface): SaveActions {
  const client = useQueryClient();
  const texts = SAVE_FAILURE_TEXTS[surface];
  const key = saveStatusKey(videoId);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: key }),
      client.invalidateQueries({ queryKey: SWIPEFILES_KEY }),
      client.invalidateQueries({ queryKey: SAVED_VIDEOS_KEY }),
    ]);

  const toggle = useMutation({
    mutationFn: async ({ saved, swipefileId }: Toggle) => {
      const body = { video_id: videoId, swipefile_id: swipefileId };
      if (saved) await saveVideo(body);
      else await unsaveVideo(body);
    },
    onMutate: async ({ saved, swipefileId, defaultId }) => {
      // A status fetch still on its way would overwrite the optimistic one with the old answer.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<SaveStatus>(key);
      client.setQueryData(
        key,
        withSwipefile(cachedSaveStatus(client, videoId), swipefileId ?? defaultId, saved),
      );
      return { before };
    },
    onError: (error, { saved }, context) => {
      client.setQueryData(key, context?.before ?? notSaved(videoId));
      notify('error', saveFailureText(error, saved ? texts.save : texts.unsave));
    },
    onSuccess: (_, { saved, swipefileId }) => {
      track({ type: saved ? 'save' : 'unsave', video_id: videoId, swipefile_id: swipefileId });
    },
    onSettled: refresh,
  });

  const create = useMutation({
    mutationFn: async ({ name, description }: NewSwipefile) => {
      const swipefile = await createSwipefile({ name, description: description.trim() || null });
      await saveVideo({ video_id: videoId, swipefile_id: swipefile.id });
      return swipefile;
    },
    onSuccess: (swipefile) => {
      client.setQueryData(key, withSwipefile(cachedSaveStatus(client, videoId), swipefile.id, true));
      track({ type: 'save', video_id: videoId, swipefile_id: swipefile.id });
      notifySavedTo(swipefile);
    },
    onError: (error) => notify('error', saveFailureText(error, texts.create)),
    onSettled: refresh,
  });

  return {
    save: (swipefileId, defaultId) => toggle.mutate({ saved: true, swipefileId, defaultId }),
    unsave: (swipefileId, defaultId) => toggle.mutate({ saved: false, swipefileId, defaultId }),
    createAndSave: async (swipefile) => {
      await create.mutateAsync(swipefile);
    },
    creating: create.isPending,
  };
}
