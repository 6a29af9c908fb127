import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Serialises rollup writers across every instance of the app (any fixed number unique in the app). */
const ROLLUP_LOCK = 7_320_161;

/** The UTC day of an event, as the dashboard counts days. */
export const EVENT_DAY = sql`(created_at AT TIME ZONE 'UTC')::date`;
/** A search's query as the dashboard groups them: trimmed and lower-cased. */
export const NORMALISED_QUERY = sql`lower(btrim(query))`;

/**
 * The rows of event_daily_counts for the events matching `where` — the one definition of the rollup, used to
 * fill the table for completed days and, unchanged, to read today live from `events`.
 */
export function rollupRows(where: SQL): SQL {
  // Materialized: the day's events are read from the table once, not once per figure.
  return sql`
    WITH e AS MATERIALIZED (
      SELECT ${EVENT_DAY} AS day, type, query, result_count, video_id, user_id, visitor_id
        FROM events WHERE ${where})
    SELECT day, 'type' AS metric, type AS key, count(*)::int AS count, 0 AS zero_count
      FROM e GROUP BY 1, 3
    UNION ALL
    SELECT day, 'search', ${NORMALISED_QUERY}, count(*)::int, (count(*) FILTER (WHERE result_count = 0))::int
      FROM e WHERE type = 'search' AND ${NORMALISED_QUERY} <> '' GROUP BY 1, 3
    UNION ALL
    SELECT day, type, video_id::text, count(*)::int, 0
      FROM e WHERE type IN ('view', 'save') AND video_id IS NOT NULL GROUP BY 1, 2, 3
    UNION ALL
    SELECT day, 'visitors', '', count(DISTINCT visitor_id)::int, 0
      FROM e WHERE user_id IS NULL AND visitor_id IS NOT NULL GROUP BY 1
    UNION ALL
    SELECT day, 'users', '', count(DISTINCT user_id)::int, 0
      FROM e WHERE user_id IS NOT NULL GROUP BY 1`;
}

/** The last day in the rollups, or null before the first roll. */
export async function rolledThrough(db: Db): Promise<string | null> {
  const result = await db.execute<{ day: string }>(
    sql`SELECT rolled_through::text AS day FROM event_rollup_state WHERE id = 1`,
  );
  return result.rows[0]?.day ?? null;
}

/**
 * Rolls every completed UTC day not yet rolled (through yesterday) into event_daily_counts, one day per
 * transaction under an advisory lock: two instances (or a read and the periodic job) never roll the same day
 * twice, a reader sees a day either not at all or whole, and each statement reads one day of `events`
 * through its created_at index, so no statement nears the statement timeout however many days are missing.
 * Returns the days rolled.
 */
export async function rollUpCompletedDays(db: Db): Promise<number> {
  let rolled = 0;
  for (;;) {
    const more = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
      const state = await tx.execute<{ day: string | null; yesterday: string }>(sql`
        SELECT coalesce(
                 (SELECT rolled_through + 1 FROM event_rollup_state WHERE id = 1),
                 (SELECT ${EVENT_DAY} FROM events ORDER BY created_at LIMIT 1)
               )::text AS day,
               ((now() AT TIME ZONE 'UTC')::date - 1)::text AS yesterday`);
      const { day, yesterday } = state.rows[0] as { day: string | null; yesterday: string };
      // No event at all, or nothing left to roll: the marker moves to yesterday and the loop ends.
      const through = day === null || day > yesterday ? yesterday : day;
      if (day !== null && day <= yesterday) {
        const from = sql`${day}::date::timestamp AT TIME ZONE 'UTC'`;
        const to = sql`(${day}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
        await tx.execute(sql`
          INSERT INTO event_daily_counts (day, metric, key, count, zero_count)
          ${rollupRows(sql`created_at >= ${from} AND created_at < ${to}`)}`);
      }
      await tx.execute(sql`
        INSERT INTO event_rollup_state (id, rolled_through) VALUES (1, ${through}::date)
        ON CONFLICT (id) DO UPDATE SET rolled_through = GREATEST(event_rollup_state.rolled_through, EXCLUDED.rolled_through)`);
      return day !== null && day <= yesterday;
    });
    if (!more) return rolled;
    rolled++;
  }
}

/** Rolls up only when a completed day is missing, so a read costs one tiny query on most calls. */
export async function ensureRolledUp(db: Db): Promise<void> {
  const through = await rolledThrough(db);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  if (through === null || through < yesterday) await rollUpCompletedDays(db);
}

/**
 * Forgets every rollup so the next read rolls again from the oldest event: for tests and the bench, which
 * insert events dated in the past (the app itself only ever stamps events with now()).
 */
export async function resetRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute(sql`DELETE FROM event_daily_counts`);
    await tx.execute(sql`DELETE FROM event_rollup_state`);
  });
}
