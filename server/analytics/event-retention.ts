import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { rollUpCompletedDays } from './event-rollups';

const RUN_EVERY_MS = 60 * 60 * 1000;
/** Rows per delete: each statement is short, so it never holds locks that writers of new events would wait on. */
const DELETE_BATCH = 5_000;

/**
 * Deletes events of UTC days before the last `retentionDays` (issue 16: EVENT_RETENTION_DAYS) in small batches, then the
 * rollup rows of those days. Safe on several instances at once: each batch deletes whatever is still there
 * (SKIP LOCKED rows another instance is deleting). Returns the events deleted.
 */
export async function deleteExpiredEvents(db: Db, retentionDays: number): Promise<number> {
  // The first kept day: today and the `retentionDays - 1` days before it, the longest range the dashboard asks.
  const cutoff = sql`((now() AT TIME ZONE 'UTC')::date - ${retentionDays - 1}::int)`;
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM events WHERE id IN (
        SELECT id FROM events WHERE created_at < (${cutoff}::timestamp AT TIME ZONE 'UTC')
        LIMIT ${DELETE_BATCH} FOR UPDATE SKIP LOCKED)`);
    deleted += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < DELETE_BATCH) break;
  }
  await db.execute(sql`DELETE FROM event_daily_counts WHERE day < ${cutoff}`);
  return deleted;
}

/**
 * At start and hourly: roll completed days into the rollups (so the first dashboard read of a day does not
 * pay for it) and apply the retention period.
 */
export function registerEventMaintenance(app: FastifyInstance): void {
  const run = async () => {
    try {
      await rollUpCompletedDays(app.db);
      const deleted = await deleteExpiredEvents(app.db, app.config.eventRetentionDays);
      if (deleted > 0) app.log.info({ deleted }, 'expired analytics events deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'analytics maintenance failed');
    }
  };
  let running: Promise<void> | null = null;
  const start = () => {
    running ??= run().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(start, RUN_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => start());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
