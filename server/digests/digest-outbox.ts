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
}

/**
 * Where the windows of a run end: the database's now (every instance reads the same clock), less
 * DIGEST_SETTLE_MS. One end for the whole run, so its users share their matches (digest-matches.ts).
 */
export async function windowEnd(db: Db): Promise<Date> {
  const { rows } = await db.execute<{ until: Date }>(
    sql`SELECT now() - make_interval(secs => ${DIGEST_SETTLE_MS / 1000}) AS until`,
  );
  return new Date(rows[0]?.until ?? Date.now() - DIGEST_SETTLE_MS);
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
  }>(sql`
    SELECT ${digestSettings.userId} AS user_id, ${digestSettings.frequency} AS frequency,
           ${digestSettings.nextDueAt} AS next_due_at, ${digestSettings.nextDueAt}::text AS due_exact,
           ${digestSettings.lastSentAt} AS last_sent_at,
           ${effectiveTierSql(adminEmails)} IN ('premium', 'admin') AS eligible
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
  }));
}

/** What the outbox keeps of a digest: its sections' video ids, and whether it is the user's first. */
export interface OutboxContent extends DigestContent {
  first: boolean;
}

/** One digest to take: the due digest as read, and what taking it writes. */
export interface DigestTake {
  due: DueDigest;
  since: Date;
  until: Date;
  nextDueAt: Date;
  /** The mail's content; null when there is nothing to send (the window moves on all the same). */
  content: OutboxContent | null;
}

/**
 * Takes due digests: in one statement (one transaction), moves each user's window on (last_sent_at = the
 * window's end, next_due_at = the next due time) and, where there is something to send, writes the mail
 * to the outbox — only for the users whose row the update took. The update is a compare-and-set on the
 * due time and frequency read before: a digest another run took in the meantime, or a setting the user
 * changed, updates nothing and writes nothing. Answers the users whose digests this call took.
 */
export async function takeDigests(db: Db, takes: DigestTake[]): Promise<Set<string>> {
  if (takes.length === 0) return new Set();
  const input = takes.map((take) => ({
    user_id: take.due.userId,
    frequency: take.due.schedule,
    due: take.due.dueExact,
    since: take.since.toISOString(),
    until: take.until.toISOString(),
    next_due_at: take.nextDueAt.toISOString(),
    content: take.content,
  }));
  const { rows } = await db.execute<{ user_id: string }>(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS i(
        user_id uuid, frequency text, due timestamptz, since timestamptz, until timestamptz,
        next_due_at timestamptz, content jsonb)
    ), taken AS (
      UPDATE ${digestSettings} d
      SET last_sent_at = i.until, next_due_at = i.next_due_at, updated_at = now()
      FROM input i
      WHERE d.user_id = i.user_id AND d.frequency = i.frequency AND d.next_due_at = i.due
      RETURNING d.user_id
    ), mailed AS (
      INSERT INTO ${digestOutbox} (user_id, frequency, since, until, content)
      SELECT i.user_id, i.frequency, i.since, i.until, i.content
      FROM input i JOIN taken USING (user_id)
      WHERE i.content IS NOT NULL AND i.content <> 'null'::jsonb
    )
    SELECT user_id FROM taken`);
  return new Set(rows.map((row) => row.user_id));
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
 * Sends the next digest in the outbox that no one else is sending. Its row is deleted first, in a
 * transaction that stays open for the length of `send` (the delete holds the row's lock, so other
 * senders pass it by) and commits once the mailer has accepted the mail: the commit is the record that it
 * went. A process that dies while sending never commits: the row is back for the next run. A mail the
 * mailer refuses goes back in the same transaction with one more attempt, tried at the next run, and is
 * dropped after DIGEST_SEND_ATTEMPTS. null when none is waiting.
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
      since: string;
      until: string;
      content: OutboxContent;
      attempts: number;
      created_at: string;
    }>(sql`
      WITH next AS (
        SELECT id FROM ${digestOutbox} WHERE not_before <= now() ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
      ), gone AS (
        DELETE FROM ${digestOutbox} o USING next WHERE o.id = next.id
        RETURNING o.id, o.user_id, o.frequency, o.since::text, o.until::text, o.content, o.attempts,
                  o.created_at::text
      )
      SELECT gone.*, u.email FROM gone JOIN ${users} u ON u.id = gone.user_id`);
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
    if (outcome === 'failed' && !dropped) {
      await tx.execute(sql`
        INSERT INTO ${digestOutbox} (id, user_id, frequency, since, until, content, attempts, not_before, created_at)
        VALUES (${digest.id}, ${row.user_id}, ${row.frequency}, ${row.since}::timestamptz, ${row.until}::timestamptz,
                ${JSON.stringify(row.content)}::jsonb, ${digest.attempts + 1},
                now() + make_interval(secs => ${retryAfterMs / 1000}), ${row.created_at}::timestamptz)`);
    }
    return { outcome, dropped, digest };
  });
}

/** How many digests wait in the outbox (sent at the next run). */
export async function countOutbox(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${digestOutbox}`);
  return rows[0]?.n ?? 0;
}
