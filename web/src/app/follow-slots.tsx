import type { FollowButtonSlotProps } from '../components/feature-slots';
import { FollowButton } from '../features/follows/follow-button';

/**
 * The follows feature's button where a page offers to follow something: a taxonomy page, a view, the
 * author chip of the video detail, a search (docs/product/feed.md#follows). Module-level, so it is stable.
 */
export const renderFollowButton = (props: FollowButtonSlotProps) => <FollowButton {...props} />;
