import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { FollowButtonSlotProps } from '../../components/feature-slots';
import { useSession } from '../../session/session-context';
import { FOLLOW_TIERS, hasRequiredTier } from '../../session/tiers';
import { followButtonClass, followButtonText } from './follow-button-look';

// The working button (the follows list, the calls, the toasts) is its own chunk: visitors' and basic
// users' pages never load it, and the public pages' first bundles carry only this file.
const SignedInFollowButton = lazy(() =>
  import('./signed-in-follow-button').then((m) => ({ default: m.SignedInFollowButton })),
);

/**
 * Follow/Following (docs/product/feed.md#follows) for premium and admin users; nothing for anyone else
 * (no upsell: the product has none yet). The session comes from context, so the server's HTML and the
 * first client render agree.
 */
export function FollowButton(props: FollowButtonSlotProps) {
  const { status, tier } = useSession();
  if (status !== 'signed-in' || !hasRequiredTier(tier, FOLLOW_TIERS)) return null;
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <SignedInFollowButton {...props} />
    </Suspense>
  );
}

/** The not-yet-followed look while the chunk loads. */
function Placeholder({ look = 'default' }: FollowButtonSlotProps) {
  return (
    <span aria-hidden className={followButtonClass(look, false)}>
      <Plus className="size-4" />
      {followButtonText(look, false)}
    </span>
  );
}
