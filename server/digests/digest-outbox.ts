import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../audit/audit-log';
import { effectiveTierSql } from '../auth/user-tiers';
import type { Db } from '../db/database';
import { digestOutbox, digestSettings, users, userTiers } from '../db/schema';
import type { DigestContent } from './digest-content';
import { DIGEST_SETTLE_MS, type DigestSchedule } from './digest-schedule';

/* Taking and sending digests (docs/decisions/0060-digest-outbox.md). */

/** A due digest as the scheduler reads it, with the end of the window it will cover. */
export interface DueDigest {
  userId: string;
  schedule: DigestSchedule;
  nextDueAt: Date;
  /**
   * The due time exactly as stored, in PostgreSQL's text: a JS Date keeps milliseconds, the column
   * microseconds, and the take compares it with what is stored.
   */
  dueExact: string;
  lastSentAt: Date | null;
  /** Premium or admin now: a user moved to basic is passed over (their window moves on, no mail). */
  eligible: boolean;
  /** The database's now, less DIGEST_SETTLE_MS: where the window ends. */
  until: Date;
}

/** Where a walk through the due digests has got to: the last one read. */
export type DueCursor = Pick<DueDigest, 'dueExact' | 'userId'>;

/** The next due digests after `after`, earliest due first, at most `limit`. */
export async function readDueDigests(
  db: Db,
  adminEmails: readonly string[],
  after: DueCursor | null,
  limit: number,
): Promise<DueDigest[]> {
  const cursor = after
    ? sql`AND (${digestSettings.nextDueAt}, ${digestSettings.userId}) > (${after.dueExact}::timestamptz, ${after.userId}::uuid)`
    : sql``;
  const { rows } = await db.execute<{
    user_id: string;
    frequency: DigestSchedule;
    next_due_at: Date;
    due_exact: string;
    last_sent_at: Date | null;
    eligible: boolean;
    until: Date;
  }>(sql`
    SELECT ${digestSettings.userId} AS user_id, ${digestSettings.frequency} AS frequency,
           ${digestSettings.nextDueAt} AS next_due_at, ${digestSettings.nextDueAt}::text AS due_exact,
           ${digestSettings.lastSentAt} AS last_sent_at,
           ${effectiveTierSql(adminEmails)} IN ('premium', 'admin') AS eligible,
           now() - make_interval(secs => ${DIGEST_SETTLE_MS / 1000}) AS until
    FROM ${digestSettings}
    JOIN ${users} ON ${users.id} = ${digestSettings.userId}
    LEFT JOIN ${userTiers} ON ${userTiers.userId} = ${digestSettings.userId}
    WHERE ${digestSettings.nextDueAt} <= now() ${cursor}
    ORDER BY ${digestSettings.nextDueAt}, ${digestSettings.userId}
    LIMIT ${limit}`);
  return rows.map((row) => ({
    userId: row.user_id,
    schedule: row.frequency,
    nextDueAt: new Date(row.next_due_at),
    dueExact: row.due_exact,
    lastSentAt: row.last_sent_at ? new Date(row.last_sent_at) : null,
    eligible: row.eligible,
    until: new Date(row.until),
  }));
}

/** What the outbox keeps of a digest: its sections' video ids, and whether it is the user's first. */
export interface OutboxContent extends DigestContent {
  first: boolean;
}

/**
 * Takes one due digest: in one transaction, moves the user's window on (last_sent_at = the window's end,
 * next_due_at = the next due time) and, when there is something to send, writes the mail to the outbox.
 * The update is a compare-and-set on the due time and frequency read before: a digest another run took
 * in the meantime, or a setting the user changed, updates nothing, and nothing is written. 'taken' when
 * this call took it.
 */
export async function takeDigest(
  db: Db,
  due: DueDigest,
  next: { since: Date; nextDueAt: Date; content: OutboxContent | null },
): Promise<'taken' | 'gone'> {
  return db.transaction(async (tx) => {
    const { rowCount } = await tx.execute(sql`
      UPDATE ${digestSettings}
      SET last_sent_at = ${due.until.toISOString()}::timestamptz,
          next_due_at = ${next.nextDueAt.toISOString()}::timestamptz, updated_at = now()
      WHERE user_id = ${due.userId} AND frequency = ${due.schedule}
        AND next_due_at = ${due.dueExact}::timestamptz`);
    if (rowCount !== 1) return 'gone';
    if (next.content) {
      await tx.insert(digestOutbox).values({
        userId: due.userId,
        frequency: due.schedule,
        since: next.since,
        until: due.until,
        content: next.content,
      });
    }
    return 'taken';
  });
}

/** A digest in the outbox, locked by its sender, with the address it goes to now. */
export interface OutboxDigest {
  id: number;
  userId: string;
  email: string;
  schedule: DigestSchedule;
  content: OutboxContent;
  attempts: number;
}

/** 'empty': every video of it left the library since it was taken; it is dropped unsent. */
export type SendOutcome = 'sent' | 'empty' | 'failed';

/** Tries a mail the mailer refused again at the next run; after this many tries it is dropped. */
export const DIGEST_SEND_ATTEMPTS = 5;

/**
 * Sends the next digest in the outbox that no one else is sending: locks its row (FOR UPDATE SKIP
 * LOCKED) for the length of `send`, then deletes it when it was sent (or had nothing left to send), or counts the failure and leaves it
 * for the next run (dropped after DIGEST_SEND_ATTEMPTS). A process that dies while sending leaves the row
 * as it was: its lock goes with its connection, and the next run sends it. null when none is waiting.
 */
export async function sendNextDigest(
  db: Db,
  retryAfterMs: number,
  send: (digest: OutboxDigest, tx: DbOrTx) => Promise<SendOutcome>,
): Promise<{ outcome: SendOutcome; dropped: boolean; digest: OutboxDigest } | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: number;
      user_id: string;
      email: string;
      frequency: DigestSchedule;
      content: OutboxContent;
      attempts: number;
    }>(sql`
      SELECT o.id, o.user_id, u.email, o.frequency, o.content, o.attempts
      FROM ${digestOutbox} o JOIN ${users} u ON u.id = o.user_id
      WHERE o.not_before <= now()
      ORDER BY o.id
      LIMIT 1
      FOR UPDATE OF o SKIP LOCKED`);
    const row = rows[0];
    if (!row) return null;
    const digest: OutboxDigest = {
      id: Number(row.id),
      userId: row.user_id,
      email: row.email,
      schedule: row.frequency,
      content: row.content,
      attempts: row.attempts,
    };
    const outcome = await send(digest, tx);
    const dropped = outcome === 'failed' && digest.attempts + 1 >= DIGEST_SEND_ATTEMPTS;
    if (outcome !== 'failed' || dropped) {
      await tx.execute(sql`DELETE FROM ${digestOutbox} WHERE id = ${digest.id}`);
    } else {
      await tx.execute(sql`
        UPDATE ${digestOutbox}
        SET attempts = attempts + 1, not_before = now() + make_interval(secs => ${retryAfterMs / 1000})
        WHERE id = ${digest.id}`);
    }
    return { outcome, dropped, digest };
  });
}

/** How many digests wait in the outbox (sent at the next run). */
export async function countOutbox(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${digestOutbox}`);
  return rows[0]?.n ?? 0;
}
