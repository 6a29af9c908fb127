import { GitMerge, History, Pencil, Trash2 } from 'lucide-react';
import type { TaxonomyItem } from './api/taxonomy-admin-api';
import type { EntryAction } from './entry-dialogs';

const ICON_BUTTON =
  'grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** Edit, Merge into…, History and Delete of one entry; Delete only when no video uses it. */
export function EntryActions({
  item,
  onAction,
}: {
  item: TaxonomyItem;
  onAction: (type: EntryAction['type'], item: TaxonomyItem) => void;
}) {
  const inUse = item.usage_count > 0;
  return (
    <div className="flex items-center gap-0.5">
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Edit ${item.name}`}
        title="Edit"
        onClick={() => onAction('edit', item)}
      >
        <Pencil className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Merge ${item.name} into…`}
        title="Merge into…"
        onClick={() => onAction('merge', item)}
      >
        <GitMerge className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`History of ${item.name}`}
        title="History"
        onClick={() => onAction('history', item)}
      >
        <History className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} hover:text-rose-600`}
        aria-label={`Delete ${item.name}`}
        title={inUse ? 'In use: merge it into another entry instead' : 'Delete'}
        disabled={inUse}
        onClick={() => onAction('delete', item)}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </div>
  );
}
