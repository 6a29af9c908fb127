import type { GroupMatch } from './follow-matches';
import {
  NOTIFICATION_VIDEO_IDS_KEPT,
  type NotificationAddition,
  type StoredFollowCount,
} from './notification-repository';
import { VideoBits } from './video-bits';

/** A follow's matches for one user in one slice: the group's own bits, or a union when two groups are one follow. */
interface SliceFollow {
  bits: VideoBits;
  own: boolean;
  kind: StoredFollowCount['kind'];
  label: string;
}

interface SliceUser {
  videos: VideoBits;
  follows: Map<string, SliceFollow>;
}

interface Total {
  videoCount: number;
  videoIds: number[];
  follows: Map<string, StoredFollowCount>;
}

/**
 * What each user gets of one change, added up slice by slice: the videos that match any of their follows
 * (each counted once, however many follows it matches), and per follow how many matched it. Two follows a
 * user stored before a merge that now name one entry are one follow (the same key, as listFollows reads them).
 */
export class UserTotals {
  private readonly totals = new Map<string, Total>();

  /** Adds one slice: the groups it matched, whose positions are indexes into `ids`. */
  add(matches: GroupMatch[], ids: number[]): void {
    const slice = new Map<string, SliceUser>();
    for (const { group, videos } of matches) {
      const { key, kind, label } = group.target;
      for (const userId of group.userIds) {
        const user: SliceUser = slice.get(userId) ?? {
          videos: new VideoBits(ids.length),
          follows: new Map(),
        };
        slice.set(userId, user);
        user.videos.add(videos);
        const follow = user.follows.get(key);
        // A group's bits are shared by its users until one of them needs a union of its own.
        if (!follow) {
          user.follows.set(key, { bits: videos, own: false, kind, label });
          continue;
        }
        if (!follow.own) {
          follow.bits = follow.bits.copy();
          follow.own = true;
        }
        follow.bits.add(videos);
      }
    }
    for (const [userId, user] of slice) {
      const count = user.videos.count;
      if (count === 0) continue;
      const total: Total = this.totals.get(userId) ?? { videoCount: 0, videoIds: [], follows: new Map() };
      this.totals.set(userId, total);
      total.videoCount += count;
      const room = NOTIFICATION_VIDEO_IDS_KEPT - total.videoIds.length;
      if (room > 0) total.videoIds.push(...user.videos.first(room).map((at) => ids[at] as number));
      for (const [key, { bits, kind, label }] of user.follows) {
        const known = total.follows.get(key);
        if (known) known.count += bits.count;
        else total.follows.set(key, { key, kind, label, count: bits.count });
      }
    }
  }

  /** The users who got anything. */
  get users(): string[] {
    return [...this.totals.keys()];
  }

  /** What to add to the notifications of the users among `allowed`. */
  additions(allowed: Set<string>): NotificationAddition[] {
    return [...this.totals].flatMap(([userId, total]) =>
      allowed.has(userId)
        ? [
            {
              userId,
              videoCount: total.videoCount,
              videoIds: total.videoIds,
              follows: [...total.follows.values()],
            },
          ]
        : [],
    );
  }
}
