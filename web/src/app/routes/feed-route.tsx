import { FeedPage } from '../../features/feed/feed-page';
import { WithVideoSlots } from '../video-slots';

/**
 * /feed with the video detail, the save control and the Follow buttons wired into its lists, as the
 * browse routes have them (docs/product/feed.md#feed-page).
 */
export function FeedRoute() {
  return (
    <WithVideoSlots saveOnCards>
      <FeedPage />
    </WithVideoSlots>
  );
}
