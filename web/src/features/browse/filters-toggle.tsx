import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import type { Ref } from 'react';

interface FiltersToggleProps {
  open: boolean;
  panelId: string;
  count: number;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** docs/product/browsing.md#active-filter-chips: below 768 px a 'Show / Hide Search & Filters' toggle, with a badge counting active filters. */
export function FiltersToggle({ open, panelId, count, onToggle, ref }: FiltersToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={panelId}
      className="flex h-11 w-full items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 md:hidden"
    >
      <SlidersHorizontal className="size-4 text-slate-500" aria-hidden />
      {open ? 'Hide Search & Filters' : 'Show Search & Filters'}
      {count > 0 && (
        <span
          className="grid h-5 min-w-5 place-items-center rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white"
          data-filter-count=""
        >
          {count}
          <span className="sr-only"> active</span>
        </span>
      )}
      <ChevronDown
        className={`ml-auto size-4 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
        aria-hidden
      />
    </button>
  );
}
