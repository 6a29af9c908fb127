import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SWIPEFILE_LIMITS } from '../../../../../shared/contracts/swipefile-limits';
import { notify } from '../../../lib/toast-config';
import { type SavedVideosData, savedVideosPrefix } from '../api/saved-videos-query';
import { updateNotes } from '../api/update-notes';
import { failureText } from '../failure-text';
import { MESSAGES } from '../swipefile-messages';

interface NotesFieldProps {
  savedVideoId: string;
  swipefileId: string;
  notes: string;
  canEdit: boolean;
  /** Fewer rows, for the dense grid. */
  rows?: number;
}

/**
 * docs/product/swipefiles.md#saved-videos-and-notes: a saved video's notes — edited locally, saved on blur only when they changed; read-only
 * text ('No notes added' when empty) for readers who cannot edit. Issue 31: the label's line says what the
 * save is doing — 'Saving…', then 'Saved' (until the next change), or 'Not saved' beside the error toast.
 */
export function NotesField({ savedVideoId, swipefileId, notes, canEdit, rows = 3 }: NotesFieldProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(notes);
  // What the server holds, so a blur without a change sends nothing.
  const saved = useRef(notes);
  useEffect(() => {
    saved.current = notes;
    setDraft(notes);
  }, [notes]);

  const save = useMutation({
    mutationFn: (text: string) => updateNotes(savedVideoId, text),
    onSuccess: (updated, text) => {
      saved.current = text;
      // The loaded pages hold the new notes too, so coming back to the swipefile shows them.
      queryClient.setQueriesData<SavedVideosData>({ queryKey: savedVideosPrefix(swipefileId) }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.map((item) =>
                  item.id === savedVideoId
                    ? { ...item, user_notes: updated.user_notes, notes: updated.notes }
                    : item,
                ),
              })),
            }
          : data,
      );
    },
    // The draft stays, so the next blur tries again.
    onError: (error) => notify('error', failureText(error, MESSAGES.saveNotesFailed)),
  });

  if (!canEdit) {
    return (
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Notes</p>
        <p
          className={`mt-1 text-sm whitespace-pre-wrap ${notes ? 'text-slate-700' : 'text-slate-500 italic'}`}
        >
          {notes || 'No notes added'}
        </p>
      </div>
    );
  }
  return (
    <div>
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Notes
        </label>
        <SaveState
          state={
            save.isPending
              ? 'saving'
              : save.isError
                ? 'failed'
                : save.isSuccess && draft === saved.current
                  ? 'saved'
                  : 'idle'
          }
        />
      </div>
      <textarea
        id={id}
        value={draft}
        maxLength={SWIPEFILE_LIMITS.notesMax}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== saved.current) save.mutate(draft);
        }}
        rows={rows}
        placeholder="Why did you save this? What will you borrow?"
        className="mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:text-sm"
      />
    </div>
  );
}

function SaveState({ state }: { state: 'idle' | 'saving' | 'saved' | 'failed' }) {
  return (
    <span aria-live="polite" data-notes-state={state} className="inline-flex items-center gap-1 text-xs">
      {state === 'saving' && <span className="text-slate-500">Saving…</span>}
      {state === 'saved' && (
        <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
          <Check className="size-3.5" aria-hidden />
          Saved
        </span>
      )}
      {state === 'failed' && (
        <span
          className="inline-flex items-center gap-1 font-medium text-rose-700"
          title={MESSAGES.saveNotesFailed}
        >
          <TriangleAlert className="size-3.5" aria-hidden />
          Not saved
        </span>
      )}
    </span>
  );
}
