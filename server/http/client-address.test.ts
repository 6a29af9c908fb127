import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

const sendCode = (t: TestApp, email: string, forwardedFor: string) =>
  t.request('/api/auth/email-otp/send-verification-otp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, type: 'sign-in' }),
  });

/** Signs in with the code the app logged (no SMTP), claiming to come from `forwardedFor`. */
async function signIn(t: TestApp, email: string, forwardedFor: string): Promise<string | null> {
  expect((await sendCode(t, email, forwardedFor)).status).toBe(200);
  const line = t.logs.findLast((l) => l.msg.startsWith(`sign-in code for ${email}:`));
  const code = line?.msg.slice(-6) ?? '';
  const signedIn = await t.request('/api/auth/sign-in/email-otp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, otp: code }),
  });
  expect(signedIn.status).toBe(200);
  const [row] = await t.database.db
    .select({ ip: sessions.ipAddress })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return row?.ip ?? null;
}

const limits = { sendPerIp: { max: 2, windowSeconds: 600 } };

describe('the client address behind per-IP limits and sessions', () => {
  it('ignores X-Forwarded-For by default: a client cannot pose as other addresses to escape a limit', async () => {
    const t = await createTestApp({}, { signInLimits: limits, captureLogs: true });
    expect((await sendCode(t, 'a@example.com', '203.0.113.1')).status).toBe(200);
    expect((await sendCode(t, 'b@example.com', '203.0.113.2')).status).toBe(200);
    const third = await sendCode(t, 'c@example.com', '203.0.113.3');
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('rate_limited');
  });

  it('records the connecting address on a session by default, not the one the client claims', async () => {
    const t = await createTestApp({}, { captureLogs: true });
    expect(await signIn(t, 'dora@example.com', '203.0.113.50')).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY naming the proxy, takes the client address the proxy reports', async () => {
    const t = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { signInLimits: limits, captureLogs: true });
    expect((await sendCode(t, 'a@example.com', '203.0.113.1')).status).toBe(200);
    expect((await sendCode(t, 'b@example.com', '203.0.113.2')).status).toBe(200);
    expect((await sendCode(t, 'c@example.com', '203.0.113.3')).status).toBe(200);
    expect(await signIn(t, 'erin@example.com', '203.0.113.60')).toBe('203.0.113.60');
  });

  it('takes the address the named proxy saw, not one the client put in front of it', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'loopback' }, { captureLogs: true });
    // The client sent "X-Forwarded-For: 198.51.100.1"; the proxy appended the address it saw.
    expect(await signIn(t, 'finn@example.com', '198.51.100.1, 203.0.113.70')).toBe('203.0.113.70');
  });
});
