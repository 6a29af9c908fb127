import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { localDate } from '../../../../shared/domain/dates';
import { paths } from '../../../../shared/domain/paths';

import type { TaxonomyItem } from './api/taxonomy-admin-api';
import { EntryActions } from './entry-actions';
import type { EntryAction } from './entry-dialogs';
import { videosLabel } from './taxonomy-admin-messages';

/**
 * /account-types (docs/product/taxonomies.md#taxonomy-list-pages): a card per type with name, id, description, created and updated dates.
 * The browse screen has no account-type parameter on `/`, so a card links to the type's own page, which
 * is the browse screen filtered to it.
 */
export function AccountTypeGrid({
  items,
  onAction,
}: {
  items: TaxonomyItem[];
  onAction: (type: EntryAction['type'], item: TaxonomyItem) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-slate-900">{item.name}</h2>
              <p className="text-xs text-slate-500 tabular-nums">id {item.id}</p>
            </div>
            <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 tabular-nums">
              {videosLabel(item.usage_count)}
            </span>
          </div>
          <p className="mt-3 line-clamp-3 flex-1 text-sm text-slate-600">
            {item.description ?? <span className="text-slate-400">No description</span>}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-2 text-xs text-slate-500">
            <div>
              <dt>Created</dt>
              <dd className="font-medium text-slate-700">{localDate(item.created_at)}</dd>
            </div>
            <div>
              <dt>Updated</dt>
              <dd className="font-medium text-slate-700">{localDate(item.updated_at)}</dd>
            </div>
          </dl>
          <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
            <Link
              to={paths.taxonomy('account-types', item.slug)}
              className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              View Videos
              <ArrowUpRight className="size-4" aria-hidden />
            </Link>
            <EntryActions item={item} onAction={onAction} />
          </div>
        </li>
      ))}
    </ul>
  );
}
