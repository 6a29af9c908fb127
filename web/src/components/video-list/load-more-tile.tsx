import { LoaderCircle, Plus } from 'lucide-react';
import { formatNumber } from '../../../../shared/domain/number-format';

interface LoadMoreTileProps {
  loading: boolean;
  shown: number;
  /** The total as the list says it ("1,000+" for a capped search count). */
  total: string | null;
  failed: boolean;
  onLoadMore: () => void;
}

/** docs/product/browsing.md#load-more: the 'Load More Videos' tile, reading 'Loading...' while the next page loads. */
export function LoadMoreTile({ loading, shown, total, failed, onLoadMore }: LoadMoreTileProps) {
  return (
    <button
      type="button"
      // aria-disabled rather than disabled: a disabled button drops keyboard focus to the page.
      onClick={() => {
        if (!loading) onLoadMore();
      }}
      aria-disabled={loading}
      aria-busy={loading}
      className="flex size-full min-h-36 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white/60 p-6 text-center text-slate-600 transition-colors hover:border-indigo-400 hover:bg-indigo-50/60 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-progress"
    >
      <span className="grid size-10 place-items-center rounded-full bg-white shadow-sm ring-1 ring-slate-200">
        {loading ? (
          <LoaderCircle className="size-5 animate-spin text-indigo-600" aria-hidden />
        ) : (
          <Plus className="size-5" aria-hidden />
        )}
      </span>
      <span className="text-sm font-semibold">{loading ? 'Loading...' : 'Load More Videos'}</span>
      {total !== null && (
        <span className="text-xs text-slate-500">
          Showing {formatNumber(shown)} of {total}
        </span>
      )}
      {failed && !loading && (
        <span className="text-xs font-medium text-rose-600">Failed to load videos. Try again.</span>
      )}
    </button>
  );
}
