import type { ReactNode } from 'react';
import { type FeatureSlots, FeatureSlotsProvider } from '../components/feature-slots';
import { VideoDetailModal } from '../features/video/video-detail-modal';

// Module-level, so the slot functions are stable and the list's memoised cards do not re-render.
const VIDEO_SLOTS: FeatureSlots = {
  renderVideoDetail: (props) => <VideoDetailModal {...props} />,
  // Swipefiles (next feature) add renderSaveControl here, on the signed-in routes only.
};

/**
 * The video list's slots for the browse routes: a card opens the video feature's detail modal. The route
 * modules in ./routes wrap their page in it, so the modal stays in the lazily loaded route chunks.
 */
export function WithVideoSlots({ children }: { children: ReactNode }) {
  return <FeatureSlotsProvider slots={VIDEO_SLOTS}>{children}</FeatureSlotsProvider>;
}
