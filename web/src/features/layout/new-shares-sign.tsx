import { useQuery } from '@tanstack/react-query';
import { newSharesQuery } from '../../lib/new-shares-api';
import { useSession } from '../../session/session-context';

/** How many swipefiles were newly shared with the signed-in user (issue 31); 0 for a visitor. */
export function useNewSharesCount(): number {
  const session = useSession();
  const query = useQuery({ ...newSharesQuery(), enabled: session.status === 'signed-in' });
  return session.status === 'signed-in' ? (query.data?.count ?? 0) : 0;
}

/** What a screen reader hears after the Swipefiles link's name. */
export const newSharesText = (count: number) => `${count} new ${count === 1 ? 'share' : 'shares'}`;

/**
 * The sign on the Swipefiles link that something was shared with the user: the count in a pill (99+ past
 * 99), heard as "Swipefiles, 2 new shares". Nothing when there is nothing new.
 */
export function NewSharesBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden
        data-new-shares
        className="ml-1.5 inline-grid h-5 min-w-5 place-items-center rounded-full bg-rose-600 px-1.5 text-xs leading-none font-semibold text-white tabular-nums"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {newSharesText(count)}</span>
    </>
  );
}
