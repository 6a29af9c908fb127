import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { TaxonomyPage } from '../../features/browse/taxonomy-page';
import { useSession } from '../../session/session-context';
import { WithVideoSlots } from '../video-slots';

/**
 * A public taxonomy page (/{kind}/{slug}) with the video detail wired into its list; a signed-in reader
 * gets the save control on its cards too, as on /videos (only the public browse page has none).
 */
export function TaxonomyRoute({ kind }: { kind: TaxonomyKind }) {
  const signedIn = useSession().status === 'signed-in';
  return (
    <WithVideoSlots saveOnCards={signedIn}>
      <TaxonomyPage kind={kind} />
    </WithVideoSlots>
  );
}
