import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Collaborator } from '../../../../../shared/contracts/swipefiles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { collaboratorInitials } from '../../../lib/initials';
import { notify } from '../../../lib/toast-config';
import { briefCollaboratorsKey, briefCollaboratorsQuery } from '../api/collaborators-query';
import { removeBriefCollaborator } from '../api/remove-collaborator';
import { updateBriefCollaboratorRole } from '../api/update-collaborator-role';
import { MESSAGES } from '../brief-messages';

const ROLE_LABELS = { viewer: 'Viewer', editor: 'Editor' } as const;

/** The brief's collaborators, as on a swipefile: initials, e-mail, a role chip that switches, pending state, remove. */
export function BriefCollaboratorList({ briefId }: { briefId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(briefCollaboratorsQuery(briefId));
  const [removing, setRemoving] = useState<Collaborator | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: briefCollaboratorsKey(briefId) });

  const role = useMutation({
    mutationFn: (collaborator: Collaborator) =>
      updateBriefCollaboratorRole(
        briefId,
        collaborator.id,
        collaborator.role === 'viewer' ? 'editor' : 'viewer',
      ),
    onSuccess: () => notify('success', MESSAGES.roleUpdated),
    onError: () => notify('error', MESSAGES.roleFailed),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (collaborator: Collaborator) => removeBriefCollaborator(briefId, collaborator.id),
    onSuccess: () => {
      notify('success', MESSAGES.collaboratorRemoved);
      setRemoving(null);
    },
    onError: () => notify('error', MESSAGES.removeCollaboratorFailed),
    onSettled: reload,
  });

  if (query.isPending) return <p className="py-3 text-sm text-slate-500">Loading collaborators…</p>;
  if (query.isError) return <p className="py-3 text-sm text-rose-700">Could not load the collaborators.</p>;
  if (query.data.length === 0)
    return <p className="py-3 text-sm text-slate-500">No one has been invited yet.</p>;
  const changing = role.isPending ? role.variables.id : null;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Collaborators">
        {query.data.map((collaborator) => (
          <li key={collaborator.id} className="flex items-center gap-3 py-3">
            <span
              aria-hidden
              className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700"
            >
              {collaboratorInitials(collaborator.email)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{collaborator.email}</p>
              {collaborator.status === 'pending' && <p className="text-xs text-slate-500">Invitation sent</p>}
            </div>
            <button
              type="button"
              disabled={changing === collaborator.id}
              onClick={() => role.mutate(collaborator)}
              aria-label={`Role of ${collaborator.email}: ${ROLE_LABELS[collaborator.role]}. Change to ${collaborator.role === 'viewer' ? 'Editor' : 'Viewer'}`}
              className="inline-flex h-8 items-center rounded-full bg-slate-100 px-3 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-progress disabled:opacity-60"
            >
              {ROLE_LABELS[collaborator.role]}
            </button>
            <button
              type="button"
              onClick={() => setRemoving(collaborator)}
              aria-label={`Remove ${collaborator.email}`}
              className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove collaborator?"
        message={removing && `${removing.email} will lose access to this brief at once.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
