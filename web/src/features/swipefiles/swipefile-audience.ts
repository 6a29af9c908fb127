import { Globe, Link2, Lock, type LucideIcon, Users } from 'lucide-react';
import type { Swipefile } from '../../../../shared/contracts/swipefiles';
import { formatNumber } from '../../../../shared/domain/number-format';
import { countOf } from '../../../../shared/domain/plural';

export interface Audience {
  /** The card's badge: the widest audience in a word or two. */
  badge: string;
  /** The detail page's line: everyone who may read it. */
  sentence: string;
  icon: LucideIcon;
}

/**
 * Who may read a swipefile (issue 31), widest first: public, then anyone with the link, then the people it
 * is shared with, else private. The detail's sentence also names the people when a link or public page
 * reaches further, so an owner sees both.
 */
export function swipefileAudience(
  swipefile: Pick<Swipefile, 'access_level' | 'collaborator_count'>,
): Audience {
  const people = swipefile.collaborator_count;
  const withPeople = people > 0 ? `Shared with ${countOf(people, 'person', 'people')}` : null;
  const sentence = (first: string) => [first, withPeople].filter(Boolean).join(' · ');
  if (swipefile.access_level === 'public')
    return { badge: 'Public', sentence: sentence('Public: anyone can find and view it'), icon: Globe };
  if (swipefile.access_level === 'link_only')
    return { badge: 'Link', sentence: sentence('Anyone with the link can view'), icon: Link2 };
  if (withPeople) return { badge: `Shared with ${formatNumber(people)}`, sentence: withPeople, icon: Users };
  return { badge: 'Private', sentence: 'Private: only you can see it', icon: Lock };
}
