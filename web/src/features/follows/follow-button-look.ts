import type { FollowButtonSlotProps } from '../../components/feature-slots';

type Look = NonNullable<FollowButtonSlotProps['look']>;

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-1.5 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait';
const SIZE: Record<Look, string> = {
  default: 'h-9 rounded-lg px-3 text-sm',
  search: 'h-9 rounded-lg px-3 text-sm',
  compact: 'h-7 rounded-full px-2.5 text-xs',
};
const FOLLOW = 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500';
const FOLLOWING = 'bg-white text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';

/** The button's classes: filled while it offers to follow, outlined once the thing is followed. */
export function followButtonClass(look: Look, following: boolean): string {
  return `${BASE} ${SIZE[look]} ${following ? FOLLOWING : FOLLOW}`;
}

/** Its words: "Follow" / "Following", or for a search "Follow this search" / "Following this search". */
export function followButtonText(look: Look, following: boolean): string {
  const verb = following ? 'Following' : 'Follow';
  return look === 'search' ? `${verb} this search` : verb;
}
