import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import type { FilterOption } from '../../../../shared/contracts/taxonomy';
import { callToActionClass } from '../../components/call-to-action';
import { CONTROL_CLASS } from './filter-select';
import { optionLabel } from './option-label';

interface TopicsFilterProps {
  /** The trigger's id (lib/filter-anchors.ts: a link may open the panel with it focused). */
  id?: string;
  selected: string[];
  options: FilterOption[];
  /** docs/product/browsing.md#filters: disabled while the filter lists load. */
  loading: boolean;
  /** A topic set by the page; the control shows it and cannot change it. */
  lockedTopic?: string;
  onChange: (topics: string[]) => void;
}

/**
 * The Topics multi-select (docs/product/browsing.md#filters) with Select All, Clear All and Done. Ticks are a draft applied
 * when the dropdown closes (Done, Escape or a click outside), so choosing five topics is one list
 * reload and one Back step, not five.
 */
export function TopicsFilter({ id, selected, options, loading, lockedTopic, onChange }: TopicsFilterProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(selected);
  const labelId = useId();
  const valueId = useId();

  const changeOpen = (next: boolean) => {
    if (next) setDraft(selected);
    else if (!sameSet(draft, selected)) onChange(inListOrder(draft, options));
    setOpen(next);
  };
  const toggle = (name: string, checked: boolean) =>
    setDraft((current) => (checked ? [...current, name] : current.filter((topic) => topic !== name)));

  const shown = lockedTopic ? [lockedTopic] : selected;
  const summary =
    shown.length === 0 ? 'All topics' : shown.length === 1 ? shown[0] : `${shown[0]} +${shown.length - 1}`;

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-xs font-medium text-slate-600">
        Topics
      </span>
      <Popover.Root open={open} onOpenChange={changeOpen}>
        <Popover.Trigger
          id={id}
          disabled={loading || Boolean(lockedTopic)}
          aria-labelledby={`${labelId} ${valueId}`}
          className={`${CONTROL_CLASS} relative pr-9`}
        >
          <span id={valueId} className="block truncate">
            {loading ? 'Loading…' : summary}
          </span>
          {lockedTopic ? (
            <Lock className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          ) : (
            <ChevronDown
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
          )}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Topics"
            align="start"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 flex max-h-[min(28rem,var(--radix-popover-content-available-height))] w-[max(var(--radix-popover-trigger-width),17rem)] flex-col rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
          >
            <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
              <button
                type="button"
                onClick={() => setDraft(options.map((option) => option.name))}
                className="rounded px-1.5 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Select All
              </button>
              <button
                type="button"
                onClick={() => setDraft([])}
                className="rounded px-1.5 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Clear All
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-1.5">
              <fieldset>
                <legend className="sr-only">Topics</legend>
                {options.length === 0 && <p className="px-2 py-3 text-sm text-slate-500">No topics yet</p>}
                {options.map((option) => (
                  <label
                    key={option.name}
                    className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 has-[:focus-visible]:bg-slate-50"
                  >
                    <input
                      type="checkbox"
                      checked={draft.includes(option.name)}
                      onChange={(event) => toggle(option.name, event.target.checked)}
                      className="size-4 rounded border-slate-300 accent-indigo-600"
                    />
                    {optionLabel(option)}
                  </label>
                ))}
              </fieldset>
            </div>
            <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-3 py-2">
              <span className="text-xs text-slate-500">{draft.length} selected</span>
              <Popover.Close className={callToActionClass('small', 'primary', 'h-8 px-3')}>
                Done
              </Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** Topics in the lists' order (then any the lists lack), so the same choice always makes the same URL. */
function inListOrder(topics: string[], options: FilterOption[]): string[] {
  const listed = options.map((option) => option.name).filter((name) => topics.includes(name));
  return [...listed, ...topics.filter((topic) => !listed.includes(topic))];
}
