import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, Search } from 'lucide-react';
import { useState } from 'react';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { ModalActions, ModalFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/modal-frame';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { notify } from '../../lib/toast-config';
import { mergeTaxonomyEntry, type TaxonomyItem, taxonomyPageQuery } from './api/taxonomy-admin-api';
import { changeFailedMessage, videosLabel } from './taxonomy-admin-messages';
import { useRefreshTaxonomies } from './use-refresh-taxonomies';

const CHOICES = 8;

/**
 * Merge an entry into another of the same kind: pick the target from a searchable list, read what will
 * happen (both names, how many videos move), confirm.
 */
export function MergeEntryDialog({
  kind,
  item,
  onClose,
}: {
  kind: TaxonomyKind;
  item: TaxonomyItem | null;
  onClose: () => void;
}) {
  const refresh = useRefreshTaxonomies();
  const noun = TAXONOMY_LABELS[kind].singular.toLowerCase();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 250);
  const [target, setTarget] = useState<TaxonomyItem | null>(null);
  const choices = useQuery({ ...taxonomyPageQuery(kind, search, 1, CHOICES + 1), enabled: item !== null });
  const options = (choices.data?.data ?? []).filter((entry) => entry.id !== item?.id).slice(0, CHOICES);
  const merge = useMutation({
    mutationFn: ({ from, into }: { from: TaxonomyItem; into: TaxonomyItem }) =>
      mergeTaxonomyEntry(kind, from.id, into.id),
    onSuccess: ({ data }, { from }) => {
      notify(
        'success',
        `Merged “${from.name}” into “${data.target.name}”: ${videosLabel(data.videos_changed)} updated`,
      );
      onClose();
    },
    onError: (error) => notify('error', changeFailedMessage(`merge this ${noun}`, error)),
    onSettled: () => void refresh(),
  });
  return (
    <ModalFrame
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Merge “${item?.name ?? ''}” into…`}
      width="wide"
      busy={merge.isPending}
      description={`Choose the ${noun} that takes its place. Its videos, name and address move there, and it is removed.`}
    >
      <div className="flex flex-col gap-4">
        <label className="relative block">
          <span className="sr-only">Search {TAXONOMY_LABELS[kind].plural.toLowerCase()}</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={`Search ${TAXONOMY_LABELS[kind].plural.toLowerCase()}…`}
            className="h-10 w-full rounded-lg border-0 pr-3 pl-9 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600"
          />
        </label>
        <div
          role="listbox"
          aria-label={`Merge target`}
          className="max-h-64 overflow-y-auto rounded-lg ring-1 ring-slate-200"
        >
          {choices.isPending ? (
            <p className="px-3 py-3 text-sm text-slate-500">Loading…</p>
          ) : options.length === 0 ? (
            <p className="px-3 py-3 text-sm text-slate-500">No other {noun} matches.</p>
          ) : (
            options.map((option) => {
              const chosen = target?.id === option.id;
              return (
                <button
                  key={option.id}
                  type="button"
                  role="option"
                  aria-selected={chosen}
                  onClick={() => setTarget(option)}
                  className={`flex w-full items-center justify-between gap-3 border-b border-slate-100 px-3 py-2.5 text-left text-sm last:border-b-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${chosen ? 'bg-indigo-50 text-indigo-900' : 'text-slate-800 hover:bg-slate-50'}`}
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <Check
                      className={`size-4 shrink-0 ${chosen ? 'text-indigo-600' : 'invisible'}`}
                      aria-hidden
                    />
                    <span className="truncate font-medium">{option.name}</span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                    {videosLabel(option.usage_count)}
                  </span>
                </button>
              );
            })
          )}
        </div>
        {item && target && (
          <p
            className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-950 ring-1 ring-indigo-200"
            aria-live="polite"
          >
            Merge “{item.name}” into “{target.name}”? {videosLabel(item.usage_count)} will move to “
            {target.name}”, and “{item.name}” is removed; its old address leads to “{target.name}”.
          </p>
        )}
        <ModalActions>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose} disabled={merge.isPending}>
            Cancel
          </button>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={!item || !target || merge.isPending}
            onClick={() => item && target && merge.mutate({ from: item, into: target })}
          >
            {merge.isPending ? 'Merging…' : 'Merge'}
          </button>
        </ModalActions>
      </div>
    </ModalFrame>
  );
}
