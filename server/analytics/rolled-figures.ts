import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ANALYTICS_TOP_LIMIT } from '../../shared/contracts/analytics';
import type { Db } from '../db/database';

/** One figure of event_daily_counts, summed over days or for one day. */
export type Row = {
  day: string;
  metric: string;
  key: string;
  count: number;
  zero_count: number;
};

interface Totals {
  count: number;
  zero: number;
}

/** Every key of one metric over the rolled days, with its keys ordered by count and by zero count. */
export interface KeyTotals {
  byKey: Map<string, Totals>;
  byCount: string[];
  byZero: string[];
}

/** The part of an answer that comes from completed days: it never changes once the days are rolled. */
export interface RolledPart {
  daily: Row[];
  search: KeyTotals;
  view: KeyTotals;
  save: KeyTotals;
}

/** Ranges kept per instance; a dashboard asks a handful (7, 30, 90 days, a custom one). */
const CACHE_LIMIT = 16;
const cache = new LRUCache<string, Promise<RolledPart>>({ max: CACHE_LIMIT });

const byKeyOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The sums over the rolled days `from`…`to`, cached per instance under the rollup marker's `version` (the
 * marker row's xmin, new with every roll or reset): completed days never change, so only a roll makes a
 * new entry, and a request after that pays only for today's live events.
 */
export function rolledPart(db: Db, from: string, to: string, version: string): Promise<RolledPart> {
  const key = `${version}|${from}|${to}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const loading = to < from ? Promise.resolve(emptyPart()) : loadRolledPart(db, from, to);
  loading.catch(() => cache.delete(key));
  cache.set(key, loading);
  return loading;
}

async function loadRolledPart(db: Db, from: string, to: string): Promise<RolledPart> {
  const days = sql`day BETWEEN ${from}::date AND ${to}::date`;
  const totals = async (metric: string) => {
    const result = await db.execute<{ key: string; count: number; zero: number }>(sql`
      SELECT key, sum(count)::int AS count, sum(zero_count)::int AS zero
        FROM event_daily_counts WHERE metric = ${metric} AND ${days} GROUP BY key`);
    return keyTotals(result.rows.map((row) => [row.key, { count: row.count, zero: row.zero }]));
  };
  const [daily, search, view, save] = await Promise.all([
    db.execute<Row>(sql`
      SELECT day::text AS day, metric, key, sum(count)::int AS count, 0 AS zero_count
        FROM event_daily_counts WHERE metric IN ('type', 'visitors', 'users') AND ${days}
        GROUP BY day, metric, key`),
    totals('search'),
    totals('view'),
    totals('save'),
  ]);
  return { daily: daily.rows, search, view, save };
}

function keyTotals(entries: [string, Totals][]): KeyTotals {
  const byKey = new Map(entries);
  const keys = [...byKey.keys()];
  const value = (key: string, by: keyof Totals) => byKey.get(key)?.[by] ?? 0;
  const order = (by: keyof Totals) => (a: string, b: string) =>
    value(b, by) - value(a, by) || byKeyOrder(a, b);
  return {
    byKey,
    byCount: [...keys].sort(order('count')),
    byZero: keys.filter((key) => value(key, 'zero') > 0).sort(order('zero')),
  };
}

const emptyPart = (): RolledPart => ({
  daily: [],
  search: keyTotals([]),
  view: keyTotals([]),
  save: keyTotals([]),
});

/**
 * The exact top entries of rolled + live totals without summing every key: a key absent from today's live
 * rows keeps its rolled total, so only the rolled leaders (down to ties with the last place) and today's keys
 * can make the list — and a key of today's only when its total reaches the leaders' last place, which
 * leaves a handful of today's thousands of keys to sort. Ordered by the figure, then by key.
 */
export function topOf(
  rolled: KeyTotals,
  live: Map<string, Totals>,
  by: keyof Totals,
): { key: string; count: number; zero: number }[] {
  const sorted = by === 'count' ? rolled.byCount : rolled.byZero;
  const rolledValue = (key: string) => rolled.byKey.get(key)?.[by] ?? 0;
  const entry = (key: string) => ({
    key,
    count: (rolled.byKey.get(key)?.count ?? 0) + (live.get(key)?.count ?? 0),
    zero: (rolled.byKey.get(key)?.zero ?? 0) + (live.get(key)?.zero ?? 0),
  });
  const order = (a: { key: string } & Totals, b: { key: string } & Totals) =>
    b[by] - a[by] || byKeyOrder(a.key, b.key);
  const last =
    sorted.length >= ANALYTICS_TOP_LIMIT ? rolledValue(sorted[ANALYTICS_TOP_LIMIT - 1] as string) : 0;
  const leaders = new Map<string, ReturnType<typeof entry>>();
  for (const [i, key] of sorted.entries()) {
    if (i >= ANALYTICS_TOP_LIMIT && rolledValue(key) < last) break;
    leaders.set(key, entry(key));
  }
  // The final list's last place is at least the leaders' own last place.
  const ranked = [...leaders.values()].sort(order);
  const bar = ranked.length >= ANALYTICS_TOP_LIMIT ? (ranked[ANALYTICS_TOP_LIMIT - 1]?.[by] ?? 0) : 0;
  const candidates = ranked;
  for (const [key, today] of live) {
    if (leaders.has(key) || rolledValue(key) + today[by] < bar) continue;
    candidates.push(entry(key));
  }
  return candidates
    .filter((e) => e[by] > 0)
    .sort(order)
    .slice(0, ANALYTICS_TOP_LIMIT);
}
