import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  type FeatureSlots,
  FeatureSlotsProvider,
  type VideoDetailSlotProps,
} from '../components/feature-slots';
import { whenIdle } from '../lib/when-idle';
import { renderFollowButton } from './follow-slots';
import { renderCardSaveControl, renderDetailSaveButton } from './save-slots';

// The detail modal (the analysis, the player, the dialog library) is a chunk of its own: a list page wakes
// up without evaluating it (/videos on a phone: a third of the route's script), and fetches it once the
// browser is idle, so the first card opened finds it there.
const loadModal = () => import('../features/video/video-detail-modal');
const VideoDetailModal = lazy(() => loadModal().then((m) => ({ default: m.VideoDetailModal })));

/** The modal, mounted from the first opening on (closed, it draws nothing, on the server either). */
function LazyVideoDetail(props: VideoDetailSlotProps) {
  const [wanted, setWanted] = useState(props.videoId !== null);
  if (props.videoId !== null && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void loadModal().catch(() => {}), 5_000), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <VideoDetailModal {...props} />
    </Suspense>
  );
}

// Module-level, so the slot functions are stable and the list's memoised cards do not re-render.
const PUBLIC_LIST_SLOTS: FeatureSlots = {
  renderVideoDetail: (props) => <LazyVideoDetail {...props} />,
  // docs/product/video-detail.md#detail-modal: the detail modal's header has a save button wherever it opens.
  renderSaveButton: renderDetailSaveButton,
  // docs/product/feed.md#follows: the pages these lists sit on (taxonomy pages, views, browse) and the
  // detail's author chip offer a follow to premium and admin users.
  renderFollowButton,
};
const SIGNED_IN_LIST_SLOTS: FeatureSlots = { ...PUBLIC_LIST_SLOTS, renderSaveControl: renderCardSaveControl };

/**
 * The video list's slots for the browse routes: a card opens the video feature's detail modal. The route
 * modules in ./routes wrap their page in it, so the modal stays in the lazily loaded route chunks.
 * `saveOnCards` puts the save control on every card: the signed-in routes only (docs/product/routes.md#public-pages: on the
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
