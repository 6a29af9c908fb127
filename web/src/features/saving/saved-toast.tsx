import { Link } from 'react-router';
import type { Swipefile } from '../../../../shared/contracts/swipefiles';
import { paths } from '../../../../shared/domain/paths';
import { notify } from '../../lib/toast-config';

/**
 * Issue 31: after 'Create & Save' the dialog closes, so a toast says where the video went and links to it.
 * The toaster lives inside the router (features/layout/app-layout.tsx), so the link navigates in the app.
 */
export function notifySavedTo(swipefile: Pick<Swipefile, 'id' | 'name'>): void {
  notify('success', `Saved to ${swipefile.name}`, {
    action: (
      <Link
        to={paths.swipefile(swipefile.id)}
        className="ml-auto shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        View
      </Link>
    ),
  });
}
