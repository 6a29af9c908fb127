import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import {
  chooseDigest,
  everyDigestOff,
  followAs,
  leaseLapses,
  mailsPerAddress,
  recentVideo,
} from '../test/digest-fixtures';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The command line and the app sign unsubscribe links with one secret, as on one install.
const SECRET = 'digest-cli-test-secret-digest-cli-test-secret-0123';

let mail: MailCatcher;
let t: TestApp;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: mail.url, AUTH_SECRET: SECRET });
  await t.createVideos([recentVideo(1, 2, { topic: 'Skincare', author: 'glow.lab' })]);
});
afterAll(async () => {
  await mail.close();
});
beforeEach(() => everyDigestOff(t));

async function dailyReaders(count: number): Promise<TestUser[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await createUser(t, { tier: 'premium' });
      await followAs(t, user, { kind: 'topic', value: 'Skincare' });
      await chooseDigest(t, user, 'daily');
      return user;
    }),
  );
}

/** `npm run cli -- digests --now` on the test app's database, as another process on the same install. */
async function startCli(env: Record<string, string> = {}) {
  const dataDir = await makeTempDataDir('hookshelf-digests-cli-');
  onCleanup(() => fs.rm(dataDir, { recursive: true, force: true }));
  const cli: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/cli/main.ts', 'digests', '--now'],
    {
      cwd: REPO_ROOT,
      env: {
        ...withoutSmtp(process.env),
        DATABASE_URL: t.database.url,
        DATA_DIR: dataDir,
        AUTH_SECRET: SECRET,
        PUBLIC_URL: t.publicUrl,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  onCleanup(async () => {
    cli.kill('SIGKILL');
  });
  const out = { stdout: '', stderr: '' };
  cli.stdout?.on('data', (d) => {
    out.stdout += String(d);
  });
  cli.stderr?.on('data', (d) => {
    out.stderr += String(d);
  });
  const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
  return { cli, out, exited };
}

/** The users whose digests wait in the outbox. */
async function outboxUsers(): Promise<string[]> {
  const { rows } = await t.database.db.execute<{ user_id: string }>(sql`SELECT user_id FROM digest_outbox`);
  return rows.map((row) => row.user_id);
}

const idOf = (users: TestUser[], email: string | undefined) => users.find((user) => user.email === email)?.id;

function withoutSmtp(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { SMTP_URL: _, ...rest } = env;
  return rest;
}

describe('npm run cli -- digests --now', () => {
  it('prints one line per digest without SMTP, and a second run the same day sends nothing', {
    timeout: 180_000,
  }, async () => {
    const readers = await dailyReaders(2);
    const first = await startCli();
    expect(await first.exited, first.out.stderr).toBe(0);
    const lines = first.out.stdout.trim().split('\n').sort();
    const expected = readers
      .map(
        (user) =>
          new RegExp(
            `^digest for ${user.email}: 1 video ${t.publicUrl}/digest/unsubscribe/[\\w-]{22}\\.[\\w-]{43}$`,
          ),
      )
      .sort((a, b) => a.source.localeCompare(b.source));
    expect(lines).toHaveLength(2);
    for (const [i, line] of lines.entries()) expect(line).toMatch(expected[i] as RegExp);
    expect(first.out.stderr).toContain('[hookshelf] 2 digests sent');

    const second = await startCli();
    expect(await second.exited, second.out.stderr).toBe(0);
    expect(second.out.stdout).toBe('');
    expect(second.out.stderr).toContain('[hookshelf] 0 digests sent');
  });

  it('sends each digest once across a crash mid-run: what the dead run took is sent by the next', {
    timeout: 180_000,
  }, async () => {
    const readers = await dailyReaders(6);
    const emails = readers.map((user) => user.email);
    // The mail server takes two mails, then stops answering: the process dies with mails in flight.
    const held = mail.holdArrival(3, { andLater: true });
    const run = await startCli({ SMTP_URL: mail.url });
    await held.arrived;
    const delivered = emails.filter((email) => mailsPerAddress(mail, [email])[email] === 1);
    expect(delivered).toHaveLength(2);
    // The two it took are recorded as sent (decision 0060: the one moment a crash repeats a mail is
    // between the mail server's yes and that record, a few milliseconds; the kill comes after it).
    await vi.waitFor(async () => expect(await outboxUsers()).not.toContain(idOf(readers, delivered[0])), {
      timeout: 10_000,
    });
    await vi.waitFor(async () => expect(await outboxUsers()).not.toContain(idOf(readers, delivered[1])), {
      timeout: 10_000,
    });
    run.cli.kill('SIGKILL');
    await run.exited;
    held.stopHolding();
    expect(
      (await outboxUsers()).length,
      'the mails in flight when the process died are still in the outbox',
    ).toBeGreaterThanOrEqual(1);

    // A minute later the dead run's lease has lapsed; the app's next look sends the rest, once.
    await leaseLapses(t);
    const next = await t.app.digests.runDue();
    expect(next.ran).toBe(true);
    expect(next.sent).toBe(readers.length - 2);
    expect(Object.values(mailsPerAddress(mail, emails))).toEqual(emails.map(() => 1));
    const after = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM digest_outbox`,
    );
    expect(after.rows[0]?.n).toBe(0);
  });
});
