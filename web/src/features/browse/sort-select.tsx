import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { VIDEO_SORTS, type VideoSort } from '../../../../shared/contracts/video-query-constants';
import { shownSort } from './api/video-sort';

export const SORT_LABELS: Record<VideoSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  views: 'Most viewed',
  engagement: 'Highest engagement',
  outliers: 'Outliers',
};

interface SortSelectProps {
  sort: VideoSort;
  /** Relevance is an order only while searching; without a search the list reads Newest. */
  searching: boolean;
  onChange: (sort: VideoSort) => void;
}

/**
 * The browse order (issue 14): a native select, so keyboards, screen readers and phones get the control
 * they know, styled like the filter selects. Its visible label gives way to an icon on phones.
 */
export function SortSelect({ sort, searching, onChange }: SortSelectProps) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor="browse-sort" className="text-sm font-medium text-slate-600 max-sm:sr-only">
        Sort by
      </label>
      <div className="relative min-w-0 flex-1">
        <ArrowDownUp
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500 sm:hidden"
          aria-hidden
        />
        <select
          id="browse-sort"
          value={shownSort(sort, searching)}
          onChange={(event) => onChange(event.target.value as VideoSort)}
          // text-base below 640 px: phones zoom into form controls whose text is smaller than 16 px.
          className="h-10 w-full appearance-none truncate rounded-lg border-0 bg-white pr-9 pl-8 text-base font-medium text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:pl-3 sm:text-sm"
        >
          {VIDEO_SORTS.filter((option) => searching || option !== 'relevance').map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
    </div>
  );
}
