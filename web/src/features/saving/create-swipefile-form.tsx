import { type FormEvent, useId, useState } from 'react';
import { SWIPEFILE_LIMITS } from '../../../../shared/contracts/swipefile-limits';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/modal-frame';
import type { NewSwipefile } from './use-save-actions';

const FIELD =
  'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:text-sm';

interface CreateSwipefileFormProps {
  busy: boolean;
  onCancel: () => void;
  /** Creates the swipefile and saves into it; a rejection keeps the form (the toast already said why). */
  onSubmit: (swipefile: NewSwipefile) => Promise<void>;
}

/** docs/product/saving.md#create-form: Name (required), Description (optional); Cancel and 'Create & Save'. */
export function CreateSwipefileForm({ busy, onCancel, onSubmit }: CreateSwipefileFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const id = useId();
  const ready = name.trim().length > 0 && !busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onSubmit({ name: name.trim(), description }).catch(() => {
      // The save actions showed the spec's toast; the form stays filled in for another try.
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          Name
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={SWIPEFILE_LIMITS.nameMax}
          placeholder="e.g. Hooks that stop the scroll"
          // biome-ignore lint/a11y/noAutofocus: the form replaces the list the user was in; typing starts here
          autoFocus
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-800">
          Description <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={SWIPEFILE_LIMITS.descriptionMax}
          rows={3}
          className={FIELD}
        />
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} disabled={busy} className={SECONDARY_BUTTON}>
          Cancel
        </button>
        <button type="submit" disabled={!ready} className={PRIMARY_BUTTON}>
          {busy ? 'Creating...' : 'Create & Save'}
        </button>
      </div>
    </form>
  );
}
