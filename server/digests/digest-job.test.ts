import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../mail/mailer';
import {
  aDayPasses,
  chooseDigest,
  everyDigestOff,
  followAs,
  leaseLapses,
  mailsPerAddress,
  recentVideo,
  timeRestored,
} from '../test/digest-fixtures';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { DigestJob } from './digest-job';

// One secret for both instances, as docs/architecture.md asks of a deployment (their links must agree).
const SECRET = 'digest-test-secret-digest-test-secret-0123456789';

let mail: MailCatcher;
let t: TestApp;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: mail.url, AUTH_SECRET: SECRET });
  await t.createVideos([
    recentVideo(101, 2, { topic: 'Skincare', author: 'glow.lab', description: 'Glass skin in three steps' }),
    recentVideo(102, 3, { author: 'bread.boss', description: 'No-knead focaccia' }),
    // Too old for a first daily digest (it covers the last 24 hours).
    recentVideo(103, 30, { topic: 'Skincare', author: 'glow.lab' }),
    // An author whose usual is 1,000 views, and one new video of theirs with 50 times that.
    ...[104, 105, 106, 107].map((id) =>
      recentVideo(id, 24 * 30, { author: 'steady.cook', views: 1000, topic: 'Baking' }),
    ),
    recentVideo(108, 1, {
      author: 'steady.cook',
      views: 50_000,
      topic: 'Baking',
      description: 'Croissant lamination',
    }),
  ]);
});

afterAll(async () => {
  await mail.close();
});
beforeEach(() => everyDigestOff(t));
afterEach(() => timeRestored(t));

/** A premium user following Skincare and @bread.boss, with the daily digest on. */
async function dailyReader(tier: 'premium' | 'admin' = 'premium'): Promise<TestUser> {
  const user = await createUser(t, { tier });
  await followAs(t, user, { kind: 'topic', value: 'Skincare' });
  await followAs(t, user, { kind: 'creator', value: '@bread.boss' });
  await chooseDigest(t, user, 'daily');
  return user;
}

/** The first 5 of the user's For you tab that the mail does not show above: the digest's picks. */
async function forYouPicks(user: TestUser, shown: number[]): Promise<{ id: number; why: string }[]> {
  const answer = await t.get('/api/feed?tab=for-you&limit=20', { headers: { cookie: user.cookie } });
  expect(answer.status).toBe(200);
  return (answer.body.data as { id: number; why: string }[])
    .filter((video) => !shown.includes(video.id))
    .slice(0, 5);
}

