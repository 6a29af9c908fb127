import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** At most `max` hits per key in a window of `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** A counter's state: hits in the current window, seconds until it ends, seconds since the last hit. */
export interface CounterState {
  count: number;
  resetInSeconds: number;
  sinceLastHitSeconds: number;
}

interface CounterRow extends Record<string, unknown> {
  count: number;
  reset_in: number;
  since_last: number;
}

const toState = (row: CounterRow | undefined): CounterState | null =>
  row ? { count: row.count, resetInSeconds: row.reset_in, sinceLastHitSeconds: row.since_last } : null;

/**
 * Counts one hit for `key` — in a fresh window when the last one has ended — and returns the state
 * after it. One statement on the database's clock, so every instance counts in the same place.
 */
export async function hitCounter(db: Db, key: string, windowSeconds: number): Promise<CounterState> {
  const result = await db.execute<CounterRow>(sql`
    INSERT INTO rate_limit_counters AS c (key, count, reset_at, last_hit_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}::int), now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
      reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END,
      last_hit_at = now()
    RETURNING count, greatest(1, ceil(extract(epoch FROM reset_at - now())))::int AS reset_in, 0 AS since_last`);
  const state = toState(result.rows[0]);
  if (!state) throw new Error(`rate limit counter ${key} was not written`);
  return state;
}

/** The counter's state in its current window, or null when it has none (never hit, or the window ended). */
export async function readCounter(db: Db, key: string): Promise<CounterState | null> {
  const result = await db.execute<CounterRow>(sql`
    SELECT count,
      greatest(1, ceil(extract(epoch FROM reset_at - now())))::int AS reset_in,
      floor(extract(epoch FROM now() - last_hit_at))::int AS since_last
    FROM rate_limit_counters WHERE key = ${key} AND reset_at > now()`);
  return toState(result.rows[0]);
}

/** Forgets every counter whose key starts with `prefix`. */
export async function clearCounters(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE left(key, ${prefix.length}) = ${prefix}`);
}

/** Deletes counters whose window ended: they mean nothing any more. */
export async function sweepEndedCounters(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE reset_at <= now()`);
}
