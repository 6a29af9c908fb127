import { SearchX } from 'lucide-react';

interface VideoListEmptyProps {
  /** Offered when filters are set, so the way out is one click away. */
  onClearFilters?: () => void;
}

/** spec 000 §2 empty state: 'No videos found' / 'Try adjusting your search criteria or filters'. */
export function VideoListEmpty({ onClearFilters }: VideoListEmptyProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-500">
        <SearchX className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">No videos found</h3>
      <p className="mt-1 max-w-sm text-sm text-slate-500">Try adjusting your search criteria or filters</p>
      {onClearFilters && (
        <button
          type="button"
          onClick={onClearFilters}
          className="mt-6 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Clear all filters
        </button>
      )}
    </div>
  );
}
