import { RefreshCw, TriangleAlert } from 'lucide-react';
import { callToActionClass } from '../../../components/call-to-action';
import { MESSAGES } from '../brief-messages';

/** Issue 34: a save refused with 409 `brief_conflict` — what happened, and Reload to pick up the other version. */
export function ConflictAlert({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-rose-50 p-4 text-sm text-rose-900 ring-1 ring-rose-200 sm:flex-row sm:items-center sm:justify-between"
      data-print-hide
    >
      <p className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {MESSAGES.conflict}
      </p>
      <button
        type="button"
        onClick={onReload}
        disabled={reloading}
        className={callToActionClass('small', 'primary', 'h-10 shrink-0 disabled:opacity-60')}
      >
        <RefreshCw
          className={`size-4 ${reloading ? 'animate-spin motion-reduce:animate-none' : ''}`}
          aria-hidden
        />
        {reloading ? 'Reloading...' : 'Reload'}
      </button>
    </div>
  );
}
