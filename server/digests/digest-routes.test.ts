import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseDigest,
  followAs,
  mailsPerAddress,
  recentVideo,
  unsubscribePathOf,
} from '../test/digest-fixtures';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let mail: MailCatcher;
let t: TestApp;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: mail.url });
  await t.createVideos([recentVideo(1, 2, { topic: 'Skincare' })]);
});

afterAll(async () => {
  await mail.close();
});

const digestOf = (user: TestUser | null) => sendJson(t, user, 'GET', '/api/me/digest');
const setDigest = (user: TestUser | null, body: unknown) => sendJson(t, user, 'PUT', '/api/me/digest', body);

describe('GET and PUT /api/me/digest', () => {
  it('is off until the user chooses, then daily or weekly, due at once the first time', async () => {
    const user = await createUser(t, { tier: 'premium' });
    const before = await digestOf(user);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      success: true,
      data: { frequency: 'off', next_digest_at: null, next_digest_since: null },
    });

    const daily = await setDigest(user, { frequency: 'daily' });
    expect(daily.status).toBe(200);
    expect(daily.body.data).toMatchObject({ frequency: 'daily', next_digest_since: null });
    const due = Date.parse(daily.body.data.next_digest_at);
    expect(Math.abs(due - Date.now())).toBeLessThan(60_000);
    // The same choice again keeps the time already due.
    expect((await setDigest(user, { frequency: 'daily' })).body.data.next_digest_at).toBe(
      daily.body.data.next_digest_at,
    );
    expect((await digestOf(user)).body.data).toEqual(daily.body.data);

    const off = await setDigest(user, { frequency: 'off' });
    expect(off.body.data).toEqual({ frequency: 'off', next_digest_at: null, next_digest_since: null });
  });

  it('waits a whole period after the last digest when switching to weekly', async () => {
    const user = await createUser(t, { tier: 'premium' });
    await followAs(t, user, { kind: 'topic', value: 'Skincare' });
    await chooseDigest(t, user, 'daily');
    await t.app.digests.runDue();
    await mail.nextMail(user.email);
    const { next_digest_since: last } = (await digestOf(user)).body.data;
    expect(last).not.toBeNull();
    const weekly = await setDigest(user, { frequency: 'weekly' });
    expect(Date.parse(weekly.body.data.next_digest_at) - Date.parse(last)).toBe(7 * 24 * 3_600_000);
    // Its window starts where the last digest ended: nothing is sent twice, nothing skipped.
    expect(weekly.body.data.next_digest_since).toBe(last);
  });

  it('reaches back one period at most when turned on again after a long time off', async () => {
    const user = await createUser(t, { tier: 'premium' });
    await followAs(t, user, { kind: 'topic', value: 'Skincare' });
    await chooseDigest(t, user, 'daily');
    await t.app.digests.runDue();
    await mail.nextMail(user.email);
    await setDigest(user, { frequency: 'off' });
    // Three months go by.
    await t.database.db.execute(
      sql`UPDATE digest_settings SET last_sent_at = last_sent_at - interval '90 days' WHERE user_id = ${user.id}`,
    );
    const back = (await setDigest(user, { frequency: 'weekly' })).body.data;
    expect(Math.abs(Date.parse(back.next_digest_at) - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(back.next_digest_at) - Date.parse(back.next_digest_since)).toBeLessThanOrEqual(
      7 * 24 * 3_600_000,
    );
  });

  it('refuses a frequency it does not know, naming the field', async () => {
    const user = await createUser(t, { tier: 'premium' });
    const answer = await setDigest(user, { frequency: 'hourly' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toMatch(/frequency/);
  });

  it('is premium: basic users get 403, visitors 401, admins pass', async () => {
    const basic = await createUser(t);
    for (const answer of [await digestOf(basic), await setDigest(basic, { frequency: 'daily' })]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('forbidden');
    }
    expect((await digestOf(null)).status).toBe(401);
    const admin = await createUser(t, { tier: 'admin' });
    expect((await setDigest(admin, { frequency: 'weekly' })).body.data.frequency).toBe('weekly');
  });
});

describe('unsubscribing from a digest', () => {
  /** A premium user who got a digest: its unsubscribe path, as the mail's List-Unsubscribe header names it. */
  async function readerWithDigest(): Promise<{ user: TestUser; path: string }> {
    const user = await createUser(t, { tier: 'premium' });
    await followAs(t, user, { kind: 'topic', value: 'Skincare' });
    await chooseDigest(t, user, 'daily');
    await t.app.digests.runDue();
    const got = await mail.nextMail(user.email);
    return { user, path: unsubscribePathOf(got.headers) };
  }

  const oneClick = (path: string, body = 'List-Unsubscribe=One-Click') =>
    // What a mail client sends (RFC 8058): no cookie, no session, a url-encoded form.
    fetch(t.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('turns digests off with one POST, without signing in', async () => {
    const { user, path } = await readerWithDigest();
    const answer = await oneClick(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('Digests are off');
    expect((await digestOf(user)).body.data.frequency).toBe('off');
    // The next run sends nothing more.
    await t.app.digests.runDue();
    expect(mailsPerAddress(mail, [user.email])[user.email]).toBe(1);
  });

  it('asks first on GET, changing nothing, with a button that posts the one-click body', async () => {
    const { user, path } = await readerWithDigest();
    const page = await fetch(t.baseUrl + path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Turn off your daily digest?');
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(html).not.toContain('<script');
    expect((await digestOf(user)).body.data.frequency).toBe('daily');

    // The page's own button: a same-site form post, even from a browser signed in as the user.
    const pressed = await fetch(t.baseUrl + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: user.cookie,
        origin: t.publicUrl,
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(pressed.status).toBe(200);
    expect((await digestOf(user)).body.data.frequency).toBe('off');
    expect(await (await fetch(t.baseUrl + path)).text()).toContain('Digests are off');
  });

  it('answers 400 to a tampered token, on GET and POST, and changes nothing', async () => {
    const { user, path } = await readerWithDigest();
    const other = await createUser(t, { tier: 'premium' });
    const [idPart, mac] = (path.split('/').pop() ?? '').split('.') as [string, string];
    const otherId = Buffer.from(other.id.replaceAll('-', ''), 'hex').toString('base64url');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `/digest/unsubscribe/${idPart}.${flipped}`,
      // The user's own signature on another user's id.
      `/digest/unsubscribe/${otherId}.${mac}`,
      `/digest/unsubscribe/${idPart}`,
      '/digest/unsubscribe/not-a-token',
    ];
    for (const bad of tampered) {
      const shown = await fetch(t.baseUrl + bad);
      expect(shown.status, bad).toBe(400);
      expect(await shown.text()).toContain('This link does not work');
      expect((await oneClick(bad)).status, bad).toBe(400);
    }
    expect((await digestOf(user)).body.data.frequency).toBe('daily');
  });

  it('answers 400 to a POST without the one-click body', async () => {
    const { user, path } = await readerWithDigest();
    for (const body of ['', 'List-Unsubscribe=Yes']) {
      const answer = await oneClick(path, body);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('List-Unsubscribe=One-Click');
    }
    expect((await digestOf(user)).body.data.frequency).toBe('daily');
  });
});
