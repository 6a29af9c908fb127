import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_TTL_SECONDS } from '../../shared/contracts/account';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { clearCounters, hitCounter, readCounter, type WindowLimit } from '../rate-limits/counter-repository';
import { ownerSignals } from './sign-in-code-repository';

export type { WindowLimit };

/**
 * How sign-in is limited (DECISIONS.md 11, issue 8). The aim: nobody can guess codes at scale or flood an
 * inbox, and nobody can lock someone else out — the worst a stranger can do to another person's address
 * is delay their next code by a few minutes. So every limit a stranger can trip is either charged to the
 * stranger's own client address, or waits minutes rather than hours, or does not apply to the owner:
 *
 * - per client IP: code requests and code checks, whatever the address (scripts mailing many addresses);
 * - per address, codes actually sent: one a minute, and once six went out within the hour, one every five
 *   minutes — mail to an address stays capped, and its owner never waits more than five minutes;
 * - per address and client: five wrong codes, then that client must ask for a new code. Wrong guesses are
 *   caught here and never reach the code itself, so a stranger's guesses cannot spend the owner's tries;
 * - per address, wrong codes in a day: after ten, each check waits, doubling from 30 s up to 15 min,
 *   unless it comes from the client that asked for the code; after fifty, everyone waits for the day.
 *   Slow guessing ends (at most fifty guesses a day at one address). A client the account signed in
 *   from before is the owner's and is held up by neither — a stranger cannot lock the owner out.
 *
 * Every counter lives in PostgreSQL, so the limits hold across app instances.
 */
export interface SignInLimits {
  sendPerIp: WindowLimit;
  verifyPerIp: WindowLimit;
  /** Codes an address gets at the one-a-minute pace within an hour before the pace slows. */
  sendsBeforeBackoff: number;
  backoffSeconds: number;
  /** Failed checks against an address in a day from unknown clients before they wait, and the cap. */
  failuresBeforeWait: number;
  firstWaitSeconds: number;
  longestWaitSeconds: number;
  failuresPerDay: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  sendPerIp: { max: 30, windowSeconds: 60 * 60 },
  verifyPerIp: { max: 60, windowSeconds: 15 * 60 },
  sendsBeforeBackoff: 6,
  backoffSeconds: 5 * 60,
  failuresBeforeWait: 10,
  firstWaitSeconds: 30,
  longestWaitSeconds: 15 * 60,
  failuresPerDay: 50,
};

const DAY_SECONDS = 24 * 60 * 60;
const keys = {
  sendIp: (ip: string) => `sign-in:send-ip:${ip}`,
  verifyIp: (ip: string) => `sign-in:verify-ip:${ip}`,
  wrongCodes: (email: string) => `sign-in:wrong:${email}:`,
  failures: (email: string) => `sign-in:failures:${email}`,
};

const tooManyRequests = (seconds: number) =>
  errors.rateLimited(seconds, `Too many requests. Try again in ${seconds} seconds.`);

/** Counts a request from this client address against its limit; a 429 with the wait once past it. */
async function chargeClient(db: Db, key: string, limit: WindowLimit): Promise<void> {
  const state = await hitCounter(db, key, limit.windowSeconds);
  if (state.count > limit.max) throw tooManyRequests(state.resetInSeconds);
}

/** Before a code is sent: the client's own limit. (The address's pace is the resend timer's.) */
export const chargeCodeRequest = (db: Db, ip: string, limits: SignInLimits) =>
  chargeClient(db, keys.sendIp(ip), limits.sendPerIp);

/** After a code went out: every client may try the new code afresh. */
export const forgetWrongCodes = (db: Db, email: string) => clearCounters(db, keys.wrongCodes(email));

/**
 * Before a code is checked: the client's own limit, its wrong tries against this address, and — for a
 * client the account never signed in from — the address's growing waits. Throws the answer when refused.
 */
export async function admitCodeCheck(db: Db, email: string, ip: string, limits: SignInLimits): Promise<void> {
  await chargeClient(db, keys.verifyIp(ip), limits.verifyPerIp);
  const wrong = await readCounter(db, keys.wrongCodes(email) + ip);
  if (wrong && wrong.count >= SIGN_IN_CODE_ATTEMPTS) throw errors.tooManyAttempts();
  const failures = await readCounter(db, keys.failures(email));
  if (!failures || failures.count < limits.failuresBeforeWait) return;
  const owner = await ownerSignals(db, email, ip);
  if (owner.signedInBefore) return;
  if (failures.count >= limits.failuresPerDay) throw tooManyRequests(failures.resetInSeconds);
  if (owner.askedForCode) return;
  const wait = Math.min(
    limits.longestWaitSeconds,
    limits.firstWaitSeconds * 2 ** (failures.count - limits.failuresBeforeWait),
  );
  const remaining = wait - failures.sinceLastHitSeconds;
  if (remaining > 0) throw tooManyRequests(remaining);
}

/**
 * Records a wrong code from this client: the answer is `too_many_attempts` on its fifth try against the
 * current code (DECISIONS.md 11), `invalid_code` before.
 */
export async function recordWrongCode(db: Db, email: string, ip: string): Promise<never> {
  const [wrong] = await Promise.all([
    hitCounter(db, keys.wrongCodes(email) + ip, SIGN_IN_CODE_TTL_SECONDS),
    hitCounter(db, keys.failures(email), DAY_SECONDS),
  ]);
  throw wrong.count >= SIGN_IN_CODE_ATTEMPTS ? errors.tooManyAttempts() : errors.invalidCode();
}
