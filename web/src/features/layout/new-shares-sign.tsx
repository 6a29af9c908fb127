import { useQuery } from '@tanstack/react-query';
import { wordFor } from '../../../../shared/domain/plural';
import { newSharesQuery } from '../../lib/new-shares-api';

// The sign that something was shared with the user (issue 31), beside Swipefiles in the desktop bar and the
// phone menu, each loading it lazily: only a signed-in bar draws it, so a visitor's bundle holds only the import.

/** How many swipefiles were newly shared with the user. */
function useNewSharesCount(): number {
  return useQuery(newSharesQuery()).data?.count ?? 0;
}

/** What a screen reader hears after the link's name. */
const newSharesText = (count: number) => `, ${count} new ${wordFor(count, 'share')}`;

/** The count beside Swipefiles, in a pill (99+ past 99), heard as "Swipefiles, 2 new shares". */
export function NewSharesSign() {
  const count = useNewSharesCount();
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
      <span className="sr-only">{newSharesText(count)}</span>
    </>
  );
}
