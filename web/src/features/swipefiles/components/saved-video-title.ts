import type { SavedVideo } from '../../../../../shared/contracts/swipefiles';

/** A saved video's title on the swipefile screens: its description, else 'Untitled Video' (spec 001 §2). */
export function savedVideoTitle(saved: SavedVideo): string {
  return saved.video_analysis?.simple_description?.trim() || 'Untitled Video';
}
