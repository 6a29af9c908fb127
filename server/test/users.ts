import { eq } from 'drizzle-orm';
import type { Tier } from '../../shared/contracts/account';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import { setUserTier } from '../auth/user-tiers';
import { users } from '../db/schema';
import type { TestApp } from './test-app';

/** A signed-in test user and their session token. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** `Authorization: Bearer <token>`, to spread into a request's headers. */
  auth: { authorization: string };
  /** The session cookie as a browser sends it (`hookshelf.session_token=…`), for a `cookie` header. */
  cookie: string;
}

let nextUser = 1;

/**
 * Creates a user with a live session, as setup for tests about something else: it goes through
 * better-auth's own code and sign-in calls on the server, without mail, rate limits or HTTP. Tests of
 * sign-in itself use the mail catcher instead.
 */
export async function createUser(
  t: TestApp,
  options: { email?: string; tier?: Tier; role?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user${nextUser++}-${process.pid}@example.com`;
  const api = t.app.auth.api;
  const otp = await api.createVerificationOTP({ body: { email, type: 'sign-in' } });
  const { headers, response } = await api.signInEmailOTP({ body: { email, otp }, returnHeaders: true });
  const { token, user } = response;
  const cookie =
    headers
      .getSetCookie()
      .find((c) => c.includes('.session_token='))
      ?.split(';')[0] ?? '';
  if (options.tier && options.tier !== 'basic') {
    await setUserTier(t.database.db, user.id, options.tier, [], SYSTEM_ACTOR);
  }
  if (options.role)
    await t.database.db.update(users).set({ role: options.role }).where(eq(users.id, user.id));
  return { id: user.id, email, token, auth: { authorization: `Bearer ${token}` }, cookie };
}
