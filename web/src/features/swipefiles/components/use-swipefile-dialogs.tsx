import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { createSwipefile } from '../../../lib/swipefiles-api';
import { notify } from '../../../lib/toast-config';
import { deleteSwipefile } from '../api/delete-swipefile';
import { updateSwipefile } from '../api/update-swipefile';
import { useSwipefileCache } from '../api/use-swipefile-cache';
import { failureText } from '../failure-text';
import { deleteConfirmText, MESSAGES } from '../swipefile-messages';
import { ShareDialog } from './share-dialog';
import { type SwipefileFields, SwipefileFormDialog } from './swipefile-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; swipefile: Swipefile }
  | { kind: 'delete'; swipefile: Swipefile }
  | { kind: 'share'; swipefile: Swipefile }
  | null;

interface Options {
  onDeleted?: (swipefile: Swipefile) => void;
}

/**
 * The create/edit, delete and share modals of a swipefile (docs/product/sharing.md#share-modal), for the list and the detail:
 * each change goes to the server, then every swipefile query is refreshed; failures are toasts (docs/product/swipefiles.md#swipefile-detail).
 */
export function useSwipefileDialogs({ onDeleted }: Options = {}) {
  const [open, setOpen] = useState<Open>(null);
  const cache = useSwipefileCache();
  const close = () => setOpen(null);

  const save = useMutation({
    mutationFn: ({ fields, swipefile }: { fields: SwipefileFields; swipefile: Swipefile | null }) => {
      const body = { name: fields.name, description: fields.description || null };
      return swipefile ? updateSwipefile(swipefile.id, body) : createSwipefile(body);
    },
    onSuccess: (saved, { swipefile }) => {
      if (swipefile) cache.replace(saved);
      close();
    },
    onError: (error) => notify('error', failureText(error, MESSAGES.saveFailed)),
    onSettled: () => cache.invalidate(),
  });
  const remove = useMutation({
    mutationFn: (swipefile: Swipefile) => deleteSwipefile(swipefile.id),
    onSuccess: (_, swipefile) => {
      close();
      onDeleted?.(swipefile);
    },
    onError: (error) => notify('error', failureText(error, MESSAGES.deleteFailed)),
    onSettled: () => cache.invalidate(),
  });

  const editing = open?.kind === 'edit' ? open.swipefile : null;
  const deleting = open?.kind === 'delete' ? open.swipefile : null;
  const dialogs: ReactNode = (
    <>
      <SwipefileFormDialog
        open={open?.kind === 'create' || open?.kind === 'edit'}
        swipefile={editing}
        busy={save.isPending}
        onSubmit={(fields) => save.mutate({ fields, swipefile: editing })}
        onCancel={close}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete swipefile?"
        message={deleting && deleteConfirmText(deleting.name, deleting.video_count)}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={close}
      />
      <ShareDialog swipefile={open?.kind === 'share' ? open.swipefile : null} onClose={close} />
    </>
  );
  return {
    openCreate: () => setOpen({ kind: 'create' }),
    openEdit: (swipefile: Swipefile) => setOpen({ kind: 'edit', swipefile }),
    openDelete: (swipefile: Swipefile) => setOpen({ kind: 'delete', swipefile }),
    openShare: (swipefile: Swipefile) => setOpen({ kind: 'share', swipefile }),
    dialogs,
  };
}
