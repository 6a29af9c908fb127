import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Notification } from '../../shared/contracts/notifications';
import type { Database } from '../db/database';
import { importRecords } from '../library-import/import-videos';
import { sendJson } from './send-json';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/* What the notification tests share: importing as the command line does, and waiting on the fan-out. */

/** Imports records as the command line does, in batches of `batchSize`; the app hears of it through NOTIFY. */
export async function importAsCli(database: Database, records: Record<string, unknown>[], batchSize = 500) {
  const report = await importRecords(
    database.db,
    records.map((value, i) => ({ position: `index ${i}`, value })),
    { batchSize },
  );
  expect(report.rejected).toEqual([]);
  return report;
}

/**
 * Waits until every arrival in the database has been fanned out (whichever instance did it). The product's
 * target is 5 s from the commit (bench/notification-fanout-bench.ts measures it); a shared test machine gets
 * more room.
 */
export async function fannedOut(database: Database, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM library_arrivals WHERE done_at IS NULL`,
    );
    if (rows[0]?.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]?.n} arrivals still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The user's notifications and unread count, as the bell reads them. */
export async function notificationsOf(
  t: TestApp,
  user: TestUser,
): Promise<{ data: Notification[]; unread: number }> {
  const answer = await sendJson(t, user, 'GET', '/api/notifications');
  expect(answer.status).toBe(200);
  return { data: answer.body.data, unread: answer.body.unread };
}
