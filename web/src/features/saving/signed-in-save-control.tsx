import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_SWIPEFILE_NAME } from '../../../../shared/contracts/swipefile-limits';
import type { Swipefile } from '../../../../shared/contracts/swipefiles';
import { mySwipefilesQuery } from '../../lib/swipefiles-api';
import { notSaved, saveStatusQuery } from './api/save-status';
import { defaultOf } from './default-swipefile';
import type { SaveControlProps } from './save-control';
import { saveControlClass } from './save-control-look';
import { useSaveActions } from './use-save-actions';

// The dialog is a further chunk, fetched on the first hover, focus or tap.
const loadDialog = () => import('./save-dialog');
const SaveDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveDialog })));

/**
 * A signed-in user's save control: the video's saved state from the batched status (one request for a
 * page of cards), a tap that saves through the dialog or removes the video from 'My Saved Videos'.
 */
export function SignedInSaveControl({ videoId, surface, compact }: SaveControlProps) {
  const client = useQueryClient();
  const query = useQuery(saveStatusQuery(videoId));
  const status = query.data ?? notSaved(videoId);
  const actions = useSaveActions(videoId, surface);
  const [dialogOpen, setDialogOpen] = useState(false);

  // docs/product/saving.md#messages: a save-status load failure is logged only; the control shows unsaved and still works.
  useEffect(() => {
    if (query.isError) console.error(`Could not load the save status of video ${videoId}:`, query.error);
  }, [query.isError, query.error, videoId]);

  const cachedDefault = defaultOf(client.getQueryData(mySwipefilesQuery().queryKey));
  const inDefault = cachedDefault ? status.saved_to_swipefiles.includes(cachedDefault.id) : true;
  const label = !status.is_saved
    ? 'Save video'
    : inDefault
      ? `Saved — remove from ${DEFAULT_SWIPEFILE_NAME}`
      : 'Saved — choose swipefiles';

  const warmUp = () => {
    void loadDialog();
    void client.prefetchQuery(mySwipefilesQuery());
  };

  // docs/product/saving.md#save-control: a saved video's tap removes it from the default swipefile. Saved only elsewhere, the
  // dialog opens instead (each swipefile holding it is marked there): a tap never silently does nothing.
  const onClick = async () => {
    if (!status.is_saved) {
      setDialogOpen(true);
      return;
    }
    let swipefiles: Swipefile[];
    try {
      swipefiles = await client.fetchQuery(mySwipefilesQuery());
    } catch (error) {
      console.error('Could not load the swipefiles:', error);
      setDialogOpen(true);
      return;
    }
    const mine = defaultOf(swipefiles);
    if (mine && status.saved_to_swipefiles.includes(mine.id)) actions.unsave(null, mine.id);
    else setDialogOpen(true);
  };

  const iconOnly = surface === 'list' || Boolean(compact);
  const Icon = status.is_saved ? BookmarkCheck : Bookmark;
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        aria-pressed={status.is_saved}
        aria-label={label}
        title={label}
        className={saveControlClass(surface, status.is_saved, iconOnly)}
      >
        <Icon className="size-4" aria-hidden />
        {!iconOnly && <span>{status.is_saved ? 'Saved' : 'Save'}</span>}
      </button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <SaveDialog status={status} actions={actions} open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  );
}
