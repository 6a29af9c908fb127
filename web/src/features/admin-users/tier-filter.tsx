import { formatNumber } from '../../../../shared/domain/number-format';
import { tierLabel } from '../../session/tiers';
import type { TierFilter as Filter, TierCounts } from './api/admin-users-api';

const FILTERS: Filter[] = ['all', 'admin', 'premium', 'basic'];

/** docs/product/routes.md#admin-pages: the tier filter (All, Admin, Premium, Basic) with the count of each tier. */
export function TierFilter({
  value,
  counts,
  onChange,
}: {
  value: Filter;
  counts: TierCounts | undefined;
  onChange: (filter: Filter) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Filter by tier</legend>
      <div className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const selected = filter === value;
          const label = filter === 'all' ? 'All' : tierLabel(filter);
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(filter)}
              className={`inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                selected
                  ? 'bg-slate-900 text-white ring-slate-900'
                  : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50'
              }`}
            >
              {label}
              <span
                className={`min-w-6 rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-600'}`}
              >
                {counts ? formatNumber(counts[filter]) : '–'}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
