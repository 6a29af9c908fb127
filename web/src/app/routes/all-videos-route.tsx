import { AllVideosPage } from '../../features/browse/all-videos-page';
import { WithVideoSlots } from '../video-slots';

/** /videos with the video detail and the save control wired into its list (a signed-in route). */
export function AllVideosRoute() {
  return (
    <WithVideoSlots saveOnCards>
      <AllVideosPage />
    </WithVideoSlots>
  );
}
