import type { VideoSort } from '../../../../shared/contracts/video-query';
import { SORT_LABELS } from './sort-select';

const CHOICES = ['relevance', 'newest'] as const satisfies readonly VideoSort[];

interface RelevanceSwitchProps {
  sort: VideoSort;
  onChange: (sort: VideoSort) => void;
}

/**
 * Issue 17: while a search is applied, best match or newest matches is the choice a searcher makes most, so
 * it sits one click away beside the sort select (which keeps Most viewed and Highest engagement). Under one
 * of those sorts neither half is pressed.
 */
export function RelevanceSwitch({ sort, onChange }: RelevanceSwitchProps) {
  return (
    // Drawn like the view toggle beside it (components/video-list/view-toggle.tsx). A phone's toolbar has
    // no room for it beside the select, which offers the same two orders, so there the select alone shows.
    <fieldset className="inline-flex shrink-0 max-sm:hidden rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
      <legend className="sr-only">Order of matches</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={sort === choice}
          onClick={() => onChange(choice)}
          className="inline-flex h-8 items-center rounded-md px-2.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
        >
          {SORT_LABELS[choice]}
        </button>
      ))}
    </fieldset>
  );
}
