import { eq } from 'drizzle-orm';
import { SIGN_IN_CODE_ATTEMPTS } from '../../shared/contracts/account';
import type { Db } from '../db/database';
import { verifications } from '../db/schema';

/**
 * True when the address's current sign-in code has used up its tries (DECISIONS.md 11: 5 wrong tries).
 * better-auth's email-OTP plugin keeps the code as `{hashed code}:{attempts}` in `verification.value`.
 */
export async function isSignInCodeSpent(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `sign-in-otp-${email}`));
  return rows.some((row) => Number(row.value.slice(row.value.lastIndexOf(':') + 1)) >= SIGN_IN_CODE_ATTEMPTS);
}
