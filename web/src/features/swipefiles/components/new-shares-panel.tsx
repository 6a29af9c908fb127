import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellDot } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { NewShare, NewShares } from '../../../../../shared/contracts/new-shares';
import { localDate } from '../../../../../shared/domain/dates';
import { paths } from '../../../../../shared/domain/paths';
import { callToActionClass } from '../../../components/call-to-action';
import { markSharesSeen, NEW_SHARES_KEY, newSharesQuery } from '../../../lib/new-shares-api';
import { SWIPEFILES_KEY } from '../../../lib/swipefiles-api';
import { RoleBadge } from './role-badges';

/**
 * The Shared tab's "new" list (issue 31): the swipefiles shared with the user since they last looked, with
 * who shared each. Showing them marks them seen, so the sign on the Swipefiles link clears; the list stays
 * on screen for this visit, and the next visit shows only what is new again.
 */
export function NewSharesPanel() {
  const shown = useShownNewShares();
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="new-shares-heading"
      className="mb-6 rounded-2xl bg-indigo-50/70 p-4 ring-1 ring-indigo-100 sm:p-5"
    >
      <h2 id="new-shares-heading" className="flex items-center gap-2 text-sm font-semibold text-indigo-900">
        <BellDot className="size-4 text-indigo-600" aria-hidden />
        New — shared with you
      </h2>
      <ul className="mt-2 divide-y divide-indigo-100">
        {shown.map((share) => (
          <li
            key={share.id}
            className="flex flex-col gap-3 py-3 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p id={`new-share-${share.id}`} className="text-sm leading-6 text-slate-700">
                <span className="font-semibold text-slate-900">{share.invited_by ?? 'Someone'}</span> shared{' '}
                <span className="font-semibold break-words text-slate-900">{share.swipefile_name}</span> with
                you
              </p>
              <p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
                <RoleBadge role={share.role} />
                {localDate(share.invited_at)}
              </p>
            </div>
            <Link
              to={paths.swipefile(share.swipefile_id)}
              // Named "Open" and described by its line: the swipefile's own name stays the card's link.
              aria-describedby={`new-share-${share.id}`}
              className={callToActionClass('small', 'secondary', 'shrink-0 self-start sm:self-auto')}
            >
              Open
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The new shares as they were when the tab first showed them, marked seen once shown. The Shared list is
 * read again too: a share that arrived after it was last read must be in the grid the panel points at.
 */
function useShownNewShares(): NewShare[] {
  const queryClient = useQueryClient();
  // Opening the Shared tab asks afresh, whenever the shell's sign last asked.
  const query = useQuery({ ...newSharesQuery(), refetchOnMount: 'always' });
  const [shown, setShown] = useState<NewShare[]>([]);
  const fresh = query.data?.shares ?? [];
  const unshown = fresh.filter((share) => !shown.some((s) => s.id === share.id));

  useEffect(() => {
    if (unshown.length === 0) return;
    setShown((before) => [...unshown, ...before]);
    void queryClient.invalidateQueries({ queryKey: [...SWIPEFILES_KEY, 'shared'], exact: true });
    const ids = unshown.map((share) => share.id);
    markSharesSeen(ids)
      .then(async (left) => {
        // A read of the sign that set out before the shares were marked (the tab's own fresh read, a poll)
        // would land after this and bring the old count back: it is cancelled first.
        await queryClient.cancelQueries({ queryKey: NEW_SHARES_KEY });
        queryClient.setQueryData<NewShares>(NEW_SHARES_KEY, (data) =>
          data ? { count: left, shares: data.shares.filter((s) => !ids.includes(s.id)) } : data,
        );
      })
      // Not marked: the sign stays and the next visit shows them again, which is all a failure costs.
      .catch((error: unknown) => console.error('Could not mark new shares seen:', error));
  }, [unshown, queryClient]);

  return shown;
}

/** The count of new shares on the Shared tab's label, heard as "Shared Swipefiles, 1 new". */
export function NewSharesTabCount() {
  const count = useQuery(newSharesQuery()).data?.count ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden
        className="ml-2 inline-grid h-5 min-w-5 place-items-center rounded-full bg-rose-600 px-1.5 text-xs leading-none font-semibold text-white tabular-nums"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {count} new</span>
    </>
  );
}
