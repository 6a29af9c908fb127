import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_TTL_SECONDS } from '../../shared/contracts/account';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { clearCounters, hitCounter, readCounter, type WindowLimit } from '../rate-limits/counter-repository';
import { ownerSignals } from './sign-in-code-repository';

export type { WindowLimit };

/**
 * How sign-in is limited (docs/decisions/0011-codes-and-sessions.md, issue 8). The aim: nobody can guess codes at scale or flood an
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
 *   unless it comes from the client that asked for the code; after fifty, everyone waits for the day
 *   except that client, which then has one try at its code. Slow guessing stays slow: past fifty, each
 *   guess costs a code sent to the address, at the pace above. A client the account signed in from
 *   before is the owner's and is held up by neither — a stranger cannot lock the owner out.
 *
 * The client that asked for the code in force (the "asker") is the one holding its cookie
 * (code-request-cookie.ts), or, for a client that keeps no cookies, the address that asked. Its tries
 * are counted apart from other clients', so strangers elsewhere cannot spend them.
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
  /** The asker's tries at its code once the address is past `failuresPerDay` (a typo: ask again). */
  askerTriesPastDayCap: number;
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
  askerTriesPastDayCap: 1,
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

/** Who checks a code, as far as the limits care. */
export interface CodeChecker {
  ip: string;
  /** It holds the mark of the code in force (code-request-cookie.ts). */
  holdsCodeRequest: boolean;
}

/** What a wrong code is charged to: the counter of the client's tries, and how many it has. */
export interface CodeCheckTicket {
  triesKey: string;
  tries: number;
}

const ASKER = 'asker';

/**
 * Before a code is checked: the client's own limit, its wrong tries against this address, and — for a
 * client that neither asked for the code nor signed in from here before — the address's growing waits
 * and its day cap. Throws the answer when refused; otherwise says what a wrong code will be charged to.
 */
export async function admitCodeCheck(
  db: Db,
  email: string,
  client: CodeChecker,
  limits: SignInLimits,
): Promise<CodeCheckTicket> {
  await chargeClient(db, keys.verifyIp(client.ip), limits.verifyPerIp);
  const [owner, failures] = await Promise.all([
    ownerSignals(db, email, client.ip),
    readCounter(db, keys.failures(email)),
  ]);
  const asker = client.holdsCodeRequest || owner.askedForCode;
  const failed = failures?.count ?? 0;
  const pastDayCap = failed >= limits.failuresPerDay && !owner.signedInBefore;
  const ticket = {
    triesKey: keys.wrongCodes(email) + (asker ? ASKER : client.ip),
    tries: asker && pastDayCap ? limits.askerTriesPastDayCap : SIGN_IN_CODE_ATTEMPTS,
  };
  const wrong = await readCounter(db, ticket.triesKey);
  if (wrong && wrong.count >= ticket.tries) throw errors.tooManyAttempts();
  if (!failures || failed < limits.failuresBeforeWait || owner.signedInBefore || asker) return ticket;
  if (pastDayCap) throw tooManyRequests(failures.resetInSeconds);
  const wait = Math.min(
    limits.longestWaitSeconds,
    limits.firstWaitSeconds * 2 ** (failed - limits.failuresBeforeWait),
  );
  const remaining = wait - failures.sinceLastHitSeconds;
  if (remaining > 0) throw tooManyRequests(remaining);
  return ticket;
}

/**
 * Records a wrong code from this client: the answer is `too_many_attempts` on its last try against the
 * current code (its fifth, docs/decisions/0011-codes-and-sessions.md), `invalid_code` before.
 */
export async function recordWrongCode(db: Db, email: string, ticket: CodeCheckTicket): Promise<never> {
  const [wrong] = await Promise.all([
    hitCounter(db, ticket.triesKey, SIGN_IN_CODE_TTL_SECONDS),
    hitCounter(db, keys.failures(email), DAY_SECONDS),
  ]);
  throw wrong.count >= ticket.tries ? errors.tooManyAttempts() : errors.invalidCode();
}
