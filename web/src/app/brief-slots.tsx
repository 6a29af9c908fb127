import { DraftBriefButton } from '../features/briefs/draft-brief-button';
import { useSession } from '../session/session-context';
import { BRIEF_DRAFT_TIERS, hasRequiredTier } from '../session/tiers';

/** The briefs feature's "Draft a brief" for premium and admin users; nothing for anyone else. */
function DraftBriefSlot({ swipefileId }: { swipefileId: string }) {
  const { tier } = useSession();
  if (!hasRequiredTier(tier, BRIEF_DRAFT_TIERS)) return null;
  return <DraftBriefButton swipefileId={swipefileId} />;
}

/** What the swipefile detail shows among its actions (issue 34). Module-level: stable. */
export const renderDraftBriefButton = (swipefileId: string) => <DraftBriefSlot swipefileId={swipefileId} />;
