import { SearchX } from 'lucide-react';
import { StatePanel } from '../state-panel';

interface VideoListEmptyProps {
  /** Offered when filters are set, so the way out is one click away. */
  onClearFilters?: () => void;
}

/** spec 000 §2 empty state: 'No videos found' / 'Try adjusting your search criteria or filters'. */
export function VideoListEmpty({ onClearFilters }: VideoListEmptyProps) {
  return (
    <StatePanel
      tone="empty"
      icon={SearchX}
      title="No videos found"
      titleAs="h3"
      action={
        onClearFilters && (
          <button
            type="button"
            onClick={onClearFilters}
            className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Clear all filters
          </button>
        )
      }
    >
      Try adjusting your search criteria or filters
    </StatePanel>
  );
}
