import type { SavedVideo } from '../../../../../shared/contracts/swipefiles';

/** A saved video's title on the swipefile screens: its description, else 'Untitled Video' (docs/product/swipefiles.md#saved-videos-and-notes). */
export function savedVideoTitle(saved: SavedVideo): string {
  return saved.video_analysis?.simple_description?.trim() || 'Untitled Video';
}
