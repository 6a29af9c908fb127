import type { FollowKind } from '../contracts/follow-constants';
import { formatNumber } from './number-format';
import { wordFor } from './plural';

/** How many of a notification's videos matched one follow, and how the follows list shows that follow. */
export interface NotificationFollowCount {
  kind: FollowKind;
  label: string;
  count: number;
}

/** "in Skincare", "from @glow.lab", "for your search 'meal prep'". */
const PREPOSITIONS: Partial<Record<FollowKind, string>> = { creator: 'from', search: 'for' };

/**
 * The follows in the order a notification names them: the one that brought the most videos first, then by
 * label, so the text is the same however the batches of an import came in.
 */
export function rankFollowCounts<T extends NotificationFollowCount>(follows: readonly T[]): T[] {
  return [...follows].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * A notification's line (docs/product/feed.md#notifications): "14 new videos in Skincare and 2 more" — the
 * videos counted once however many follows they match, the follow with the most of them by name, and how
 * many other follows they matched.
 */
export function notificationText(videoCount: number, follows: readonly NotificationFollowCount[]): string {
  const head = `${formatNumber(videoCount)} new ${wordFor(videoCount, 'video')}`;
  const [lead, ...others] = rankFollowCounts(follows);
  if (!lead) return head;
  const named = `${head} ${PREPOSITIONS[lead.kind] ?? 'in'} ${lead.label}`;
  return others.length === 0 ? named : `${named} and ${formatNumber(others.length)} more`;
}
