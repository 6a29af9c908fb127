import { AllVideosPage } from '../../features/browse/all-videos-page';
import { WithVideoSlots } from '../video-slots';

/** /videos with the video detail wired into its list. */
export function AllVideosRoute() {
  return (
    <WithVideoSlots>
      <AllVideosPage />
    </WithVideoSlots>
  );
}
