import { Lock, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { platformName } from '../../components/platform';
import type { BrowseFilters, FixedFilter } from './api/video-filters';
import type { FiltersUpdate } from './use-browse-filters';

interface ActiveFilterChipsProps {
  filters: BrowseFilters;
  fixedFilter?: FixedFilter;
  onChange: (update: FiltersUpdate) => void;
  /** Where focus goes when the last chip is removed. */
  fallbackFocusId: string;
}

interface Chip {
  key: string;
  label: string;
  value: string;
  remove: FiltersUpdate;
}

/** The active-filter chips (docs/product/browsing.md#active-filter-chips), each with a remove button; a page's fixed filter shows locked. */
export function ActiveFilterChips({
  filters,
  fixedFilter,
  onChange,
  fallbackFocusId,
}: ActiveFilterChipsProps) {
  const chips = chipsFor(filters);
  const listRef = useRef<HTMLUListElement>(null);
  const refocusAt = useRef<{ index: number; count: number } | null>(null);

  // A removed chip takes its focused button with it; focus moves to the chip that took its place, once
  // the render without it has landed (the URL change renders in a transition, possibly a render later).
  useEffect(() => {
    if (refocusAt.current === null || refocusAt.current.count === chips.length) return;
    const { index } = refocusAt.current;
    refocusAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-filter]');
    const target = buttons?.[Math.min(index, buttons.length - 1)] ?? document.getElementById(fallbackFocusId);
    target?.focus();
  });

  if (chips.length === 0 && !fixedFilter) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-medium text-slate-500">Active filters</span>
      <ul ref={listRef} className="flex flex-wrap gap-2" aria-label="Active filters">
        {fixedFilter && (
          <li
            className="inline-flex h-7 items-center gap-1.5 rounded-full bg-slate-800 px-3 text-xs font-medium text-white"
            title="Set by this page"
          >
            <Lock className="size-3" aria-hidden />
            {TAXONOMY_LABELS[fixedFilter.kind].singular}: {fixedFilter.name}
          </li>
        )}
        {chips.map((chip, index) => (
          <li
            key={chip.key}
            className="inline-flex h-7 items-center gap-1 rounded-full bg-indigo-50 pr-1 pl-3 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
          >
            <span className="max-w-56 truncate">
              <span className="text-indigo-600">{chip.label}:</span> {chip.value}
            </span>
            <button
              type="button"
              data-remove-filter=""
              aria-label={`Remove ${chip.label}: ${chip.value}`}
              onClick={() => {
                refocusAt.current = { index, count: chips.length };
                onChange(chip.remove);
              }}
              className="grid size-5 place-items-center rounded-full text-indigo-500 hover:bg-indigo-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function chipsFor(filters: BrowseFilters): Chip[] {
  const chips: Chip[] = [];
  if (filters.search) {
    chips.push({
      key: 'search',
      label: 'Search',
      value: `“${filters.search}”`,
      remove: (f) => ({ ...f, search: '' }),
    });
  }
  if (filters.format) {
    chips.push({
      key: 'format',
      label: TAXONOMY_LABELS.formats.singular,
      value: filters.format,
      remove: (f) => ({ ...f, format: '' }),
    });
  }
  for (const topic of filters.topics) {
    chips.push({
      key: `topic:${topic}`,
      label: TAXONOMY_LABELS.topics.singular,
      value: topic,
      remove: (f) => ({ ...f, topics: f.topics.filter((t) => t !== topic) }),
    });
  }
  if (filters.concept) {
    chips.push({
      key: 'concept',
      label: TAXONOMY_LABELS.concepts.singular,
      value: filters.concept,
      remove: (f) => ({ ...f, concept: '' }),
    });
  }
  if (filters.element) {
    chips.push({
      key: 'element',
      label: TAXONOMY_LABELS.elements.singular,
      value: filters.element,
      remove: (f) => ({ ...f, element: '' }),
    });
  }
  if (filters.accountType) {
    chips.push({
      key: 'accountType',
      label: TAXONOMY_LABELS['account-types'].singular,
      value: filters.accountType,
      remove: (f) => ({ ...f, accountType: '' }),
    });
  }
  if (filters.platform) {
    chips.push({
      key: 'platform',
      label: 'Platform',
      value: platformName(filters.platform),
      remove: (f) => ({ ...f, platform: '' }),
    });
  }
  return chips;
}
