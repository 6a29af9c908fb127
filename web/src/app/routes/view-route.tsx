import { ViewPage } from '../../features/browse/view-page';
import { useSession } from '../../session/session-context';
import { WithVideoSlots } from '../video-slots';

/**
 * A public view (/views/{slug}) with the video detail wired into its list; a signed-in reader gets the
 * save control on its cards, as on a taxonomy page.
 */
export function ViewRoute() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <WithVideoSlots saveOnCards={signedIn}>
      <ViewPage />
    </WithVideoSlots>
  );
}
