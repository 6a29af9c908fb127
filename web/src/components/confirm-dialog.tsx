import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DANGER_BUTTON, ModalActions, ModalFrame, SECONDARY_BUTTON } from './modal-frame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the request runs (docs/product/routes.md: 'Deleting...'). */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product/bot-admin-and-embeddings.md#bot-configuration: a destructive step asks first, in a dialog (swipefiles, collaborators, Bot Admin resets). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      role="alertdialog"
      title={title}
      description={message}
      busy={busy}
    >
      <ModalActions>
        <Dialog.Close className={SECONDARY_BUTTON} disabled={busy}>
          Cancel
        </Dialog.Close>
        <button type="button" className={DANGER_BUTTON} disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </ModalActions>
    </ModalFrame>
  );
}
