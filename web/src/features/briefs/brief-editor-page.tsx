import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Brief } from '../../../../shared/contracts/briefs';
import { paths } from '../../../../shared/domain/paths';
import { pageTitle } from '../../../../shared/domain/site';
import { BriefReading } from '../../components/brief-view/brief-reading';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { usePageMeta } from '../../hooks/use-page-meta';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-messages';
import { notify } from '../../lib/toast-config';
import { briefQuery } from './api/brief-query';
import { deleteBrief } from './api/delete-brief';
import { useBriefCache } from './api/use-brief-cache';
import { deleteConfirmText, MESSAGES } from './brief-messages';
import { BriefCommentsPanel } from './components/brief-comments-panel';
import { BriefEditor } from './components/brief-editor';
import { BriefHeader } from './components/brief-header';
import { commentButtons } from './components/brief-lists';
import { BriefWorkspace } from './components/brief-workspace';
import { BriefShareDialog } from './components/share-dialog';
import { useBriefComments } from './use-brief-comments';

/** The comment button under an item of a viewer's brief, as the editor's item buttons look. */
const VIEWER_COMMENT_BUTTON =
  'grid size-8 place-items-center rounded-lg text-slate-500 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** What a failed load says before the screen goes back to /briefs; null for a 401 (the client went to /login). */
function loadFailureText(error: unknown): string | null {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 401) return null;
  if (status === 403) return MESSAGES.noAccess;
  if (status === 404) return MESSAGES.notFound;
  return MESSAGES.loadFailed;
}

/** /briefs/{id} (issue 34): the editor for the owner and editors, the brief to read for viewers. */
export function BriefEditorPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cache = useBriefCache();
  const query = useQuery(briefQuery(id));
  const brief = query.data;
  const comments = useBriefComments(id);
  usePageMeta(
    brief ? pageTitle(brief.title, 'Briefs') : pageTitle('Brief'),
    brief?.goal || 'A brief for a video.',
  );
  // Which copy of the brief the editor started from: Reload after a conflict starts it again.
  const [opened, setOpened] = useState(0);
  const [reloading, setReloading] = useState(false);
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);

  const { error, isError } = query;
  useEffect(() => {
    if (!isError) return;
    const status = error instanceof ApiRequestError ? error.status : 0;
    if (brief && status !== 403 && status !== 404) return;
    const text = loadFailureText(error);
    if (text === null) return;
    notify('error', text);
    navigate(paths.briefs, { replace: true });
  }, [isError, error, brief, navigate]);

  const reload = async () => {
    setReloading(true);
    try {
      await queryClient.fetchQuery({ ...briefQuery(id), staleTime: 0 });
      setOpened((n) => n + 1);
    } catch {
      notify('error', MESSAGES.reloadFailed);
    } finally {
      setReloading(false);
    }
  };

  const remove = useMutation({
    mutationFn: (target: Brief) => deleteBrief(target.id),
    onSuccess: () => {
      setDialog(null);
      notify('success', MESSAGES.deleted);
      queryClient.removeQueries({ queryKey: briefQuery(id).queryKey });
      void cache.invalidateList();
      navigate(paths.briefs, { replace: true });
    },
    onError: (failure) => notify('error', errorMessage(failure, MESSAGES.deleteFailed)),
  });

  const actions = { onShare: () => setDialog('share'), onDelete: () => setDialog('delete') };
  return (
    <div className="mx-auto flex min-h-[calc(100svh-4rem)] w-full max-w-3xl flex-col lg:max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:py-10 print:min-h-0 print:max-w-none print:p-0">
      {brief ? (
        <>
          {brief.can_edit ? (
            <BriefEditor
              key={`${brief.id}:${opened}`}
              brief={brief}
              reloading={reloading}
              onReload={() => void reload()}
              comments={comments}
              {...actions}
            />
          ) : (
            <>
              <BriefHeader
                brief={brief}
                title={
                  <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
                    {brief.title}
                  </h1>
                }
                {...actions}
              />
              <BriefWorkspace
                tab={comments.tab}
                onTab={comments.setTab}
                openCount={comments.query.data ? comments.openCount : null}
                main={
                  <BriefReading
                    brief={brief}
                    // A viewer comments on an item from the item, as an editor does.
                    itemAction={(kind, item, index) =>
                      commentButtons(kind, comments)?.(item, index, VIEWER_COMMENT_BUTTON)
                    }
                  />
                }
                comments={<BriefCommentsPanel comments={comments} content={brief} saved={brief} />}
              />
            </>
          )}
          <BriefShareDialog
            brief={dialog === 'share' ? brief : null}
            onClose={() => setDialog(null)}
            onUpdated={cache.replace}
          />
          <ConfirmDialog
            open={dialog === 'delete'}
            title="Delete brief?"
            message={deleteConfirmText(brief.title)}
            confirmLabel="Delete"
            busyLabel="Deleting..."
            busy={remove.isPending}
            onConfirm={() => remove.mutate(brief)}
            onCancel={() => setDialog(null)}
          />
        </>
      ) : (
        <EditorSkeleton />
      )}
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" className="flex animate-pulse flex-col gap-4">
      <div className="h-4 w-32 rounded bg-slate-200" />
      <div className="h-8 w-2/3 max-w-md rounded bg-slate-200" />
      <div className="h-4 w-1/2 max-w-sm rounded bg-slate-100" />
      <div className="mt-4 h-48 rounded-2xl bg-slate-100" />
      <span className="sr-only">Loading brief…</span>
    </div>
  );
}
