import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowUpRight, Film, Layers, Pencil, Plus, ShieldAlert, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_REQUIRED_MESSAGE } from '../../../../shared/contracts/error-codes';
import { paths } from '../../../../shared/domain/paths';
import { countOf } from '../../../../shared/domain/plural';
import { adminPageTitle } from '../../../../shared/domain/site';
import { callToActionClass } from '../../components/call-to-action';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { errorCode } from '../../lib/error-messages';
import { notify } from '../../lib/toast-config';
import {
  createView,
  deleteView,
  updateView,
  VIEWS_QUERY_PREFIX,
  type View,
  type ViewInput,
  viewsQuery,
} from './api/views-admin-api';
import { DeleteViewDialog } from './delete-view-dialog';
import { ViewFormDialog } from './view-form-dialog';
import { VIEW_DELETE_FAILED, VIEWS_LOAD_FAILED, viewSaveErrorMessage } from './views-messages';

/** The form's state: closed, creating, or editing one view. */
type Editing = { open: false } | { open: true; view: View | null };

/** /views (docs/product/views.md#views-admin-screen): the grid of views with their counts, create/edit and delete. */
export function ViewsPage() {
  usePageMeta(adminPageTitle('Views'), 'Curate public views of the Hookshelf library.');
  const queryClient = useQueryClient();
  const query = useQuery(viewsQuery);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<View | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: VIEWS_QUERY_PREFIX });
  const save = useMutation({
    mutationFn: ({ view, input }: { view: View | null; input: ViewInput }) =>
      view ? updateView(view.id, input) : createView(input),
    onSuccess: (answer, { view }) => {
      setEditing({ open: false });
      notify('success', view ? `View '${answer.data.name}' saved` : `View '${answer.data.name}' created`);
    },
    onError: (error) => {
      const message = viewSaveErrorMessage(error);
      setSaveError(message);
      notify('error', message);
    },
    onSettled: () => reload(),
  });
  const remove = useMutation({
    mutationFn: (view: View) => deleteView(view.id),
    onSuccess: (_, view) => notify('success', `View '${view.name}' deleted`),
    onError: () => notify('error', VIEW_DELETE_FAILED),
    onSettled: () => {
      setDeleting(null);
      void reload();
    },
  });

  const openForm = (view: View | null) => {
    setSaveError(null);
    save.reset();
    setEditing({ open: true, view });
  };
  const views = query.data;
  const denied = errorCode(query.error) === 'forbidden';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-indigo-700">Admin</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Views</h1>
          <p className="mt-2 max-w-2xl text-base text-slate-600">
            Named public pages of the library. Each lists every video tagged with any of its tags.
          </p>
        </div>
        {!denied && (
          <button
            type="button"
            onClick={() => openForm(null)}
            className={callToActionClass('small', 'primary', 'h-10 shrink-0 self-start sm:self-auto')}
          >
            <Plus className="size-4" aria-hidden />
            New view
          </button>
        )}
      </header>
      {query.isError && !views ? (
        <StatePanel
          tone="error"
          icon={denied ? ShieldAlert : TriangleAlert}
          title={denied ? ADMIN_REQUIRED_MESSAGE : VIEWS_LOAD_FAILED}
          titleAs="p"
          action={denied ? undefined : <TryAgainButton onClick={() => void query.refetch()} />}
        />
      ) : !views ? (
        <GridSkeleton />
      ) : views.length === 0 ? (
        <StatePanel
          tone="empty"
          icon={Layers}
          title="No views yet"
          action={
            <button
              type="button"
              onClick={() => openForm(null)}
              className={callToActionClass('small', 'primary', 'h-10')}
            >
              <Plus className="size-4" aria-hidden />
              Create view
            </button>
          }
        >
          Get started by creating your first custom view.
        </StatePanel>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {views.map((view) => (
            <li key={view.id}>
              <ViewCard view={view} onEdit={() => openForm(view)} onDelete={() => setDeleting(view)} />
            </li>
          ))}
        </ul>
      )}
      <ViewFormDialog
        open={editing.open}
        view={editing.open ? editing.view : null}
        saving={save.isPending}
        error={saveError}
        onSave={(input) => {
          setSaveError(null);
          save.mutate({ view: editing.open ? editing.view : null, input });
        }}
        onClose={() => setEditing({ open: false })}
      />
      <DeleteViewDialog
        view={deleting}
        deleting={remove.isPending}
        onConfirm={(view) => remove.mutate(view)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

const ICON_BUTTON =
  'grid size-10 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600';

function ViewCard({ view, onEdit, onDelete }: { view: View; onEdit: () => void; onDelete: () => void }) {
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-slate-900">{view.name}</h2>
          <p className="mt-0.5 truncate font-mono text-xs text-slate-500">/views/{view.slug}</p>
        </div>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <button type="button" className={ICON_BUTTON} onClick={onEdit} aria-label={`Edit ${view.name}`}>
            <Pencil className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} hover:bg-rose-50 hover:text-rose-600`}
            onClick={onDelete}
            aria-label={`Delete ${view.name}`}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600">
        {view.description ?? <span className="text-slate-400 italic">No description</span>}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-medium">Filter:</span> {view.tag_filter}
      </p>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 [&:not(:first-child)]:mt-5">
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
          <Film className="size-4 text-slate-400" aria-hidden />
          {countOf(view.video_count, 'video')}
        </span>
        <Link
          to={paths.view(view.slug)}
          className="inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          View Videos
          <ArrowUpRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

function GridSkeleton() {
  return (
    <div role="status" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards
        <div key={i} className="animate-pulse rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-28 rounded bg-slate-100" />
          <div className="mt-5 h-3 w-full rounded bg-slate-100" />
          <div className="mt-2 h-3 w-4/5 rounded bg-slate-100" />
          <div className="mt-5 h-3 w-36 rounded bg-slate-200" />
          <div className="mt-6 h-8 w-full rounded bg-slate-100" />
        </div>
      ))}
      <span className="sr-only">Loading views…</span>
    </div>
  );
}
