import * as Dialog from '@radix-ui/react-dialog';
import { DANGER_BUTTON, ModalActions, ModalFrame, SECONDARY_BUTTON } from '../../components/modal-frame';
import type { View } from './api/views-admin-api';

/** docs/product/views.md#views-admin-screen: deleting a view needs confirmation. */
export function DeleteViewDialog({
  view,
  deleting,
  onConfirm,
  onCancel,
}: {
  view: View | null;
  deleting: boolean;
  onConfirm: (view: View) => void;
  onCancel: () => void;
}) {
  return (
    <ModalFrame
      open={view !== null}
      onOpenChange={(open) => !open && onCancel()}
      role="alertdialog"
      title="Delete view?"
      busy={deleting}
      description={
        view && (
          <>
            <span className="font-medium text-slate-900">{view.name}</span> will be deleted and its page{' '}
            <span className="font-mono text-xs">/views/{view.slug}</span> will stop working. No video is
            changed.
          </>
        )
      }
    >
      <ModalActions>
        <Dialog.Close className={SECONDARY_BUTTON} disabled={deleting}>
          Cancel
        </Dialog.Close>
        <button
          type="button"
          className={DANGER_BUTTON}
          disabled={deleting}
          onClick={() => view && onConfirm(view)}
        >
          {deleting ? 'Deleting…' : 'Delete view'}
        </button>
      </ModalActions>
    </ModalFrame>
  );
}
