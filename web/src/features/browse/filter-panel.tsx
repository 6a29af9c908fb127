import { RotateCcw } from 'lucide-react';
import type { FilterLists } from '../../../../shared/contracts/taxonomy';
import { FILTER_CONTROL_ID } from '../../lib/filter-anchors';
import { activeFilterCount, type BrowseFilters, EMPTY_FILTERS, type FixedFilter } from './api/video-filters';
import { FilterSelect } from './filter-select';
import { SearchBox } from './search-box';
import { TopicsFilter } from './topics-filter';
import type { FiltersUpdate, FiltersUpdateOptions } from './use-browse-filters';

type SelectKind = 'formats' | 'concepts' | 'elements' | 'account-types';
const SELECT_KEYS = {
  formats: 'format',
  concepts: 'concept',
  elements: 'element',
  'account-types': 'accountType',
} as const satisfies Record<SelectKind, keyof BrowseFilters>;

interface FilterPanelProps {
  id: string;
  /** Below 768 px the panel shows only when the toggle opened it; from 768 px it always shows. */
  open: boolean;
  filters: BrowseFilters;
  fixedFilter?: FixedFilter;
  lists: FilterLists;
  listsLoading: boolean;
  onChange: (update: FiltersUpdate, options?: FiltersUpdateOptions) => void;
  /** A search was sent with Enter or the Search button (not a pause in typing). */
  onSearchSent?: () => void;
}

/** Search and filter controls (docs/product/browsing.md#filters): Format, Topics, Concept, Element, Account Type and Clear. */
export function FilterPanel({
  id,
  open,
  filters,
  fixedFilter,
  lists,
  listsLoading,
  onChange,
  onSearchSent,
}: FilterPanelProps) {
  const set = (patch: Partial<BrowseFilters>) => onChange((current) => ({ ...current, ...patch }));
  const lockedName = (kind: FixedFilter['kind']) =>
    fixedFilter?.kind === kind ? fixedFilter.name : undefined;
  const select = (kind: SelectKind) => {
    const key = SELECT_KEYS[kind];
    return {
      value: lockedName(kind) ?? filters[key],
      locked: lockedName(kind) !== undefined,
      loading: listsLoading,
      onChange: (value: string) => set({ [key]: value }),
    };
  };
  const nothingToClear = activeFilterCount(filters) === 0;

  return (
    // Its columns follow the panel's own width (a container query), not the window's: beside the open chat
    // drawer a wide window's panel is narrow, and five selects in a row would cut 'All concepts' short.
    <div id={id} className={`${open ? 'block' : 'hidden'} @container md:block`}>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <SearchBox
          value={filters.search}
          onSearch={(search, options) => onChange((current) => ({ ...current, search }), options)}
          onSubmit={onSearchSent}
        />
        <div className="grid grid-cols-1 items-end gap-3 @min-[28rem]:grid-cols-2 @min-[40rem]:grid-cols-3 @min-[68rem]:grid-cols-[repeat(5,minmax(0,1fr))_auto]">
          <FilterSelect
            id={FILTER_CONTROL_ID.formats}
            label="Format"
            allLabel="All formats"
            options={lists.formats}
            {...select('formats')}
          />
          <TopicsFilter
            id={FILTER_CONTROL_ID.topics}
            selected={filters.topics}
            options={lists.topics}
            loading={listsLoading}
            lockedTopic={lockedName('topics')}
            onChange={(topics) => set({ topics })}
          />
          <FilterSelect
            id={FILTER_CONTROL_ID.concepts}
            label="Concept"
            allLabel="All concepts"
            options={lists.concepts}
            {...select('concepts')}
          />
          <FilterSelect
            id={FILTER_CONTROL_ID.elements}
            label="Element"
            allLabel="All elements"
            options={lists.elements}
            {...select('elements')}
          />
          <FilterSelect
            id={FILTER_CONTROL_ID['account-types']}
            label="Account Type"
            allLabel="All account types"
            options={lists.accountTypes}
            {...select('account-types')}
          />
          <button
            type="button"
            // aria-disabled rather than disabled: a button that disables itself would drop keyboard focus.
            onClick={() => {
              if (!nothingToClear) onChange(() => EMPTY_FILTERS);
            }}
            aria-disabled={nothingToClear}
            className="inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent aria-disabled:hover:text-slate-600"
          >
            <RotateCcw className="size-4" aria-hidden />
            Clear
          </button>
        </div>
      </div>
    </div>
  );
}
