import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { TaxonomyPage } from '../../features/browse/taxonomy-page';
import { WithVideoSlots } from '../video-slots';

/** A public taxonomy page (/{kind}/{slug}) with the video detail wired into its list. */
export function TaxonomyRoute({ kind }: { kind: TaxonomyKind }) {
  return (
    <WithVideoSlots>
      <TaxonomyPage kind={kind} />
    </WithVideoSlots>
  );
}
