import { Check, Plus } from 'lucide-react';
import type { FollowButtonSlotProps } from '../../components/feature-slots';
import { followButtonClass, followButtonText } from './follow-button-look';
import { useFollowToggle } from './use-follow-toggle';

/**
 * A premium or admin user's Follow/Following button: pressed while the thing is followed. Its name is
 * what it shows and what it is about ("Follow Cooking", "Following @bread.boss", "Follow this search");
 * the tooltip of a followed thing says a press unfollows it.
 */
export function SignedInFollowButton({ target, name, look = 'default' }: FollowButtonSlotProps) {
  const { following, loading, busy, toggle } = useFollowToggle(target, name);
  const Icon = following ? Check : Plus;
  const text = followButtonText(look, following);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={loading || busy}
      aria-pressed={following}
      // The words it shows, then what it is about ("this search" says that already).
      aria-label={look === 'search' ? text : `${text} ${name}`}
      aria-busy={loading || busy}
      title={following ? `Unfollow ${name}` : `Follow ${name}`}
      className={followButtonClass(look, following)}
    >
      <Icon className="size-4" aria-hidden />
      {text}
    </button>
  );
}
