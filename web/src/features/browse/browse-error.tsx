import { RotateCcw, TriangleAlert } from 'lucide-react';

interface BrowseErrorProps {
  message: string;
  onRetry: () => void;
}

/** spec 000 §2/§8: 'Error Loading Videos', the message, and Try Again. */
export function BrowseError({ message, onRetry }: BrowseErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-rose-200"
    >
      <span className="grid size-12 place-items-center rounded-full bg-rose-50 text-rose-600">
        <TriangleAlert className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">Error Loading Videos</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <RotateCcw className="size-4" aria-hidden />
        Try Again
      </button>
    </div>
  );
}
