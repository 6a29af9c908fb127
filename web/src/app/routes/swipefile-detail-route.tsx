import { SwipefileDetailPage } from '../../features/swipefiles/swipefile-detail-page';
import { renderDraftBriefButton } from '../brief-slots';
import { WithVideoSlots } from '../video-slots';

/**
 * /swipefiles/{id} with the video detail wired in, so 'Open Analysis' opens the video's modal, and the
 * briefs feature's "Draft a brief" among its actions.
 */
export function SwipefileDetailRoute() {
  return (
    <WithVideoSlots>
      <SwipefileDetailPage renderDraftBrief={renderDraftBriefButton} />
    </WithVideoSlots>
  );
}
