import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FollowKind } from '../../shared/contracts/follow-constants';
import { videoTitle } from '../../shared/domain/video-title';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/database';
import { type ArrivalSource, type NotificationRow, notifications } from '../db/schema';

export type { NotificationRow };

/** How many of a notification's video ids are kept: enough to list a few after some are deleted. */
export const NOTIFICATION_VIDEO_IDS_KEPT = 10;
/** Rows per delete when pruning: short statements that never hold up the fan-out's writes. */
const DELETE_BATCH = 5_000;

/** What a follow counted in a change's notifications is called, under its short key (user-totals.ts). */
export interface FollowLabel {
  key: string;
  kind: FollowKind;
  label: string;
}

/** What one pass adds to one user's notification of a change: videos, and per follow (short key) how many. */
export interface NotificationAddition {
  userId: string;
  videoCount: number;
  videoIds: number[];
  follows: [key: string, count: number][];
}

/**
 * The additions as one JSON array, written out by hand: building 10,000 objects whose keys differ from row
 * to row (each user's follows) only to stringify them cost more than the rest of the pass's arithmetic.
 * Every part is an id, a number or a short key (base64url), which JSON takes as it is.
 */
function additionsJson(additions: NotificationAddition[]): string {
  const rows = additions.map(
    (a) =>
      `{"user_id":"${a.userId}","video_count":${a.videoCount},"video_ids":[${a.videoIds
        .slice(0, NOTIFICATION_VIDEO_IDS_KEPT)
        .join(',')}],"follows":{${a.follows.map(([key, count]) => `"${key}":${count}`).join(',')}}}`,
  );
  return `[${rows.join(',')}]`;
}

/**
 * Adds a pass's videos to each user's notification of the change, making it if it is the first: one row
 * per user and import however many batches it takes. The counts add up (an import's batches hold
 * different videos), the follows' counts add up by key, the first ids are kept, and the notification is
 * unread again. The labels of the follows counted are written once for the change.
 */
export async function addToNotifications(
  tx: DbOrTx,
  changeId: string,
  source: ArrivalSource,
  additions: NotificationAddition[],
  labels: FollowLabel[],
): Promise<void> {
  if (additions.length === 0) return;
  await tx.execute(sql`
    INSERT INTO notification_follows (change_id, key, kind, label)
    SELECT ${changeId}::uuid, l.key, l.kind, l.label
    FROM json_to_recordset(${JSON.stringify(labels)}::json) AS l(key text, kind text, label text)
    ON CONFLICT (change_id, key) DO NOTHING`);
  // One parameter for the lot: 10,000 users as separate parameters would pass PostgreSQL's limit.
  const json = additionsJson(additions);
  await tx.execute(sql`
    INSERT INTO notifications (user_id, change_id, source, video_count, video_ids, follows)
    SELECT r.user_id, ${changeId}::uuid, ${source}, r.video_count, r.video_ids, r.follows
    FROM json_to_recordset(${json}::json) AS r(user_id uuid, video_count int, video_ids bigint[], follows jsonb)
    ON CONFLICT (user_id, change_id) DO UPDATE SET
      video_count = notifications.video_count + excluded.video_count,
      -- The lowest ids of both: an import's batches may commit, and be fanned out, in any order.
      video_ids = ARRAY(
        SELECT DISTINCT v FROM unnest(notifications.video_ids || excluded.video_ids) AS v
        ORDER BY v LIMIT ${NOTIFICATION_VIDEO_IDS_KEPT}),
      follows = (
        SELECT jsonb_object_agg(f.key, f.count) FROM (
          SELECT x.key, sum(x.value::int) AS count
          FROM (SELECT * FROM jsonb_each(notifications.follows) UNION ALL SELECT * FROM jsonb_each(excluded.follows)) AS x
          GROUP BY x.key
        ) AS f),
      updated_at = now(),
      read_at = NULL`);
}

/** The labels of these (change, key) pairs, by `change\0key`. */
export async function followLabels(
  db: Db,
  pairs: { changeId: string; key: string }[],
): Promise<Map<string, FollowLabel>> {
  if (pairs.length === 0) return new Map();
  const { rows } = await db.execute<{ change_id: string; key: string; kind: FollowKind; label: string }>(sql`
    SELECT f.change_id, f.key, f.kind, f.label FROM notification_follows f
    JOIN unnest(${sql.param(pairs.map((p) => p.changeId))}::uuid[], ${sql.param(pairs.map((p) => p.key))}::text[])
      AS p(change_id, key) ON f.change_id = p.change_id AND f.key = p.key`);
  return new Map(
    rows.map((row) => [
      `${row.change_id}\u0000${row.key}`,
      { key: row.key, kind: row.kind, label: row.label },
    ]),
  );
}

/** The user's newest notifications (most recently added to first). */
export async function listNotificationRows(
  db: Db,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(limit);
}

/** How many of the user's notifications are unread. */
export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the user's notifications read: those named (another user's id marks nothing), or all of them.
 * Returns how many are left unread.
 */
export async function markRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? sql`${notifications.id} = ANY(${sql.param(ids)}::uuid[])` : undefined,
        ),
      );
    return countUnread(tx, userId);
  });
}

/** The title of each video still in the library (shared/domain/video-title.ts), by id. */
export async function videoTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{
    id: string | number;
    simple_description: string | null;
    author_username: string | null;
    overview: string | null;
  }>(sql`
    SELECT id, simple_description, author_username, overview FROM videos
    WHERE id = ANY(${sql.param([...new Set(ids)])}::bigint[])`);
  return new Map(rows.map((row) => [Number(row.id), videoTitle({ ...row, id: Number(row.id) })]));
}

/**
 * Deletes notifications made more than `days` ago, the labels written as long ago (a notification's are
 * never older than it), and the arrivals done as long ago (they only said what was already told). Batched, so no statement holds locks for long. Returns the notifications deleted.
 */
export async function pruneNotifications(db: Db, days: number): Promise<number> {
  const before = sql`now() - make_interval(days => ${days})`;
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM notifications WHERE id IN (
        SELECT id FROM notifications WHERE created_at < ${before} LIMIT ${DELETE_BATCH})`);
    deleted += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < DELETE_BATCH) break;
  }
  await db.execute(sql`DELETE FROM notification_follows WHERE created_at < ${before}`);
  await db.execute(sql`DELETE FROM library_arrivals WHERE done_at < ${before}`);
  return deleted;
}
