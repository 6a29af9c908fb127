import { SwipefileDetailPage } from '../../features/swipefiles/swipefile-detail-page';
import { WithVideoSlots } from '../video-slots';

/** /swipefiles/{id} with the video detail wired in, so 'Open Analysis' opens the video's modal. */
export function SwipefileDetailRoute() {
  return (
    <WithVideoSlots>
      <SwipefileDetailPage />
    </WithVideoSlots>
  );
}
