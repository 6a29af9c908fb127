import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DEFAULT_SWIPEFILE_NAME } from '../../../../shared/contracts/swipefile-limits';
import type { SaveStatus } from '../../../../shared/contracts/swipefiles';
import { DialogCloseButton } from '../../components/dialog-close-button';
import { mySwipefilesQuery } from '../../lib/swipefiles-api';
import { CreateSwipefileForm } from './create-swipefile-form';
import { defaultOf } from './default-swipefile';
import type { SaveActions } from './use-save-actions';

interface SaveDialogProps {
  status: SaveStatus;
  actions: SaveActions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Save to Swipefile' (docs/product/saving.md#save-to-swipefile-dialog): 'My Saved Videos' first, then the user's other
 * swipefiles in a list at most 12rem high, then 'Create New Swipefile'. A swipefile holding the video is
 * marked; choosing it removes the video from it, choosing another saves into it and closes the dialog.
 */
export function SaveDialog({ status, actions, open, onOpenChange }: SaveDialogProps) {
  const swipefiles = useQuery(mySwipefilesQuery());
  const [creating, setCreating] = useState(false);

  // docs/product/saving.md#messages: a swipefile-list load failure is logged only; 'My Saved Videos' and create still work.
  useEffect(() => {
    if (swipefiles.isError) console.error('Could not load the swipefiles:', swipefiles.error);
  }, [swipefiles.isError, swipefiles.error]);

  const mine = defaultOf(swipefiles.data);
  const defaultId = mine?.id ?? null;
  const others = (swipefiles.data ?? []).filter((swipefile) => !swipefile.is_default);
  const holds = (id: string | undefined) => id !== undefined && status.saved_to_swipefiles.includes(id);

  const choose = (swipefileId: string | null, marked: boolean) => {
    if (marked) {
      actions.unsave(swipefileId, defaultId);
      return;
    }
    actions.save(swipefileId, defaultId);
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/50 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none sm:p-6 motion-safe:animate-fade-in">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight text-slate-900">
              Save to Swipefile
            </Dialog.Title>
            <DialogCloseButton className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600" />
          </div>
          <Dialog.Description className="sr-only">
            Choose a swipefile for this video, or create a new one.
          </Dialog.Description>
          <div className="mt-4">
            {creating ? (
              <CreateSwipefileForm
                busy={actions.creating}
                onCancel={() => setCreating(false)}
                onSubmit={async (swipefile) => {
                  await actions.createAndSave(swipefile);
                  onOpenChange(false);
                }}
              />
            ) : (
              <div className="flex flex-col gap-3">
                <SwipefileChoice
                  name={DEFAULT_SWIPEFILE_NAME}
                  description="Your default collection"
                  marked={holds(mine?.id)}
                  onChoose={(marked) => choose(null, marked)}
                />
                {swipefiles.isPending ? (
                  <p role="status" className="px-1 text-sm text-slate-500">
                    Loading swipefiles…
                  </p>
                ) : (
                  others.length > 0 && (
                    // -m-1 p-1: the rows line up with the ones above and below, and the scrolling box
                    // leaves room for a row's focus outline (2px out) rather than clipping it.
                    <ul
                      aria-label="Your swipefiles"
                      className="-m-1 flex max-h-48 flex-col gap-2 overflow-y-auto overscroll-contain p-1"
                    >
                      {others.map((swipefile) => (
                        <li key={swipefile.id}>
                          <SwipefileChoice
                            name={swipefile.name}
                            description={swipefile.description}
                            marked={holds(swipefile.id)}
                            onChoose={(marked) => choose(swipefile.id, marked)}
                          />
                        </li>
                      ))}
                    </ul>
                  )
                )}
                <button
                  type="button"
                  onClick={() => setCreating(true)}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 text-sm font-semibold text-indigo-700 hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <Plus className="size-4" aria-hidden />
                  Create New Swipefile
                </button>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SwipefileChoice({
  name,
  description,
  marked,
  onChoose,
}: {
  name: string;
  description: string | null;
  marked: boolean;
  onChoose: (marked: boolean) => void;
}) {
  const Icon = marked ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={marked}
      onClick={() => onChoose(marked)}
      title={marked ? `Saved in ${name} — remove it` : `Save to ${name}`}
      className={`flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
        marked
          ? 'bg-indigo-50 ring-indigo-200 hover:bg-indigo-100'
          : 'bg-white ring-slate-200 hover:bg-slate-50'
      }`}
    >
      <Icon className={`size-5 shrink-0 ${marked ? 'text-indigo-600' : 'text-slate-400'}`} aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-slate-900">{name}</span>
        {description?.trim() && <span className="block truncate text-xs text-slate-500">{description}</span>}
      </span>
      {marked && <span className="shrink-0 text-xs font-medium text-indigo-700">Saved</span>}
    </button>
  );
}
