import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_BATCHES_PER_MINUTE } from '../analytics/event-routes';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Two app instances on one database, as behind a load balancer: every limit counts in PostgreSQL, so a
 * client gets no more by spreading its requests over both.
 */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const env = { TRUST_PROXY: 'loopback' };
  const signInLimits = { sendPerIp: { max: 3, windowSeconds: 600 } };
  a = await createTestApp(env, { signInLimits });
  b = await createTestApp(env, { signInLimits, database: a.database });
});

const post = (app: TestApp, path: string, body: unknown, ip: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
const requestCode = (app: TestApp, email: string, ip: string) =>
  post(app, '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }, ip);

describe('limits shared by two instances on one database', () => {
  it('counts a client’s code requests on both', async () => {
    const ip = '203.0.113.40';
    expect((await requestCode(a, 'one@example.com', ip)).status).toBe(200);
    expect((await requestCode(b, 'two@example.com', ip)).status).toBe(200);
    expect((await requestCode(a, 'three@example.com', ip)).status).toBe(200);
    const fourth = await requestCode(b, 'four@example.com', ip);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('rate_limited');
  });

  it('keeps one resend timer per address', async () => {
    expect((await requestCode(a, 'timer@example.com', '203.0.113.41')).status).toBe(200);
    const again = await requestCode(b, 'timer@example.com', '203.0.113.42');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('resend_too_soon');
  });

  it('counts wrong codes at an address on both', async () => {
    const ip = '203.0.113.43';
    expect((await requestCode(a, 'guess@example.com', '203.0.113.44')).status).toBe(200);
    const check = (app: TestApp) =>
      post(app, '/api/auth/sign-in/email-otp', { email: 'guess@example.com', otp: '000001' }, ip);
    for (const app of [a, b, a, b]) expect((await check(app)).body.code).toBe('invalid_code');
    const fifth = await check(a);
    expect(fifth.status).toBe(403);
    expect(fifth.body.code).toBe('too_many_attempts');
  });

  it(`holds the ${EVENT_BATCHES_PER_MINUTE} event batches a minute across both`, async () => {
    const ip = '203.0.113.45';
    const batch = { events: [{ type: 'page_view', path: '/videos' }] };
    for (let i = 0; i < EVENT_BATCHES_PER_MINUTE; i++) {
      expect((await post(i % 2 === 0 ? a : b, '/api/events', batch, ip)).status).toBe(202);
    }
    const over = await post(b, '/api/events', batch, ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect((await post(a, '/api/events', batch, ip)).status).toBe(429);
  });
});
