import { createHash } from 'node:crypto';
import type { GroupMatch } from './follow-matches';
import {
  type FollowLabel,
  NOTIFICATION_VIDEO_IDS_KEPT,
  type NotificationAddition,
} from './notification-repository';
import type { VideoBits } from './video-bits';

/**
 * The short key a notification counts a follow under: the follow's "same thing" key (shared/domain/
 * follow-targets.ts) hashed to 60 bits, so each of 10,000 rows holds counts, not long keys. Two follows of
 * one user meeting on one hash is a chance of about one in 10^16.
 */
export const shortFollowKey = (key: string): string =>
  createHash('sha1').update(key).digest('base64url').slice(0, 10);

interface Total {
  videoCount: number;
  videoIds: number[];
  /** Videos per follow, by the follow's number (UserTotals.follows). */
  follows: Map<number, number>;
}

/**
 * What each user gets of one change, added up slice by slice: the videos that match any of their follows
 * (each counted once, however many follows it matches), and per follow how many matched it. Two follows a
 * user stored before a merge that now name one entry are one follow (the same key, as listFollows reads
 * them). Users are the numbers FollowGroups gives them; a pass adds up a few hundred thousand (group, user)
 * pairs, so each pair costs a bit-set union and a counter.
 */
export class UserTotals {
  private readonly totals = new Map<number, Total>();
  private readonly followNumbers = new Map<string, number>();
  /** Each follow counted, by number: its short key and how it is called. */
  private readonly follows: FollowLabel[] = [];

  /** Adds one slice: the groups it matched, whose positions are indexes into `ids`. */
  add(matches: GroupMatch[], ids: number[]): void {
    const followOf = matches.map(({ group }) => this.followNumber(group.target));
    const countOf = matches.map(({ videos }) => videos.count);
    // By user number (dense: 0 … the followers' count), an array rather than a Map: this loop runs once
    // per (group, user) pair.
    let users = 0;
    for (const { group } of matches) for (const user of group.users) users = Math.max(users, user + 1);
    // Sized first: writing far past the end of an empty array turns it into a slow dictionary.
    const slice: ({ videos: VideoBits; matched: number[] } | undefined)[] = new Array(users);
    const touched: number[] = [];
    matches.forEach(({ group, videos }, m) => {
      for (const user of group.users) {
        const entry = slice[user];
        if (entry) {
          entry.videos.add(videos);
          entry.matched.push(m);
        } else {
          slice[user] = { videos: videos.copy(), matched: [m] };
          touched.push(user);
        }
      }
    });
    // Per follow, the user who last counted it, and with which match: a second match of the same follow
    // for that user (two groups, one entry) counts their union instead.
    const seenBy = new Int32Array(this.follows.length).fill(-1);
    const firstMatch = new Int32Array(this.follows.length);
    for (const user of touched) {
      const entry = slice[user] as { videos: VideoBits; matched: number[] };
      const total: Total = this.totals.get(user) ?? { videoCount: 0, videoIds: [], follows: new Map() };
      this.totals.set(user, total);
      total.videoCount += entry.videos.count;
      const room = NOTIFICATION_VIDEO_IDS_KEPT - total.videoIds.length;
      if (room > 0) total.videoIds.push(...entry.videos.first(room).map((at) => ids[at] as number));
      let unions: Map<number, { bits: VideoBits; counted: number }> | null = null;
      for (const m of entry.matched) {
        const follow = followOf[m] as number;
        if (seenBy[follow] !== user) {
          seenBy[follow] = user;
          firstMatch[follow] = m;
          total.follows.set(follow, (total.follows.get(follow) ?? 0) + (countOf[m] as number));
          continue;
        }
        unions ??= new Map();
        let union = unions.get(follow);
        if (!union) {
          const first = firstMatch[follow] as number;
          union = { bits: (matches[first] as GroupMatch).videos.copy(), counted: countOf[first] as number };
          unions.set(follow, union);
        }
        union.bits.add((matches[m] as GroupMatch).videos);
        const counted = union.bits.count;
        total.follows.set(follow, (total.follows.get(follow) ?? 0) + counted - union.counted);
        union.counted = counted;
      }
    }
  }

  /** The users who got anything, by number. */
  get users(): number[] {
    return [...this.totals.keys()];
  }

  /** The labels of every follow counted. */
  get labels(): FollowLabel[] {
    return this.follows;
  }

  /** What to add to the notifications of the users among `allowed`, by user id. */
  additions(allowed: Map<number, string>): NotificationAddition[] {
    return [...this.totals].flatMap(([user, total]) => {
      const userId = allowed.get(user);
      if (!userId) return [];
      const follows: [string, number][] = [];
      for (const [follow, count] of total.follows)
        follows.push([(this.follows[follow] as FollowLabel).key, count]);
      return [{ userId, videoCount: total.videoCount, videoIds: total.videoIds, follows }];
    });
  }

  private followNumber(target: { key: string; kind: FollowLabel['kind']; label: string }): number {
    let n = this.followNumbers.get(target.key);
    if (n === undefined) {
      n = this.follows.push({ key: shortFollowKey(target.key), kind: target.kind, label: target.label }) - 1;
      this.followNumbers.set(target.key, n);
    }
    return n;
  }
}
