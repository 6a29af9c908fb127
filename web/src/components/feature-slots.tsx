import { createContext, type ReactNode, useContext } from 'react';
import type { PublicVideo } from '../../../shared/contracts/video';
import type { FollowTarget } from '../../../shared/domain/follow-targets';
import type { ListVideo } from './video-list/list-video';

/** What the video list hands the video detail when a video opens (and null when it closes). */
export interface VideoDetailSlotProps {
  videoId: number | null;
  /** The video as the list holds it, so the detail need not fetch it again. */
  initialVideo?: PublicVideo;
  onClose: () => void;
}

/** What the video detail (the modal header, the /v/{id} page) hands the save button it shows. */
export interface SaveButtonSlotProps {
  videoId: number;
  /** The icon alone (the modal header). */
  compact?: boolean;
}

/** What a page hands the follow button it shows (a taxonomy page, a view, the author chip, a search). */
export interface FollowButtonSlotProps {
  target: FollowTarget;
  /** What the button's toasts call the thing: 'Cooking', '@bread.boss', "your search 'meal prep'". */
  name: string;
  /** 'search': "Follow this search"; 'compact': a small pill beside the author chip; default: "Follow". */
  look?: 'default' | 'compact' | 'search';
}

/**
 * Where one feature shows another's UI without importing it: the video list (shared, used by browse and
 * soon swipefiles) opens the video feature's detail and shows the swipefiles' save control, and the app
 * fills these slots where it composes the routes (web/src/app/video-slots.tsx). A slot left empty shows
 * nothing: no detail, no save control (the public page offers no saving).
 */
export interface FeatureSlots {
  renderVideoDetail?: (props: VideoDetailSlotProps) => ReactNode;
  /** Keep it stable (a module-level function), or every loaded card re-renders. */
  renderSaveControl?: (video: ListVideo) => ReactNode;
  /**
   * The save button of the video detail (the modal and /v/{id}); left empty, the detail shows its own
   * sign-in link to visitors and nothing to signed-in readers.
   */
  renderSaveButton?: (props: SaveButtonSlotProps) => ReactNode;
  /**
   * The follows feature's Follow/Following button (docs/product/feed.md#follows); it draws nothing for
   * visitors and basic users. Left empty, pages show no follow button.
   */
  renderFollowButton?: (props: FollowButtonSlotProps) => ReactNode;
}

const FeatureSlotsContext = createContext<FeatureSlots>({});

/** Provides the slots; pass a module-level object, so the functions stay stable. */
export function FeatureSlotsProvider({ slots, children }: { slots: FeatureSlots; children: ReactNode }) {
  return <FeatureSlotsContext.Provider value={slots}>{children}</FeatureSlotsContext.Provider>;
}

/** The slots the app filled for this part of the tree. */
export function useFeatureSlots(): FeatureSlots {
  return useContext(FeatureSlotsContext);
}
