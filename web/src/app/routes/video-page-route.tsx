import { VideoPage } from '../../features/video/video-page';
import { WithVideoPageSlots } from '../save-slots';

/** /v/{id} with the saving feature's save button in its header. */
export function VideoPageRoute() {
  return (
    <WithVideoPageSlots>
      <VideoPage />
    </WithVideoPageSlots>
  );
}
