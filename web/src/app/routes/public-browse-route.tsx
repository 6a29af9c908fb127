import { PublicBrowsePage } from '../../features/browse/public-browse-page';
import { WithVideoSlots } from '../video-slots';

/** /public-beta with the video detail wired into its list. */
export function PublicBrowseRoute() {
  return (
    <WithVideoSlots>
      <PublicBrowsePage />
    </WithVideoSlots>
  );
}
