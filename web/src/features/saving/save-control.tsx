import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DEFAULT_SWIPEFILE_NAME, type Swipefile } from '../../../../shared/contracts/swipefiles';
import { mySwipefilesQuery } from '../../lib/swipefiles-api';
import { loginWithRedirect } from '../../session/redirect';
import { useSession } from '../../session/session-context';
import { notSaved, saveStatusQuery } from './api/save-status';
import { defaultOf } from './default-swipefile';
import type { SaveSurface } from './save-texts';
import { useSaveActions } from './use-save-actions';

// The dialog is its own chunk, fetched on the first hover, focus or tap: visitors never load it, and the
// public pages' budgets (e2e/support/web-budgets.ts) carry only this button.
const loadDialog = () => import('./save-dialog');
const SaveDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveDialog })));

interface SaveControlProps {
  videoId: number;
  /** 'list': the round icon over a card's thumbnail; 'detail': a header button of the modal or the page. */
  surface: SaveSurface;
  /** In the detail header: the icon alone. */
  compact?: boolean;
}

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
// Both looks keep a touch target of at least 40 px.
const LOOK = {
  list: {
    base: `grid size-10 place-items-center rounded-full shadow-sm ring-1 ring-white/30 backdrop-blur-sm transition-colors ${FOCUS}`,
    idle: 'bg-slate-950/55 text-white hover:bg-slate-950/75',
    saved: 'bg-indigo-600 text-white hover:bg-indigo-500',
  },
  detail: {
    base: `inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium shadow-sm ring-1 ring-inset transition-colors ${FOCUS}`,
    idle: 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 hover:text-slate-900',
    saved: 'bg-indigo-50 text-indigo-700 ring-indigo-200 hover:bg-indigo-100',
  },
} as const;

/**
 * The save control (spec 000 §2, §4 "Video save"). A visitor gets a link to /login that brings them back;
 * a signed-in user a bookmark showing whether the video is saved. The session comes from context, so the
 * server's HTML and the first client render agree.
 */
export function SaveControl(props: SaveControlProps) {
  const { status } = useSession();
  if (status !== 'signed-in') return <SignInToSave {...props} />;
  return <SignedInSaveControl {...props} />;
}

function SignInToSave({ surface, compact }: SaveControlProps) {
  const { pathname, search } = useLocation();
  const look = LOOK[surface];
  const iconOnly = surface === 'list' || compact;
  return (
    <Link
      to={loginWithRedirect(`${pathname}${search}`)}
      aria-label="Save video (sign in required)"
      title="Sign in to save this video to a swipefile"
      className={`${look.base} ${look.idle} ${iconOnly && surface === 'detail' ? 'w-10 px-0' : ''}`}
    >
      <Bookmark className="size-4" aria-hidden />
      {!iconOnly && <span>Save</span>}
    </Link>
  );
}

function SignedInSaveControl({ videoId, surface, compact }: SaveControlProps) {
  const client = useQueryClient();
  const query = useQuery(saveStatusQuery(videoId));
  const status = query.data ?? notSaved(videoId);
  const actions = useSaveActions(videoId, surface);
  const [dialogOpen, setDialogOpen] = useState(false);

  // spec 000 §8: a save-status load failure is logged only; the control shows unsaved and still works.
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

  // spec 000 §4: a saved video's tap removes it from the default swipefile. Saved only elsewhere, the
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

  const look = LOOK[surface];
  const iconOnly = surface === 'list' || compact;
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
        className={`${look.base} ${status.is_saved ? look.saved : look.idle} ${iconOnly && surface === 'detail' ? 'w-10 px-0' : ''}`}
      >
        <Icon className="size-4" aria-hidden />
        {!iconOnly && <span>{status.is_saved ? 'Saved' : 'Save'}</span>}
      </button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <SaveDialog
            videoId={videoId}
            status={status}
            actions={actions}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
          />
        </Suspense>
      )}
    </>
  );
}
