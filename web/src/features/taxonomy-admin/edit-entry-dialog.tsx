import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import {
  KINDS_WITH_STRUCTURE,
  TAXONOMY_DESCRIPTION_MAX,
  TAXONOMY_NAME_MAX,
} from '../../../../shared/contracts/taxonomy-admin-constants';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { ModalActions, ModalFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/modal-frame';
import { notify } from '../../lib/toast-config';
import { type TaxonomyEdit, type TaxonomyItem, updateTaxonomyEntry } from './api/taxonomy-admin-api';
import { changeFailedMessage, videosLabel } from './taxonomy-admin-messages';
import { useRefreshTaxonomies } from './use-refresh-taxonomies';

const FIELD =
  'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600';
const LABEL = 'block text-sm font-medium text-slate-800';

/** Edit name, description and (concepts, elements, formats) structural description. */
export function EditEntryDialog({
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
  const structured = KINDS_WITH_STRUCTURE.includes(kind);
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [structure, setStructure] = useState(item?.structural_description ?? '');
  const save = useMutation({
    mutationFn: (edit: TaxonomyEdit) => updateTaxonomyEntry(kind, item?.id ?? 0, edit),
    onSuccess: ({ data }) => {
      notify('success', `Saved the ${noun} “${data.name}”`);
      onClose();
    },
    onError: (error) => notify('error', changeFailedMessage(`save this ${noun}`, error)),
    onSettled: () => void refresh(),
  });
  const renaming = item !== null && name.trim() !== '' && name.trim() !== item.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      name: name.trim(),
      description: description.trim() || null,
      ...(structured ? { structural_description: structure.trim() || null } : {}),
    });
  };
  return (
    <ModalFrame
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${noun}`}
      width="wide"
      busy={save.isPending}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <label className={LABEL}>
          Name
          <input
            required
            value={name}
            maxLength={TAXONOMY_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            className={FIELD}
          />
        </label>
        {renaming && item && item.usage_count > 0 && (
          <p className="-mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            Renaming updates {videosLabel(item.usage_count)}. The old address and name keep leading here.
          </p>
        )}
        <label className={LABEL}>
          Description
          <textarea
            rows={4}
            value={description}
            maxLength={TAXONOMY_DESCRIPTION_MAX}
            onChange={(event) => setDescription(event.target.value)}
            className={FIELD}
          />
        </label>
        {structured && (
          <label className={LABEL}>
            Structural description
            <textarea
              rows={4}
              value={structure}
              maxLength={TAXONOMY_DESCRIPTION_MAX}
              onChange={(event) => setStructure(event.target.value)}
              className={FIELD}
            />
          </label>
        )}
        <ModalActions>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending || name.trim() === ''}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </ModalActions>
      </form>
    </ModalFrame>
  );
}
