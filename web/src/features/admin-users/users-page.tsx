import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, TriangleAlert, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminPageTitle } from '../../../../shared/domain/site';
import { ListPagination } from '../../components/list-pagination';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/toast-config';
import { isTier, type Tier, tierLabel } from '../../session/tiers';
import {
  type AdminUser,
  adminUsersQuery,
  type TierFilter as Filter,
  updateUserTier,
} from './api/admin-users-api';
import { ConfirmTierDialog, type TierChange } from './confirm-tier-dialog';
import { TierFilter } from './tier-filter';
import { UserDetailsDialog } from './user-details-dialog';
import { tierUpdatedMessage, tierUpdateFailedMessage, usersLoadErrorMessage } from './users-messages';
import { UsersTable } from './users-table';

/** The filter and page live in the URL, so a reload or Back keeps the admin's place. */
function useListPosition() {
  const [params, setParams] = useSearchParams();
  const tierParam = params.get('tier');
  const filter: Filter = isTier(tierParam) ? tierParam : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { filter?: Filter; page?: number }) => {
    const search = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'all') search.set('tier', nextFilter);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  return { filter, page, go };
}

/** /admin/users (docs/product/routes.md#admin-pages User management): tier filter with counts, the user table and pagination. */
export function UsersPage() {
  usePageMeta(adminPageTitle('Users'), 'Manage Hookshelf users and their tiers.');
  const queryClient = useQueryClient();
  const { filter, page, go } = useListPosition();
  const query = useQuery(adminUsersQuery(page, filter));
  const [pending, setPending] = useState<TierChange | null>(null);
  const [details, setDetails] = useState<AdminUser | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  const update = useMutation({
    mutationFn: ({ user, tier }: TierChange) => updateUserTier(user.id, tier),
    onSuccess: (_, { tier }) => notify('success', tierUpdatedMessage(tier)),
    // docs/product/taxonomies.md#taxonomy-list-pages: on failure the list reloads.
    onError: (error) => notify('error', tierUpdateFailedMessage(error)),
    onSettled: () => reload(),
  });

  const saving = update.isPending ? update.variables : null;
  const shownTier = (user: AdminUser): Tier =>
    pending?.user.id === user.id ? pending.tier : saving?.user.id === user.id ? saving.tier : user.tier;

  const confirm = (change: TierChange) => {
    setPending(null);
    update.mutate(change);
  };
  // docs/product/taxonomies.md#taxonomy-list-pages: cancel reloads the list.
  const cancel = () => {
    setPending(null);
    void reload();
  };

  const body = query.data;
  const denied = query.error instanceof ApiRequestError && query.error.status === 403;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header>
        <p className="text-sm font-semibold text-indigo-700">Admin</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Users</h1>
        <p className="mt-2 max-w-2xl text-base text-slate-600">
          Everyone with an account. Change a tier to grant or remove Premium and Admin access.
        </p>
      </header>
      {!denied && (
        <TierFilter value={filter} counts={body?.counts} onChange={(next) => go({ filter: next, page: 1 })} />
      )}
      {query.isError && !body ? (
        <LoadError
          denied={denied}
          message={usersLoadErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !body ? (
        <TableSkeleton />
      ) : body.data.length === 0 ? (
        <EmptyState filter={filter} />
      ) : (
        <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <UsersTable
              users={body.data}
              shownTier={shownTier}
              busyUserId={saving?.user.id ?? null}
              onTierChange={(user, tier) => tier !== user.tier && setPending({ user, tier })}
              onViewDetails={setDetails}
            />
          </div>
          <div className="border-t border-slate-200 bg-slate-50/60 px-4 py-3">
            <ListPagination
              pagination={body.pagination}
              shown={body.data.length}
              onPageChange={(next) => go({ page: next })}
            />
          </div>
        </div>
      )}
      <ConfirmTierDialog change={pending} onConfirm={confirm} onCancel={cancel} />
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
    </div>
  );
}

function LoadError({ denied, message, onRetry }: { denied: boolean; message: string; onRetry: () => void }) {
  return (
    <StatePanel
      tone="error"
      icon={denied ? ShieldAlert : TriangleAlert}
      title={message}
      titleAs="p"
      action={denied ? undefined : <TryAgainButton onClick={onRetry} />}
    />
  );
}

function EmptyState({ filter }: { filter: Filter }) {
  return (
    <StatePanel tone="empty" icon={UserRound} title="No users found">
      {filter === 'all'
        ? 'Nobody has signed in yet.'
        : `No user has the ${tierLabel(filter)} tier. Choose another tier to see more.`}
    </StatePanel>
  );
}

function TableSkeleton() {
  return (
    <div role="status" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="h-11 border-b border-slate-200 bg-slate-50" />
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <div key={i} className="flex animate-pulse items-center gap-6 border-b border-slate-100 px-4 py-4">
          <div className="h-3 w-16 rounded bg-slate-200" />
          <div className="h-3 w-48 rounded bg-slate-200" />
          <div className="h-6 w-24 rounded-lg bg-slate-100" />
          <div className="h-5 w-14 rounded-full bg-slate-100" />
          <div className="hidden h-3 w-20 rounded bg-slate-100 sm:block" />
        </div>
      ))}
      <span className="sr-only">Loading users…</span>
    </div>
  );
}
