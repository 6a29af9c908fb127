import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { BRIEF_LIMITS } from '../../../../../shared/contracts/brief-limits';
import { callToActionClass } from '../../../components/call-to-action';
import { ModalActions, ModalFrame, SECONDARY_BUTTON } from '../../../components/modal-frame';
import { INPUT } from './field';

interface NewBriefDialogProps {
  open: boolean;
  busy: boolean;
  onSubmit: (title: string) => void;
  onCancel: () => void;
}

/** New brief: a title is all it takes; everything else is written in the editor it opens. */
export function NewBriefDialog({ open, busy, onSubmit, onCancel }: NewBriefDialogProps) {
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (open) setTitle('');
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || busy) return;
    onSubmit(title.trim());
  };
  return (
    <ModalFrame
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="New brief"
      description="Name the video you are planning; the editor opens next."
      busy={busy}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div>
          <label htmlFor="new-brief-title" className="text-sm font-medium text-slate-900">
            Title
          </label>
          <input
            id="new-brief-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={BRIEF_LIMITS.titleMax}
            required
            autoComplete="off"
            placeholder="e.g. Spring launch: 3 swaps under $10"
            className={`${INPUT} mt-1.5`}
          />
        </div>
        <ModalActions>
          <Dialog.Close className={SECONDARY_BUTTON} disabled={busy}>
            Cancel
          </Dialog.Close>
          <button
            type="submit"
            disabled={busy || !title.trim()}
            className={callToActionClass('small', 'primary', 'h-10 disabled:opacity-60')}
          >
            {busy ? 'Creating...' : 'Create brief'}
          </button>
        </ModalActions>
      </form>
    </ModalFrame>
  );
}
