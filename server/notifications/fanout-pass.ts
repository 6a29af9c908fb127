import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../audit/audit-log';
import { usersWithTiers } from '../auth/user-tiers';
import type { MergeArrival } from '../db/library-arrivals';
import type { ArrivalSource } from '../db/schema';
import type { WorkerLease } from '../db/worker-lease';
import type { FollowGroups } from './follow-groups';
import { matchFollows } from './follow-matches';
import { addToNotifications } from './notification-repository';
import { UserTotals } from './user-totals';

/**
 * Videos one pass takes on (whole arrivals of one change, at least one): a few import batches, so a large
 * import's notifications grow as it goes, and one transaction stays a second or two at 10,000 users.
 */
const PASS_VIDEOS = 2_000;
/** Videos asked about at once: what a slice's conditions and bit sets are sized for. */
const SLICE_VIDEOS = 1_000;

interface Arrival {
  id: number;
  changeId: string;
  source: ArrivalSource;
  videoIds: number[];
  merge: MergeArrival | null;
}

/** What a pass did; 'lost' when another instance holds the lease now. */
export type PassResult =
  | 'lost'
  | { arrivals: number; videos: number; notified: number; matchMs?: number; writeMs?: number };

/**
 * One pass of the fan-out (docs/decisions/0059-notifications.md), in one transaction: renews the lease,
 * locks the oldest change's waiting arrivals, works out who follows what they brought, adds that to each
 * user's notification of the change, and marks the arrivals done. A crash anywhere rolls it all back, so an
 * arrival is told once: never lost, never twice.
 */
export async function fanOutOnce(
  app: FastifyInstance,
  lease: WorkerLease,
  follows: FollowGroups,
  adminEmails: readonly string[],
): Promise<PassResult> {
  return app.db.transaction(async (tx) => {
    if (!(await lease.renew(tx))) return 'lost';
    const arrivals = await lockWaitingArrivals(tx);
    const [first] = arrivals;
    if (!first) return { arrivals: 0, videos: 0, notified: 0 };
    // Ascending: each user's first videos are then their lowest ids, as the notification keeps them
    // (notification-repository.ts), whichever order an import's batches committed in.
    const ids = [...new Set(arrivals.flatMap((arrival) => arrival.videoIds))].sort((a, b) => a - b);
    const started = performance.now();
    await follows.refresh(app.db);
    const totals = new UserTotals();
    for (let start = 0; start < ids.length; start += SLICE_VIDEOS) {
      const slice = ids.slice(start, start + SLICE_VIDEOS);
      totals.add(await matchFollows(app, follows, slice, first.merge ?? undefined), slice);
    }
    // Notifications come with follows, which are premium: a user moved to basic since is not told.
    const told = new Map(totals.users.map((user) => [follows.userId(user), user]));
    const premium = await usersWithTiers(app.db, [...told.keys()], ['premium'], adminEmails);
    const allowed = new Map([...premium].map((id) => [told.get(id) as number, id]));
    const additions = totals.additions(allowed);
    const matched = performance.now();
    await addToNotifications(tx, first.changeId, first.source, additions, totals.labels);
    await tx.execute(sql`UPDATE library_arrivals SET done_at = now()
      WHERE id = ANY(${sql.param(arrivals.map((arrival) => arrival.id))}::bigint[])`);
    return {
      arrivals: arrivals.length,
      videos: ids.length,
      notified: additions.length,
      matchMs: Math.round(matched - started),
      writeMs: Math.round(performance.now() - matched),
    };
  });
}

/** The oldest waiting change's arrivals, in order, up to PASS_VIDEOS videos (at least one arrival), locked. */
async function lockWaitingArrivals(tx: DbOrTx): Promise<Arrival[]> {
  const { rows: waiting } = await tx.execute<{ id: string | number; videos: number }>(sql`
    SELECT id, cardinality(video_ids) AS videos FROM library_arrivals
    WHERE done_at IS NULL AND change_id = (
      SELECT change_id FROM library_arrivals WHERE done_at IS NULL ORDER BY id LIMIT 1)
    ORDER BY id`);
  const chosen: number[] = [];
  let videos = 0;
  for (const row of waiting) {
    if (chosen.length > 0 && videos + row.videos > PASS_VIDEOS) break;
    chosen.push(Number(row.id));
    videos += row.videos;
  }
  if (chosen.length === 0) return [];
  // Re-checked under the lock: an arrival another pass finished meanwhile is left out.
  const { rows } = await tx.execute<{
    id: string | number;
    change_id: string;
    source: ArrivalSource;
    video_ids: (string | number)[];
    merge: MergeArrival | null;
  }>(sql`
    SELECT id, change_id, source, video_ids, merge FROM library_arrivals
    WHERE id = ANY(${sql.param(chosen)}::bigint[]) AND done_at IS NULL
    ORDER BY id FOR UPDATE SKIP LOCKED`);
  return rows.map((row) => ({
    id: Number(row.id),
    changeId: row.change_id,
    source: row.source,
    videoIds: row.video_ids.map(Number),
    merge: row.merge,
  }));
}
