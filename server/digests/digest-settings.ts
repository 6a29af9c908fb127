import { eq, sql } from 'drizzle-orm';
import type { DigestFrequency } from '../../shared/contracts/digest-constants';
import type { DigestSetting } from '../../shared/contracts/digests';
import type { Db } from '../db/database';
import { type DigestSettingRow, digestOutbox, digestSettings } from '../db/schema';
import { periodSql } from './digest-schedule';

/** The setting as the API answers it; a user without a row has digests off. */
export function presentDigestSetting(row: DigestSettingRow | undefined): DigestSetting {
  return {
    frequency: (row?.frequency ?? 'off') as DigestFrequency,
    next_digest_at: row?.nextDueAt?.toISOString() ?? null,
    next_digest_since: row?.lastSentAt?.toISOString() ?? null,
  };
}

/** The user's digest setting row, if they ever chose one. */
export async function findDigestSetting(db: Db, userId: string): Promise<DigestSettingRow | undefined> {
  const [row] = await db.select().from(digestSettings).where(eq(digestSettings.userId, userId));
  return row;
}

/**
 * Sets how often the user gets digests, scheduled as digest-schedule.ts says: the same frequency again
 * keeps the time already due; another one is due a period after the last digest ended, or at once, and
 * reaches back a period at most. Off also drops the digests taken but not yet handed to the mailer.
 */
export async function setDigestFrequency(
  db: Db,
  userId: string,
  frequency: DigestFrequency,
): Promise<DigestSettingRow | undefined> {
  if (frequency === 'off') return turnDigestsOff(db, userId);
  const current = digestSettings;
  const [row] = await db
    .insert(digestSettings)
    .values({ userId, frequency, nextDueAt: sql`now()` })
    .onConflictDoUpdate({
      target: digestSettings.userId,
      set: {
        frequency,
        nextDueAt: sql`CASE
          WHEN ${current.frequency} = ${frequency} THEN ${current.nextDueAt}
          WHEN ${current.lastSentAt} IS NULL THEN now()
          ELSE greatest(now(), ${current.lastSentAt} + ${periodSql(frequency)})
        END`,
        // Turned on again, or switched: the next digest reaches back one period at most, so a user who
        // comes back after months gets the last day or week, not everything since.
        lastSentAt: sql`CASE
          WHEN ${current.frequency} = ${frequency} THEN ${current.lastSentAt}
          ELSE greatest(${current.lastSentAt}, now() - ${periodSql(frequency)})
        END`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

/**
 * Turns the user's digests off (the setting, or one POST of an unsubscribe link), and drops what was
 * taken for them but not handed to the mailer yet. A mail the mailer is handling at that moment is
 * locked by its sender and goes out: its row is skipped rather than waited for.
 */
export async function turnDigestsOff(db: Db, userId: string): Promise<DigestSettingRow | undefined> {
  return db.transaction(async (tx) => {
    // No row is off already (and a user deleted since the link was sent has none).
    const [row] = await tx
      .update(digestSettings)
      .set({ frequency: 'off', nextDueAt: null, updatedAt: sql`now()` })
      .where(eq(digestSettings.userId, userId))
      .returning();
    await tx.execute(sql`
      DELETE FROM ${digestOutbox} WHERE id IN (
        SELECT id FROM ${digestOutbox} WHERE user_id = ${userId} FOR UPDATE SKIP LOCKED)`);
    return row;
  });
}
