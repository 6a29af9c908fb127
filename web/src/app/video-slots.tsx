import type { ReactNode } from 'react';
import { type FeatureSlots, FeatureSlotsProvider } from '../components/feature-slots';
import { VideoDetailModal } from '../features/video/video-detail-modal';
import { renderCardSaveControl, renderDetailSaveButton } from './save-slots';

// Module-level, so the slot functions are stable and the list's memoised cards do not re-render.
const PUBLIC_LIST_SLOTS: FeatureSlots = {
  renderVideoDetail: (props) => <VideoDetailModal {...props} />,
  // spec 000 §2: the detail modal's header has a save button wherever it opens.
  renderSaveButton: renderDetailSaveButton,
};
const SIGNED_IN_LIST_SLOTS: FeatureSlots = { ...PUBLIC_LIST_SLOTS, renderSaveControl: renderCardSaveControl };

/**
 * The video list's slots for the browse routes: a card opens the video feature's detail modal. The route
 * modules in ./routes wrap their page in it, so the modal stays in the lazily loaded route chunks.
 * `saveOnCards` puts the save control on every card: the signed-in routes only (spec 000 §2: on the
 * public page the list has no save icon).
 */
export function WithVideoSlots({
  saveOnCards = false,
  children,
}: {
  saveOnCards?: boolean;
  children: ReactNode;
}) {
  return (
    <FeatureSlotsProvider slots={saveOnCards ? SIGNED_IN_LIST_SLOTS : PUBLIC_LIST_SLOTS}>
      {children}
    </FeatureSlotsProvider>
  );
}