describe('digest: the mail', () => {
  it('brings what is new from the follows and the top outliers, in a text and an HTML part with absolute links', async () => {
    const user = await dailyReader();
    const report = await t.app.digests.runDue();
    expect(report).toMatchObject({ ran: true, sent: 1 });
    const got = await mail.nextMail(user.email);
    const text = got.text.replaceAll('\r\n', '\n');

    expect(got.subject).toBe('Your daily Hookshelf digest: 2 new videos from what you follow');
    const link = (id: number) => `${t.publicUrl}/v/${id}`;
    expect(text).toContain('What came into Hookshelf in the last day.');
    expect(text).toContain('NEW FROM WHAT YOU FOLLOW (2)');
    expect(text).toContain(
      `- Glass skin in three steps from glow.lab\n  Because you follow Skincare\n  ${link(101)}`,
    );
    expect(text).toContain(
      `- No-knead focaccia from bread.boss\n  Because you follow @bread.boss\n  ${link(102)}`,
    );
    // Newest first, as the Feed lists them; the Skincare video from yesterday is in no window of today's.
    expect(text.indexOf(link(101))).toBeLessThan(text.indexOf(link(102)));
    expect(text.slice(0, text.indexOf('TOP OUTLIERS'))).not.toContain(link(103));
    expect(text).toContain(
      `TOP OUTLIERS\n- Croissant lamination from steady.cook\n  50× the author's usual\n  ${link(108)}`,
    );
    // The picks are the user's For you list (here the library's best performers: the test app has no
    // vectors), leaving out what the mail shows above.
    const picks = await forYouPicks(user, [101, 102, 108]);
    expect(picks.length).toBeGreaterThan(0);
    const picked = text.slice(text.indexOf('PICKED FOR YOU\n'));
    expect(picked).not.toBe(text);
    expect([...picked.matchAll(/\/v\/(\d+)/g)].map((found) => Number(found[1]))).toEqual(
      picks.map((video) => video.id),
    );
    expect(picked).toContain(`  ${picks[0]?.why}\n  ${link(picks[0]?.id ?? 0)}`);

    for (const id of [101, 102, 108]) expect(got.html).toContain(`href="${link(id)}"`);
    expect(got.html).toContain('50× the author&#39;s usual');

    const unsubscribe = got.headers['list-unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^<${t.publicUrl}/digest/unsubscribe/[\\w-]{22}\\.[\\w-]{43}>$`));
    expect(got.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain(unsubscribe.slice(1, -1));
    expect(got.html).toContain(`href="${unsubscribe.slice(1, -1)}"`);
  });

  it('sends nothing on a second run the same day, and the next day only what came since', async () => {
    const user = await dailyReader();
    await t.app.digests.runDue();
    await mail.nextMail(user.email);

    const again = await t.app.digests.runDue();
    expect(again).toMatchObject({ ran: true, taken: 0, sent: 0 });
    expect(mailsPerAddress(mail, [user.email])[user.email]).toBe(1);

    await aDayPasses(t);
    await t.createVideos([
      recentVideo(120, 4, { topic: 'Skincare', author: 'glow.lab', description: 'Sunscreen under makeup' }),
    ]);
    await t.app.digests.runDue();
    const next = await mail.nextMail(user.email);
    expect(next.subject).toBe('Your daily Hookshelf digest: 1 new video from what you follow');
    expect(next.text).toContain('What came into Hookshelf since your last digest.');
    expect(next.text).toContain(`${t.publicUrl}/v/120`);
    // Yesterday's videos were in yesterday's digest (For you may pick one: it is a best performer).
    expect(next.text.slice(0, next.text.indexOf('PICKED FOR YOU'))).not.toContain(`${t.publicUrl}/v/101`);
  });

  it('adds a few For you picks when the For you tab hands them in, leaving out videos already shown', async () => {
    const user = await dailyReader();
    const asked: { limit: number; exclude: readonly number[] }[] = [];
    const job = new DigestJob({
      app: t.app,
      mailer: null,
      secret: SECRET,
      forYouPicks: async ({ userId, limit, exclude }) => {
        expect(userId).toBe(user.id);
        asked.push({ limit, exclude });
        return [101, 105, 106].map((id) => ({ id, why: 'Like a video you saved' }));
      },
    });
    const lines: string[] = [];
    await job.runDue((line) => lines.push(line));
    expect(asked).toEqual([{ limit: 5, exclude: [101, 102, 108] }]);
    // 101 is in the follows' section already; 105 and 106 are the picks.
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^digest for ${user.email}: 5 videos `))]);
  });

  it('goes to premium and admin users only: a user moved to basic gets none', async () => {
    const admin = await dailyReader('admin');
    const demoted = await dailyReader();
    await t.database.db.execute(sql`UPDATE user_tiers SET tier = 'basic' WHERE user_id = ${demoted.id}`);
    const report = await t.app.digests.runDue();
    expect(report).toMatchObject({ taken: 2, sent: 1, empty: 1 });
    await mail.nextMail(admin.email);
    expect(mailsPerAddress(mail, [demoted.email])[demoted.email]).toBe(0);
  });

  it('sends no mail when nothing is new, and the window moves on', async () => {
    const user = await createUser(t, { tier: 'premium' });
    await followAs(t, user, { kind: 'creator', value: '@steady.cook' });
    await chooseDigest(t, user, 'weekly');
    // The first weekly digest covers the last week: steady.cook's new video, and no older one of theirs.
    await t.app.digests.runDue();
    const first = await mail.nextMail(user.email);
    expect(first.subject).toBe('Your weekly Hookshelf digest: 1 new video from what you follow');
    expect(first.text).toContain(`${t.publicUrl}/v/108`);
    expect(first.text).not.toContain(`${t.publicUrl}/v/104`);
    // Due again at once, with nothing new since: the digest is taken and no mail goes out.
    await t.database.db.execute(
      sql`UPDATE digest_settings SET next_due_at = now() WHERE user_id = ${user.id}`,
    );
    const report = await t.app.digests.runDue();
    expect(report).toMatchObject({ taken: 1, empty: 1, sent: 0 });
    expect(mailsPerAddress(mail, [user.email])[user.email]).toBe(1);
  });
});

describe('digest: once across instances', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ SMTP_URL: mail.url, AUTH_SECRET: SECRET }, { database: t.database });
  });

  it('sends each due digest once when two instances run at the same moment', async () => {
    const readers = await Promise.all(Array.from({ length: 6 }, () => dailyReader()));
    const emails = readers.map((user) => user.email);
    // Whichever claims the lease sends them all; the other finds it held, or nothing left to take.
    const [a, b] = await Promise.all([t.app.digests.runDue(), other.app.digests.runDue()]);
    expect(a.sent + b.sent).toBe(readers.length);
    await vi.waitFor(() => expect(Object.values(mailsPerAddress(mail, emails))).toEqual(emails.map(() => 1)));
    const [c, d] = await Promise.all([t.app.digests.runDue(), other.app.digests.runDue()]);
    expect(c.sent + d.sent).toBe(0);
    expect(Object.values(mailsPerAddress(mail, emails))).toEqual(emails.map(() => 1));
  });

  it('sends each once when a run stalls past its lease and another instance takes over', async () => {
    const readers = await Promise.all(Array.from({ length: 5 }, () => dailyReader()));
    const emails = readers.map((user) => user.email);
    // Instance A's only sender hangs on its first mail (a mail server that stops answering) while its
    // taker works on; then A's lease lapses, as when its process is paused for a minute.
    const smtp = createMailer({ smtpUrl: mail.url, mailFrom: t.app.config.mailFrom });
    const stalled = new DigestJob({
      app: t.app,
      mailer: smtp,
      secret: SECRET,
      senders: 1,
      holder: 'instance-a',
    });
    const held = mail.holdArrival(1);
    const runA = stalled.runDue();
    await held.arrived;
    await vi.waitFor(async () => {
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM digest_settings WHERE user_id = ANY(${sql.param(readers.map((u) => u.id))}::uuid[]) AND next_due_at > now()`,
      );
      expect(rows[0]?.n, 'instance A has taken every digest').toBe(readers.length);
    });
    await leaseLapses(t);

    // Instance B claims the run: it sends what waits in the outbox, but not the mail A is still sending.
    const runB = await other.app.digests.runDue();
    expect(runB).toMatchObject({ ran: true, taken: 0, sent: readers.length - 1 });
    held.accept();
    const a = await runA;
    smtp?.close();
    expect(a.sent).toBe(1);
    expect(Object.values(mailsPerAddress(mail, emails))).toEqual(emails.map(() => 1));
  });
});

