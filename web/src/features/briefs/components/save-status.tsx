import { Check, LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import type { SaveState } from '../use-brief-autosave';

/**
 * What the autosave is doing, announced politely: 'Saving…', 'Saved', a field kept back until it is filled
 * in, or the error with Try again. A conflict has its own alert (ConflictAlert).
 */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <div
      aria-live="polite"
      data-save-state={state.kind}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      {state.kind === 'saving' && (
        <span className="inline-flex items-center gap-1.5 text-slate-500">
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          Saving…
        </span>
      )}
      {state.kind === 'saved' && (
        <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
          <Check className="size-4" aria-hidden />
          Saved
        </span>
      )}
      {state.kind === 'incomplete' && (
        <span className="inline-flex items-center gap-1.5 font-medium text-amber-800">
          <TriangleAlert className="size-4" aria-hidden />
          Not saved yet: {state.reason}
        </span>
      )}
      {state.kind === 'error' && (
        <>
          <span className="inline-flex items-center gap-1.5 font-medium text-rose-700">
            <TriangleAlert className="size-4" aria-hidden />
            Not saved. {state.message}
          </span>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <RefreshCw className="size-3.5" aria-hidden />
            Try again
          </button>
        </>
      )}
      {state.kind === 'conflict' && (
        <span className="inline-flex items-center gap-1.5 font-medium text-rose-700">
          <TriangleAlert className="size-4" aria-hidden />
          Not saved
        </span>
      )}
    </div>
  );
}
