import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { pageTitle } from '../../../../shared/domain/site';
import { usePageMeta } from '../../hooks/use-page-meta';
import { ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/toast-config';
import { swipefileQuery } from './api/swipefile-query';
import { DetailHeader } from './components/detail-header';
import { SavedVideosSection } from './components/saved-videos-section';
import { useSwipefileDialogs } from './components/use-swipefile-dialogs';
import { MESSAGES } from './swipefile-messages';

/** docs/product/errors.md#what-the-screens-say: what a failed load says before the screen goes back to /swipefiles; null for a 401. */
function loadFailureText(error: unknown): string | null {
  const status = error instanceof ApiRequestError ? error.status : 0;
  // The API client already refreshed the session once and sent the user to /login.
  if (status === 401) return null;
  if (status === 403) return MESSAGES.noAccess;
  if (status === 404) return MESSAGES.notFound;
  return MESSAGES.loadFailed;
}

interface SwipefileDetailPageProps {
  /** Another feature's action for this swipefile (the briefs' "Draft a brief"), filled in by the app. */
  renderDraftBrief?: (swipefileId: string) => ReactNode;
}

/** /swipefiles/{id} (docs/product/swipefiles.md#swipefile-detail). */
export function SwipefileDetailPage({ renderDraftBrief }: SwipefileDetailPageProps = {}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(swipefileQuery(id));
  const swipefile = query.data;
  usePageMeta(
    swipefile ? pageTitle(swipefile.name, 'Swipefiles') : pageTitle('Swipefile'),
    swipefile?.description || 'A swipefile of saved videos with notes.',
  );
  const dialogs = useSwipefileDialogs({
    onDeleted: () => navigate(paths.swipefiles, { replace: true }),
  });

  const { error, isError } = query;
  useEffect(() => {
    if (!isError) return;
    // A refetch that fails for a passing reason keeps the loaded swipefile on screen; a 403 or 404 means
    // access ended (a removed collaborator, a deleted swipefile), so the screen leaves even then.
    const status = error instanceof ApiRequestError ? error.status : 0;
    if (swipefile && status !== 403 && status !== 404) return;
    const text = loadFailureText(error);
    if (text === null) return;
    notify('error', text);
    navigate(paths.swipefiles, { replace: true });
  }, [isError, error, swipefile, navigate]);

  // The page fills the screen under the navigation bar from its first frame, as the route skeletons do, so
  // the footer starts below the fold instead of being pushed down as the swipefile and its videos arrive
  // (issue 31 item 10: it was most of a phone's 0.807 layout shift).
  return (
    <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-10">
      {swipefile ? (
        <>
          <DetailHeader
            swipefile={swipefile}
            onShare={() => dialogs.openShare(swipefile)}
            onEdit={() => dialogs.openEdit(swipefile)}
            onDelete={() => dialogs.openDelete(swipefile)}
            extraActions={renderDraftBrief?.(swipefile.id)}
          />
          <SavedVideosSection key={swipefile.id} swipefile={swipefile} />
          {dialogs.dialogs}
        </>
      ) : (
        <HeaderSkeleton />
      )}
    </div>
  );
}

function HeaderSkeleton() {
  return (
    <div role="status" className="flex animate-pulse flex-col gap-4">
      <div className="h-4 w-36 rounded bg-slate-200" />
      <div className="h-8 w-2/3 max-w-md rounded bg-slate-200" />
      <div className="h-4 w-1/2 max-w-sm rounded bg-slate-100" />
      <span className="sr-only">Loading swipefile…</span>
    </div>
  );
}
