import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCodeSends, verifications } from '../db/schema';
import { onCleanup } from '../test/cleanup';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { createTestApp, type TestApp } from '../test/test-app';
import { signInCodeHasher } from './auth';

let mail: MailCatcher;
let t: TestApp;
let nextIp = 1;

beforeAll(async () => {
  mail = await startMailCatcher();
  // The tests stand in for clients behind a proxy on loopback, so X-Forwarded-For names the client.
  t = await createTestApp({ SMTP_URL: mail.url, TRUST_PROXY: 'loopback' }, { captureLogs: true });
});
afterAll(async () => {
  await mail.close();
});

/** Each test signs in from an address of its own, so the per-IP limits of one do not touch another. */
const clientIp = () => `198.51.100.${nextIp++}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const sendCode = (email: string, ip: string) =>
  post('/email-otp/send-verification-otp', { email, type: 'sign-in' }, { 'x-forwarded-for': ip });
const verify = (email: string, otp: string, ip: string) =>
  post('/sign-in/email-otp', { email, otp }, { 'x-forwarded-for': ip });

/** A call from a script, not a browser: no Origin, no Sec-Fetch-Site header. */
const apiCall = (path: string, body: unknown, ip: string) =>
  fetch(`${t.baseUrl}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });

/** Lets an address ask for a new code at once, as if the 60-second timer had run. */
const runResendTimer = (email: string) =>
  t.database.db
    .update(signInCodeSends)
    .set({ sentAt: sql`now() - interval '61 seconds'` })
    .where(eq(signInCodeSends.email, email));

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in by e-mail code', () => {
  it('mails a code with a sign-in link, and the code opens a session usable by cookie', async () => {
    const ip = clientIp();
    const sent = await sendCode('Ada@Example.com', ip);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true });

    const message = await mail.nextMail('ada@example.com');
    const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const link = `${t.publicUrl}/verify-otp?email=ada%40example.com&otp=${code}`;
    expect(message.text).toContain(link);
    expect(message.html).toContain(code);
    expect(message.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const signedIn = await verify('ada@example.com', code, ip);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe('ada@example.com');
    // A browser signs in by cookie alone: no page script may read the session token, and nothing caches it.
    expect(signedIn.body).not.toHaveProperty('token');
    expect(signedIn.headers.get('set-auth-token')).toBeNull();
    expect(signedIn.headers.get('access-control-expose-headers')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const cookies = signedIn.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('hookshelf.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);

    const cookie = session?.split(';')[0] ?? '';
    const byCookie = await t.get('/api/me', { headers: { cookie } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toEqual({
      success: true,
      data: {
        id: signedIn.body.user.id,
        email: 'ada@example.com',
        name: null,
        tier: 'basic',
        isAdmin: false,
      },
    });
    // The session call tells page scripts who is signed in, but never the token behind the cookie.
    const current = await t.get('/api/auth/get-session', { headers: { cookie } });
    expect(current.status).toBe(200);
    expect(current.body.user.email).toBe('ada@example.com');
    expect(current.body.session.expiresAt).toBeTruthy();
    expect(JSON.stringify(current.body)).not.toContain(cookie.slice(cookie.indexOf('=') + 1).split('.')[0]);
    expect(current.headers.get('set-auth-token')).toBeNull();
    expect(current.headers.get('cache-control')).toBe('no-store');

    // The code is single-use.
    const again = await verify('ada@example.com', code, ip);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, code: 'invalid_code' });
  });

  it('gives an API client (no browser) the session token for Authorization: Bearer', async () => {
    const ip = clientIp();
    expect((await sendCode('api@example.com', ip)).status).toBe(200);
    const signedIn = await apiCall(
      '/sign-in/email-otp',
      { email: 'api@example.com', otp: await mail.nextCode('api@example.com') },
      ip,
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('access-control-expose-headers')).toBeNull();
    const { token, user } = (await signedIn.json()) as { token: string; user: { id: string } };
    expect(token).toMatch(/\S{20,}/);
    const byBearer = await t.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.data.id).toBe(user.id);
  });

  it('stores the code as an HMAC keyed with the auth secret, which enumerating codes cannot undo', async () => {
    await sendCode('hash@example.com', clientIp());
    const code = await mail.nextCode('hash@example.com');
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, 'sign-in-otp-hash@example.com'));
    const stored = row?.value.slice(0, row.value.lastIndexOf(':')) ?? '';
    expect(stored).not.toContain(code);
    // An unsalted hash of the code would be found by hashing the 10^6 possible codes.
    const unsalted = ['hex', 'base64', 'base64url'] as const;
    for (const encoding of unsalted) {
      expect(stored).not.toBe(createHash('sha256').update(code).digest(encoding));
    }
    const secret = (await fs.readFile(path.join(t.dataDir, 'auth-secret'), 'utf8')).trim();
    expect(stored).toBe(await signInCodeHasher(secret)(code));
    expect(stored).not.toBe(await signInCodeHasher('another secret of thirty-two chars!!')(code));
  });

  it('answers a wrong code in our error shape, and five wrong codes kill the code', async () => {
    const ip = clientIp();
    await sendCode('bob@example.com', ip);
    const code = await mail.nextCode('bob@example.com');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await verify('bob@example.com', wrongCode(code), ip);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        success: false,
        error: 'Invalid verification code. Please try again.',
        code: 'invalid_code',
      });
    }
    const fifth = await verify('bob@example.com', wrongCode(code), ip);
    expect(fifth.status).toBe(403);
    expect(fifth.body).toEqual({
      success: false,
      error: 'Too many wrong codes. Request a new code.',
      code: 'too_many_attempts',
    });
    const right = await verify('bob@example.com', code, ip);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('too_many_attempts');
  });

  it('refuses an expired code', async () => {
    const ip = clientIp();
    await sendCode('cleo@example.com', ip);
    const code = await mail.nextCode('cleo@example.com');
    await t.database.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.identifier, 'sign-in-otp-cleo@example.com'));
    const expired = await verify('cleo@example.com', code, ip);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      success: false,
      error: 'This code has expired. Request a new one.',
      code: 'code_expired',
    });
  });

  it('refuses a resend within 60 seconds, and a resend after it replaces the code', async () => {
    const ip = clientIp();
    expect((await sendCode('dan@example.com', ip)).status).toBe(200);
    const first = await mail.nextCode('dan@example.com');

    const tooSoon = await sendCode('dan@example.com', ip);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe('resend_too_soon');
    const wait = Number(tooSoon.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(tooSoon.body.error).toBe(`Please wait ${wait} seconds before requesting a new code.`);

    await runResendTimer('dan@example.com');
    expect((await sendCode('dan@example.com', ip)).status).toBe(200);
    const second = await mail.nextCode('dan@example.com');
    if (second !== first) {
      const old = await verify('dan@example.com', first, ip);
      expect(old.body.code).toBe('invalid_code');
    }
    expect((await verify('dan@example.com', second, ip)).status).toBe(200);
  });

  it('ends the session on the server at sign-out: the old cookie and token then get 401', async () => {
    const ip = clientIp();
    await sendCode('eve@example.com', ip);
    // An API client's sign-in: it gets the cookie and the token.
    const signedIn = await apiCall(
      '/sign-in/email-otp',
      { email: 'eve@example.com', otp: await mail.nextCode('eve@example.com') },
      ip,
    );
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { token } = (await signedIn.json()) as { token: string };
    expect(token).toMatch(/\S{20,}/);
    const bearer = { authorization: `Bearer ${token}` };
    expect((await t.get('/api/me', { headers: bearer })).status).toBe(200);
    expect((await t.get('/api/me', { headers: { cookie } })).status).toBe(200);

    const out = await post('/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join(';')).toMatch(/hookshelf\.session_token=;/);

    const afterCookie = await t.get('/api/me', { headers: { cookie } });
    expect(afterCookie.status).toBe(401);
    expect(afterCookie.body).toEqual({ success: false, error: 'Sign in to continue', code: 'unauthorized' });
    expect((await t.get('/api/me', { headers: bearer })).status).toBe(401);
  });

  it('refuses a cookie-carrying auth call from another origin', async () => {
    const ip = clientIp();
    await sendCode('fay@example.com', ip);
    const signedIn = await verify('fay@example.com', await mail.nextCode('fay@example.com'), ip);
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const out = await post('/sign-out', {}, { cookie, origin: 'https://evil.example' });
    expect(out.status).toBe(403);
    expect(out.body.code).toBe('invalid_origin');
    expect((await t.get('/api/me', { headers: { cookie } })).status).toBe(200);

    // Without PUBLIC_URL the app answers on every loopback name (tests run with PORT=0).
    const loopback = await post('/sign-out', {}, { cookie, origin: 'http://127.0.0.1:0' });
    expect(loopback.status).toBe(200);
    expect((await t.get('/api/me', { headers: { cookie } })).status).toBe(401);
  });

  it('answers a malformed address with invalid_email and sends nothing', async () => {
    const bad = await sendCode('not-an-address', clientIp());
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: 'Enter a valid e-mail address.',
      code: 'invalid_email',
    });
  });

  it('never writes the code to the log when SMTP is configured', () => {
    expect(t.logs.some((line) => line.msg.startsWith('sign-in code for'))).toBe(false);
  });
});

