import { useMutation } from '@tanstack/react-query';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { DANGER_BUTTON, ModalActions, ModalFrame, SECONDARY_BUTTON } from '../../components/modal-frame';
import { notify } from '../../lib/toast-config';
import { deleteTaxonomyEntry, type TaxonomyItem } from './api/taxonomy-admin-api';
import { EditEntryDialog } from './edit-entry-dialog';
import { HistoryDialog } from './history-dialog';
import { MergeEntryDialog } from './merge-entry-dialog';
import { changeFailedMessage } from './taxonomy-admin-messages';
import { useRefreshTaxonomies } from './use-refresh-taxonomies';

export interface EntryAction {
  type: 'edit' | 'merge' | 'delete' | 'history';
  item: TaxonomyItem;
}

/** The dialog of the action an admin chose on an entry, if any. */
export function EntryDialogs({
  kind,
  action,
  onClose,
}: {
  kind: TaxonomyKind;
  action: EntryAction | null;
  onClose: () => void;
}) {
  const item = action?.item ?? null;
  // A fresh dialog per entry and action: no state carries over from the previous one.
  const key = action ? `${action.type}-${action.item.id}` : 'none';
  return (
    <>
      <EditEntryDialog
        key={`e${key}`}
        kind={kind}
        item={action?.type === 'edit' ? item : null}
        onClose={onClose}
      />
      <MergeEntryDialog
        key={`m${key}`}
        kind={kind}
        item={action?.type === 'merge' ? item : null}
        onClose={onClose}
      />
      <DeleteEntryDialog
        key={`d${key}`}
        kind={kind}
        item={action?.type === 'delete' ? item : null}
        onClose={onClose}
      />
      <HistoryDialog kind={kind} item={action?.type === 'history' ? item : null} onClose={onClose} />
    </>
  );
}

function DeleteEntryDialog({
  kind,
  item,
  onClose,
}: {
  kind: TaxonomyKind;
  item: TaxonomyItem | null;
  onClose: () => void;
}) {
  const refresh = useRefreshTaxonomies();
  const noun = TAXONOMY_LABELS[kind].singular.toLowerCase();
  const remove = useMutation({
    mutationFn: (entry: TaxonomyItem) => deleteTaxonomyEntry(kind, entry.id),
    onSuccess: (_, entry) => {
      notify('success', `Deleted the ${noun} “${entry.name}”`);
      onClose();
    },
    onError: (error) => notify('error', changeFailedMessage(`delete this ${noun}`, error)),
    onSettled: () => void refresh(),
  });
  return (
    <ModalFrame
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${noun}?`}
      role="alertdialog"
      busy={remove.isPending}
      description={
        item ? (
          <>
            “{item.name}” is used by no video. Deleting it removes it from the{' '}
            {TAXONOMY_LABELS[kind].plural.toLowerCase()} list for good.
          </>
        ) : undefined
      }
    >
      <ModalActions>
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose} disabled={remove.isPending}>
          Cancel
        </button>
        <button
          type="button"
          className={DANGER_BUTTON}
          disabled={remove.isPending || !item}
          onClick={() => item && remove.mutate(item)}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </ModalActions>
    </ModalFrame>
  );
}