describe('digest: the scheduler', () => {
  it('sends due digests by itself, every few minutes', async () => {
    const scheduled = await createTestApp(
      { SMTP_URL: mail.url, AUTH_SECRET: SECRET },
      { database: t.database, digestJob: { automatic: true, firstCheckMs: 50, checkMs: 100 } },
    );
    const user = await dailyReader();
    const got = await mail.nextMail(user.email);
    expect(got.subject).toMatch(/^Your daily Hookshelf digest/);
    // Later tests of this file run digests themselves.
    await scheduled.app.digests.close();
  });

  it('logs one line per digest without SMTP_URL', async () => {
    const local = await createTestApp({ AUTH_SECRET: SECRET }, { database: t.database, captureLogs: true });
    const user = await dailyReader();
    await local.app.digests.runDue();
    const line = local.logs.find((entry) => entry.msg.startsWith(`digest for ${user.email}:`));
    // Two new from the follows, one outlier, and the For you picks.
    const videos = 3 + (await forYouPicks(user, [101, 102, 108])).length;
    expect(line?.msg).toMatch(
      new RegExp(
        `^digest for ${user.email}: ${videos} videos ${local.publicUrl}/digest/unsubscribe/[\\w-]+\\.[\\w-]+$`,
      ),
    );
  });
});