describe('sign-in rate limits', () => {
  it('limits code requests and code checks per client IP with a 429 and Retry-After', async () => {
    const limited = await createTestApp(
      { TRUST_PROXY: 'loopback' },
      {
        signInLimits: {
          sendPerIp: { max: 2, windowSeconds: 600 },
          verifyPerIp: { max: 2, windowSeconds: 600 },
        },
      },
    );
    const call = (path: string, body: unknown, ip: string) =>
      limited.request(`/api/auth${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
    const send = (email: string, ip: string) =>
      call('/email-otp/send-verification-otp', { email, type: 'sign-in' }, ip);
    expect((await send('a@example.com', '203.0.113.9')).status).toBe(200);
    expect((await send('b@example.com', '203.0.113.9')).status).toBe(200);
    const perIp = await send('c@example.com', '203.0.113.9');
    expect(perIp.status).toBe(429);
    expect(perIp.body.code).toBe('rate_limited');
    expect(perIp.body.error).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(Number(perIp.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not held up.
    expect((await send('c@example.com', '203.0.113.10')).status).toBe(200);

    const check = () => call('/sign-in/email-otp', { email: 'b@example.com', otp: '000000' }, '203.0.113.11');
    await check();
    await check();
    const third = await check();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });
});

describe('without SMTP', () => {
  it('logs each code on one line of its own, and the code signs in', async () => {
    const local = await createTestApp({}, { captureLogs: true });
    const sent = await local.request('/api/auth/email-otp/send-verification-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gus@example.com', type: 'sign-in' }),
    });
    expect(sent.status).toBe(200);
    const lines = local.logs.filter((line) => line.msg.startsWith('sign-in code for'));
    expect(lines).toHaveLength(1);
    const match = /^sign-in code for gus@example\.com: (\d{6})$/.exec(lines[0]?.msg ?? '');
    expect(match).not.toBeNull();
    const signedIn = await local.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gus@example.com', otp: match?.[1] }),
    });
    expect(signedIn.status).toBe(200);
  });
});

describe('when the mail server fails', () => {
  it('says the code could not be sent, and lets the address try again at once', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const send = () =>
      broken.request('/api/auth/email-otp/send-verification-otp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ivy@example.com', type: 'sign-in' }),
      });
    const first = await send();
    expect(first.status).toBe(503);
    expect(first.body).toEqual({
      success: false,
      error: 'The sign-in code could not be sent. Please try again.',
      code: 'mail_failed',
    });
    expect((await send()).body.code).toBe('mail_failed');
  });
});

describe('over https', () => {
  it('marks the session cookie Secure (and __Secure-) when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://hookshelf.example' }, { captureLogs: true });
    const call = (path: string, body: unknown) =>
      secure.request(`/api/auth${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await call('/email-otp/send-verification-otp', { email: 'hal@example.com', type: 'sign-in' });
    const line = secure.logs.find((l) => l.msg.startsWith('sign-in code for hal@example.com'));
    const code = line?.msg.slice(-6) ?? '';
    const signedIn = await call('/sign-in/email-otp', { email: 'hal@example.com', otp: code });
    expect(signedIn.status).toBe(200);
    const session = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Secure-hookshelf.session_token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
  });
});

describe('SIGNUP_MODE=invite-only', () => {
  let invite: TestApp;
  let inviteMail: MailCatcher;

  beforeAll(async () => {
    inviteMail = await startMailCatcher();
    onCleanup(() => inviteMail.close());
    invite = await createTestApp({
      SMTP_URL: inviteMail.url,
      SIGNUP_MODE: 'invite-only',
      ADMIN_EMAILS: 'boss@example.com',
    });
  });

  const send = (email: string) =>
    invite.request('/api/auth/email-otp/send-verification-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
      body: JSON.stringify({ email, type: 'sign-in' }),
    });

  it('refuses an unknown address at the send step and mails nothing', async () => {
    const refused = await send('stranger@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      error: 'No account exists for this e-mail address',
      code: 'no_account',
    });
    await expect(inviteMail.nextMail('stranger@example.com', 300)).rejects.toThrow(/no mail/);
  });

  it('lets an ADMIN_EMAILS address in, who is then an admin', async () => {
    expect((await send('boss@example.com')).status).toBe(200);
    const code = await inviteMail.nextCode('boss@example.com');
    const signedIn = await invite.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
      body: JSON.stringify({ email: 'boss@example.com', otp: code }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const me = await invite.get('/api/me', { headers: { cookie } });
    expect(me.body.data).toMatchObject({ tier: 'admin', isAdmin: true });
  });
});
