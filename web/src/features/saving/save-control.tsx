import { Bookmark } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { loginWithRedirect } from '../../session/redirect';
import { useSession } from '../../session/session-context';
import { saveControlClass } from './save-control-look';
import type { SaveSurface } from './save-texts';

// A signed-in user's control (status, save calls, and the dialog behind it) is its own chunk: the public
// pages' first bundles (e2e/support/web-budgets.ts) carry only this file. The server renders pages for
// visitors only, so the lazy part never has server HTML to match.
const SignedInSaveControl = lazy(() =>
  import('./signed-in-save-control').then((m) => ({ default: m.SignedInSaveControl })),
);

export interface SaveControlProps {
  videoId: number;
  /** 'list': the round icon over a card's thumbnail; 'detail': a header button of the modal or the page. */
  surface: SaveSurface;
  /** In the detail header: the icon alone. */
  compact?: boolean;
}

/**
 * The save control (docs/product/video-detail.md#copy-link, docs/product/saving.md#save-control). A visitor gets a link to /login that brings them back;
 * a signed-in user a bookmark showing whether the video is saved. The session comes from context, so the
 * server's HTML and the first client render agree.
 */
export function SaveControl(props: SaveControlProps) {
  const { status } = useSession();
  if (status !== 'signed-in') return <SignInToSave {...props} />;
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <SignedInSaveControl {...props} />
    </Suspense>
  );
}

function SignInToSave({ surface, compact }: SaveControlProps) {
  const { pathname, search } = useLocation();
  const iconOnly = surface === 'list' || Boolean(compact);
  return (
    <Link
      to={loginWithRedirect(`${pathname}${search}`)}
      aria-label="Save video (sign in required)"
      title="Sign in to save this video to a swipefile"
      className={saveControlClass(surface, false, iconOnly)}
    >
      <Bookmark className="size-4" aria-hidden />
      {!iconOnly && <span>Save</span>}
    </Link>
  );
}

/** The unsaved look while the control's chunk loads (one request for every control on the page). */
function Placeholder({ surface, compact }: SaveControlProps) {
  const iconOnly = surface === 'list' || Boolean(compact);
  return (
    <span aria-hidden className={saveControlClass(surface, false, iconOnly)}>
      <Bookmark className="size-4" />
      {!iconOnly && <span>Save</span>}
    </span>
  );
}
