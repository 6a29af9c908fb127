import { useQuery } from '@tanstack/react-query';
import { Search, ShieldAlert, Tags, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { adminPageTitle } from '../../../../shared/domain/site';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { ListPagination } from '../../components/list-pagination';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { ApiRequestError } from '../../lib/api-client';
import { AccountTypeGrid } from './account-type-grid';
import { type TaxonomyItem, taxonomyPageQuery } from './api/taxonomy-admin-api';
import { type EntryAction, EntryDialogs } from './entry-dialogs';
import { countLabel, emptyTitle, loadErrorMessage } from './taxonomy-admin-messages';
import { TaxonomyTable } from './taxonomy-table';

const SEARCH_DELAY_MS = 300;

/** The search and page live in the URL, so a reload, a shared link or Back keeps the admin's place. */
function useListPosition() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) query.set('search', nextSearch);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: next.search !== undefined });
  };
  return { search, page, go };
}

/**
 * /topics, /concepts, /elements, /formats (tables) and /account-types (cards): docs/product/taxonomies.md#taxonomy-list-pages "Taxonomy list
 * pages", with editing, merging, deleting and each entry's history (docs/decisions/0020-taxonomy-editing.md).
 */
export function TaxonomyListPage({ kind }: { kind: TaxonomyKind }) {
  const label = TAXONOMY_LABELS[kind];
  usePageMeta(
    adminPageTitle(label.plural),
    `Search, edit and merge the library's ${label.plural.toLowerCase()}.`,
  );
  const { search, page, go } = useListPosition();
  const [typed, setTyped] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The typed text follows the URL when it changes from elsewhere (Back, a link to another kind).
  useEffect(() => setTyped(search), [search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The server is asked once the admin pauses typing; the query goes into the URL then.
  const type = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ search: text.trim(), page: 1 }), SEARCH_DELAY_MS);
  };

  const query = useQuery(taxonomyPageQuery(kind, search, page));
  const [action, setAction] = useState<EntryAction | null>(null);
  const act = (type: EntryAction['type'], item: TaxonomyItem) => setAction({ type, item });

  const body = query.data;
  const denied = query.error instanceof ApiRequestError && query.error.status === 403;
  const searching = search.trim() !== '';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-indigo-700">Admin</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {label.plural}
          </h1>
          <p className="mt-2 text-base text-slate-600" aria-live="polite">
            {body ? (
              <>
                {countLabel(kind, body.pagination.total)}
                {searching ? ` matching “${search}”` : ' in the library'}
              </>
            ) : (
              <span className="inline-block h-4 w-40 animate-pulse rounded bg-slate-200 align-middle" />
            )}
          </p>
        </div>
        <label className="relative block w-full sm:w-80">
          <span className="sr-only">Search {label.plural.toLowerCase()}</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            value={typed}
            onChange={(event) => type(event.target.value)}
            placeholder={`Search ${label.plural.toLowerCase()}…`}
            className="h-10 w-full rounded-lg border-0 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600"
          />
        </label>
      </header>

      {query.isError && !body ? (
        <StatePanel
          tone="error"
          icon={denied ? ShieldAlert : TriangleAlert}
          title={loadErrorMessage(kind, query.error)}
          titleAs="p"
          action={denied ? undefined : <TryAgainButton onClick={() => void query.refetch()} />}
        />
      ) : !body ? (
        kind === 'account-types' ? (
          <GridSkeleton />
        ) : (
          <TableSkeleton />
        )
      ) : body.data.length === 0 ? (
        <StatePanel tone="empty" icon={Tags} title={emptyTitle(kind)}>
          {searching || kind !== 'account-types' ? 'Try adjusting your search terms' : undefined}
        </StatePanel>
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {kind === 'account-types' ? (
            <AccountTypeGrid items={body.data} onAction={act} />
          ) : (
            <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <TaxonomyTable kind={kind} items={body.data} onAction={act} />
            </div>
          )}
          <div className="mt-4">
            <ListPagination
              hideWhenOnePage
              pagination={body.pagination}
              shown={body.data.length}
              onPageChange={(next) => go({ page: next })}
            />
          </div>
        </div>
      )}
      <EntryDialogs kind={kind} action={action} onClose={() => setAction(null)} />
    </div>
  );
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

function TableSkeleton() {
  return (
    <div role="status" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="h-11 border-b border-slate-200 bg-slate-50" />
      {SKELETON_ROWS.map((row) => (
        <div
          key={row}
          className="flex h-[73px] animate-pulse items-center gap-6 border-b border-slate-100 px-4"
        >
          <div className="h-3 w-40 rounded bg-slate-200" />
          <div className="hidden h-3 flex-1 rounded bg-slate-100 sm:block" />
          <div className="h-3 w-12 rounded bg-slate-200" />
          <div className="h-8 w-28 rounded-lg bg-slate-100" />
        </div>
      ))}
      <span className="sr-only">Loading…</span>
    </div>
  );
}

function GridSkeleton() {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards
        <div key={i} className="h-52 animate-pulse rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="h-4 w-1/2 rounded bg-slate-200" />
          <div className="mt-4 h-3 w-full rounded bg-slate-100" />
          <div className="mt-2 h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
      <span className="sr-only">Loading…</span>
    </div>
  );
}
