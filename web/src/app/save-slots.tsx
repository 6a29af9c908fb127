import type { ReactNode } from 'react';
import {
  type FeatureSlots,
  FeatureSlotsProvider,
  type SaveButtonSlotProps,
} from '../components/feature-slots';
import type { ListVideo } from '../components/video-list/list-video';
import { SaveControl } from '../features/saving/save-control';
import { renderFollowButton } from './follow-slots';

// Module-level, so the slot functions are stable and the list's memoised cards do not re-render.

/** A card's save control: the round bookmark over the thumbnail (docs/product/browsing.md#cards-view). */
export const renderCardSaveControl = (video: ListVideo) => <SaveControl videoId={video.id} surface="list" />;

/** The save button of the detail modal's header and of the /v/{id} page (docs/product/video-detail.md#detail-modal). */
export const renderDetailSaveButton = ({ videoId, compact }: SaveButtonSlotProps) => (
  <SaveControl videoId={videoId} surface="detail" compact={compact} />
);

const VIDEO_PAGE_SLOTS: FeatureSlots = { renderSaveButton: renderDetailSaveButton, renderFollowButton };

/**
 * /v/{id}'s slots: the save button and the author chip's follow button, so the page's chunk carries the
 * small controls and not the list's detail modal (the save dialog itself loads on first use).
 */
export function WithVideoPageSlots({ children }: { children: ReactNode }) {
  return <FeatureSlotsProvider slots={VIDEO_PAGE_SLOTS}>{children}</FeatureSlotsProvider>;
}
