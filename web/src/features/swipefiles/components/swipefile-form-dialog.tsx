import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { SWIPEFILE_LIMITS } from '../../../../../shared/contracts/swipefile-limits';
import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { callToActionClass } from '../../../components/call-to-action';
import { ModalActions, ModalFrame, SECONDARY_BUTTON } from '../../../components/modal-frame';

export interface SwipefileFields {
  name: string;
  description: string;
}

interface SwipefileFormDialogProps {
  open: boolean;
  /** The swipefile being edited; null creates a new one. */
  swipefile: Swipefile | null;
  busy: boolean;
  onSubmit: (fields: SwipefileFields) => void;
  onCancel: () => void;
}

const FIELD =
  'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:text-sm';

/** docs/product/swipefiles.md#saved-videos-and-notes create/edit modal: name required, description optional; 'Saving...' while it saves. */
export function SwipefileFormDialog({ open, swipefile, busy, onSubmit, onCancel }: SwipefileFormDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // Each opening starts from the swipefile being edited, or blank for a new one.
  useEffect(() => {
    if (!open) return;
    setName(swipefile?.name ?? '');
    setDescription(swipefile?.description ?? '');
  }, [open, swipefile]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    onSubmit({ name: name.trim(), description: description.trim() });
  };

  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={swipefile ? 'Edit Swipefile' : 'New Swipefile'}
      busy={busy}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div>
          <label htmlFor="swipefile-name" className="text-sm font-medium text-slate-900">
            Name
          </label>
          <input
            id="swipefile-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={SWIPEFILE_LIMITS.nameMax}
            required
            autoComplete="off"
            placeholder="e.g. Hooks that stop the scroll"
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor="swipefile-description" className="text-sm font-medium text-slate-900">
            Description <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id="swipefile-description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={SWIPEFILE_LIMITS.descriptionMax}
            rows={3}
            placeholder="What goes in this swipefile?"
            className={FIELD}
          />
        </div>
        <ModalActions>
          <Dialog.Close className={SECONDARY_BUTTON} disabled={busy}>
            Cancel
          </Dialog.Close>
          <button
            type="submit"
            disabled={busy || !name.trim()}
            className={callToActionClass('small', 'primary', 'h-10 disabled:opacity-60')}
          >
            {busy ? 'Saving...' : swipefile ? 'Save Changes' : 'Create Swipefile'}
          </button>
        </ModalActions>
      </form>
    </ModalFrame>
  );
}
