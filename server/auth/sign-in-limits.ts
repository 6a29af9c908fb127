import { eq, sql } from 'drizzle-orm';
import { SIGN_IN_CODE_RESEND_SECONDS } from '../../shared/contracts/account';
import type { Db } from '../db/database';
import { signInCodeSends } from '../db/schema';
import { errors } from '../errors';

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/**
 * DECISIONS.md 11: sending and verifying codes are rate-limited per address and per client IP. An address
 * gets a code at most once a minute anyway (the resend timer), and 5 wrong tries kill a code, so these
 * only bite scripts: someone mailing many addresses, or guessing codes across many resends.
 */
export interface SignInLimits {
  sendPerAddress: WindowLimit;
  sendPerIp: WindowLimit;
  verifyPerAddress: WindowLimit;
  verifyPerIp: WindowLimit;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  sendPerAddress: { max: 6, windowSeconds: 60 * 60 },
  sendPerIp: { max: 30, windowSeconds: 60 * 60 },
  verifyPerAddress: { max: 15, windowSeconds: 15 * 60 },
  verifyPerIp: { max: 60, windowSeconds: 15 * 60 },
};

const MAX_KEYS = 100_000;

/**
 * Fixed-window counters in this process's memory, like the /api/events limit: with several instances
 * each counts on its own (a shared store such as Redis would make them global).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one request for `key`; throws a 429 naming the wait when the limit is passed. */
  hit(key: string, limit: WindowLimit, now = Date.now()): void {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= MAX_KEYS) this.sweep(now);
      window = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit.max) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw errors.rateLimited(seconds, `Too many requests. Try again in ${seconds} seconds.`);
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/**
 * Starts the 60-second resend timer for an address (spec 001 §9, DECISIONS.md 11), or refuses with a 429
 * saying how long to wait when a code went there less than a minute ago. One statement, on the database
 * clock, so two instances (or two clicks) cannot both send.
 */
export async function claimCodeSend(db: Db, email: string): Promise<void> {
  const claimed = await db
    .insert(signInCodeSends)
    .values({ email, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInCodeSends.email,
      set: { sentAt: sql`now()` },
      setWhere: sql`${signInCodeSends.sentAt} <= now() - make_interval(secs => ${SIGN_IN_CODE_RESEND_SECONDS})`,
    })
    .returning({ email: signInCodeSends.email });
  if (claimed.length > 0) return;
  const [row] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from (${signInCodeSends.sentAt} + make_interval(secs => ${SIGN_IN_CODE_RESEND_SECONDS}) - now())))::int`,
    })
    .from(signInCodeSends)
    .where(eq(signInCodeSends.email, email));
  const seconds = Math.max(1, row?.wait ?? SIGN_IN_CODE_RESEND_SECONDS);
  throw errors.resendTooSoon(seconds);
}

/** Lets the address have a code again at once (the send failed, so the timer must not run). */
export async function releaseCodeSend(db: Db, email: string): Promise<void> {
  await db.delete(signInCodeSends).where(eq(signInCodeSends.email, email));
}
