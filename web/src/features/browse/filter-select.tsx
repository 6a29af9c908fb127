import { ChevronDown, Lock } from 'lucide-react';
import type { FilterOption } from '../../../../shared/contracts/taxonomy';
import { optionLabel } from './option-label';

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first option, meaning no filter ('All formats'). */
  allLabel: string;
  value: string;
  options: FilterOption[];
  /** docs/product/browsing.md#filters: selects are disabled while the filter lists load. */
  loading: boolean;
  /** Set by the page (a taxonomy page's own entry): shown, but not changeable. */
  locked?: boolean;
  onChange: (value: string) => void;
}

// text-base below 640 px: phones zoom into form controls whose text is smaller than 16 px.
export const CONTROL_CLASS =
  'h-10 w-full rounded-lg border-0 bg-white pl-3 text-left text-base text-slate-900 sm:text-sm shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';

/** One single-choice filter as a native select, options labelled 'Name (count)' (docs/product/routes.md#query-parameters-of-the-browse-screen). */
export function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  loading,
  locked,
  onChange,
}: FilterSelectProps) {
  // A value from a shared link that the lists do not (or do not yet) hold still shows as selected.
  const known = value === '' || options.some((option) => option.name === value);
  const Icon = locked ? Lock : ChevronDown;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={loading || locked}
          aria-busy={loading}
          onChange={(event) => onChange(event.target.value)}
          className={`${CONTROL_CLASS} appearance-none truncate pr-9`}
        >
          {!locked && <option value="">{loading ? 'Loading…' : allLabel}</option>}
          {!known && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.name} value={option.name}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        <Icon
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
    </div>
  );
}
