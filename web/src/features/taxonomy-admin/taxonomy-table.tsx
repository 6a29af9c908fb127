import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { formatNumber } from '../../../../shared/domain/number-format';
import { paths } from '../../../../shared/domain/paths';
import type { TaxonomyItem } from './api/taxonomy-admin-api';
import { EntryActions } from './entry-actions';
import type { EntryAction } from './entry-dialogs';

/** The browse screen's filter parameter of each table (docs/product/routes.md#admin-pages: `/?topic=NAME`, …). */
const VIEW_PARAM: Partial<Record<TaxonomyKind, string>> = {
  topics: 'topic',
  concepts: 'concept',
  elements: 'element',
  formats: 'format',
};

const HEAD =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase whitespace-nowrap';

/**
 * Name and id, Description, Videos, View Videos and the entry's actions. On a phone the table scrolls
 * sideways under a sticky Name column, so a row never loses what it is about.
 */
export function TaxonomyTable({
  kind,
  items,
  onAction,
}: {
  kind: TaxonomyKind;
  items: TaxonomyItem[];
  onAction: (type: EntryAction['type'], item: TaxonomyItem) => void;
}) {
  const param = VIEW_PARAM[kind] ?? 'topic';
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${HEAD} sticky left-0 z-10 bg-slate-50`}>
              Name
            </th>
            <th scope="col" className={HEAD}>
              Description
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Videos
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} className="group hover:bg-slate-50/70">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-[11rem] bg-white px-4 py-3 text-left align-top font-normal group-hover:bg-slate-50 sm:max-w-xs"
              >
                <span className="block font-semibold break-words text-slate-900">{item.name}</span>
                <span className="text-xs text-slate-500 tabular-nums">id {item.id}</span>
              </th>
              <td className="min-w-[16rem] max-w-xl px-4 py-3 align-top text-slate-600">
                {item.description ? (
                  <p className="line-clamp-2">{item.description}</p>
                ) : (
                  <span className="text-slate-400">No description</span>
                )}
              </td>
              <td className="px-4 py-3 text-right align-top font-medium whitespace-nowrap text-slate-900 tabular-nums">
                {formatNumber(item.usage_count)}
              </td>
              <td className="px-4 py-2 align-top whitespace-nowrap">
                <div className="flex items-center justify-end gap-2">
                  <Link
                    to={`${paths.home}?${new URLSearchParams({ [param]: item.name })}`}
                    className="inline-flex h-9 items-center gap-1 rounded-lg bg-white px-3 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-slate-200 ring-inset hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    View Videos
                    <ArrowUpRight className="size-4" aria-hidden />
                  </Link>
                  <EntryActions item={item} onAction={onAction} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
