import { and, eq, sql } from 'drizzle-orm';
import { SIGN_IN_CODE_RESEND_SECONDS } from '../../shared/contracts/account';
import type { Db } from '../db/database';
import { knownSignInAddresses, signInCodeSends, verifications } from '../db/schema';

/** better-auth's email-OTP plugin keeps an address's code under this identifier. */
const codeIdentifier = (email: string) => `sign-in-otp-${email}`;

/**
 * The address's current code as stored — `{hash}:{attempts}` in `verification.value` — or null when it
 * has none that is still valid.
 */
export async function findLiveSignInCode(db: Db, email: string): Promise<{ hash: string } | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, codeIdentifier(email)), sql`${verifications.expiresAt} > now()`))
    .orderBy(sql`${verifications.createdAt} DESC`)
    .limit(1);
  return row ? { hash: row.value.slice(0, row.value.lastIndexOf(':')) } : null;
}

/**
 * Starts the resend timer for an address (docs/product/limits.md#sign-in, docs/decisions/0011-codes-and-sessions.md) and returns 0, or returns the
 * seconds still to wait. The pace is one code a minute, and one every `backoffSeconds` once
 * `sendsBeforeBackoff` codes went out within the hour. One statement on the database clock, so two
 * instances (or two clicks) cannot both send.
 */
export async function claimCodeSend(
  db: Db,
  email: string,
  ip: string,
  pace: { sendsBeforeBackoff: number; backoffSeconds: number },
): Promise<number> {
  const gap = sql`make_interval(secs => CASE
      WHEN s.window_started_at > now() - interval '1 hour' AND s.sends_in_window >= ${pace.sendsBeforeBackoff}::int
      THEN ${pace.backoffSeconds}::int ELSE ${SIGN_IN_CODE_RESEND_SECONDS}::int END)`;
  const newWindow = sql`s.window_started_at <= now() - interval '1 hour'`;
  const claimed = await db.execute(sql`
    INSERT INTO sign_in_code_sends AS s (email, sent_at, window_started_at, sends_in_window, requested_by_ip)
    VALUES (${email}, now(), now(), 1, ${ip})
    ON CONFLICT (email) DO UPDATE SET
      sent_at = now(),
      requested_by_ip = excluded.requested_by_ip,
      window_started_at = CASE WHEN ${newWindow} THEN now() ELSE s.window_started_at END,
      sends_in_window = CASE WHEN ${newWindow} THEN 1 ELSE s.sends_in_window + 1 END
    WHERE s.sent_at <= now() - ${gap}
    RETURNING email`);
  if (claimed.rows.length > 0) return 0;
  const waits = await db.execute<{ wait: number }>(sql`
    SELECT greatest(1, ceil(extract(epoch FROM s.sent_at + ${gap} - now())))::int AS wait
    FROM sign_in_code_sends s WHERE s.email = ${email}`);
  return waits.rows[0]?.wait ?? SIGN_IN_CODE_RESEND_SECONDS;
}

/** Takes back a claim whose code was not sent: it does not count, and the address may ask again at once. */
export async function releaseCodeSend(db: Db, email: string): Promise<void> {
  await db
    .update(signInCodeSends)
    .set({ sentAt: sql`'-infinity'`, sendsInWindow: sql`greatest(${signInCodeSends.sendsInWindow} - 1, 0)` })
    .where(eq(signInCodeSends.email, email));
}

/** Records that the account signed in from this client address. */
export async function rememberSignInAddress(db: Db, email: string, ip: string): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ email, ip })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.email, knownSignInAddresses.ip],
      set: { lastSignInAt: sql`now()` },
    });
}

/** What marks this client as the address owner's: the account signed in from it (within 90 days), and
 * it asked for the code now in force. */
export async function ownerSignals(
  db: Db,
  email: string,
  ip: string,
): Promise<{ signedInBefore: boolean; askedForCode: boolean }> {
  const result = await db.execute<{ signed_in_before: boolean; asked_for_code: boolean }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM ${knownSignInAddresses} WHERE email = ${email} AND ip = ${ip}
        AND last_sign_in_at > now() - interval '90 days') AS signed_in_before,
      EXISTS (SELECT 1 FROM ${signInCodeSends} WHERE email = ${email} AND requested_by_ip = ${ip}) AS asked_for_code`);
  const row = result.rows[0];
  return { signedInBefore: row?.signed_in_before ?? false, askedForCode: row?.asked_for_code ?? false };
}
