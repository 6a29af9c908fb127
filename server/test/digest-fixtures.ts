import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DigestFrequency } from '../../shared/contracts/digest-constants';
import { videoRecord } from './factories';
import type { MailCatcher } from './mail-catcher';
import { sendJson } from './send-json';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/** An ISO time `hours` before now: when a video entered the library. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A video that entered the library `hours` ago, on the topic given, by the author given. */
export const recentVideo = (
  id: number,
  hours: number,
  overrides: { topic?: string; author?: string; views?: number; description?: string } = {},
) =>
  videoRecord({
    id,
    created_at: hoursAgo(hours),
    author_username: overrides.author ?? 'weeknight.kitchen',
    simple_description: overrides.description ?? `Digest video ${id}`,
    ...(overrides.views === undefined ? {} : { views: overrides.views }),
    db_analysis: {
      topics: [{ match: overrides.topic ?? 'Cooking' }],
      concepts: [{ match: 'Transformation' }],
      elements: [{ match: 'Text Hook' }],
      accountTypes: [{ match: 'Personal Brand / Creator' }],
      format: { match: 'Tutorial / How-To' },
    },
  });

/** Follows through the API, as the user's Follow buttons do. */
export async function followAs(t: TestApp, user: TestUser, body: { kind: string; value: string }) {
  const answer = await sendJson(t, user, 'POST', '/api/follows', body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
}

/** Chooses the digest through the API, as the account menu's setting does. */
export async function chooseDigest(t: TestApp, user: TestUser, frequency: DigestFrequency) {
  const answer = await sendJson(t, user, 'PUT', '/api/me/digest', { frequency });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { frequency: DigestFrequency; next_digest_at: string | null };
}

const daysPassed = new WeakMap<TestApp, number>();

/**
 * A day goes by for the library and its digests: every video and every digest time moves 24 hours into
 * the past, so what was due tomorrow is due now and what came today came yesterday. `timeRestored` puts
 * the videos back for the next test.
 */
export async function aDayPasses(t: TestApp): Promise<void> {
  await t.database.db.execute(sql`UPDATE videos SET created_at = created_at - interval '24 hours'`);
  await t.database.db.execute(sql`
    UPDATE digest_settings
    SET next_due_at = next_due_at - interval '24 hours', last_sent_at = last_sent_at - interval '24 hours'`);
  // The digests' For you picks move a day down the list for each day of its age.
  await t.database.db.execute(sql`UPDATE for_you_lists SET ranked_at = ranked_at - interval '24 hours'`);
  daysPassed.set(t, (daysPassed.get(t) ?? 0) + 1);
}

/** Undoes `aDayPasses` for the videos (those added since land in the future, out of every window). */
export async function timeRestored(t: TestApp): Promise<void> {
  const days = daysPassed.get(t) ?? 0;
  if (days === 0) return;
  await t.database.db.execute(
    sql`UPDATE videos SET created_at = created_at + make_interval(days => ${days})`,
  );
  daysPassed.set(t, 0);
}

/** Every user's digests off and nothing waiting to be sent: a test's own users are the only ones due. */
export async function everyDigestOff(t: TestApp): Promise<void> {
  await t.database.db.execute(sql`UPDATE digest_settings SET frequency = 'off', next_due_at = NULL`);
  await t.database.db.execute(sql`DELETE FROM digest_outbox`);
}

/** The digest run's lease lapses, as it does a minute after its holder died. */
export async function leaseLapses(t: TestApp): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE worker_leases SET lease_until = now() - interval '1 second' WHERE name = 'digests'`,
  );
}

/** How many mails each address got, for the addresses given (0 for none). */
export function mailsPerAddress(mail: MailCatcher, emails: string[]): Record<string, number> {
  return Object.fromEntries(
    emails.map((email) => [email, mail.messages.filter((m) => m.to.includes(email.toLowerCase())).length]),
  );
}

/** The path of a mail's one-click unsubscribe link (its List-Unsubscribe header), to call on the test app. */
export function unsubscribePathOf(headers: Record<string, string>): string {
  const url = /^<([^>]+)>$/.exec(headers['list-unsubscribe'] ?? '')?.[1];
  if (!url) throw new Error(`no List-Unsubscribe URL in ${JSON.stringify(headers)}`);
  return new URL(url).pathname;
}
