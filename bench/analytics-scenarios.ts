import { resetRollups, rollUpCompletedDays } from '../server/analytics/event-rollups';
import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import type { Database } from '../server/db/database';
import type { Scenario } from './scenarios';

/** Issue 16's target for GET /api/analytics at 1,000,000 events and 100,000 videos. */
const ANALYTICS_P99_MS = 200;
const EVENTS = 1_000_000;
const SPREAD_DAYS = 90;
const CHUNK = 100_000;

/**
 * The analytics scenarios of issue 16: 1,000,000 events over 90 days (generated in SQL; a realistic mix of
 * types, views and saves concentrated on few videos, 2,000 distinct searches, 20,000 visitors and 500
 * users), then GET /api/analytics as an admin for the default 30 days and for 365 days. Before the load,
 * one-shot timings: the first call, which builds the daily rollups of every completed day, and the first
 * call after new events arrive today (which are read live).
 */
export async function planAnalyticsScenarios(
  config: AppConfig,
  database: Database,
  appUrl: string,
  log: (message: string) => void,
): Promise<Scenario[]> {
  const token = await signInBenchAdmin(config, database);
  const headers = { authorization: `Bearer ${token}` };
  await insertEvents(database, log);
  await resetRollups(database.db);

  const time = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${appUrl}${path}`, { headers });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const rollStarted = performance.now();
  const days = await rollUpCompletedDays(database.db);
  log(`rollups built: ${days} days in ${((performance.now() - rollStarted) / 1000).toFixed(1)} s`);
  log(`analytics cold (first call after the roll, 30 days): ${(await time('/api/analytics')).toFixed(0)} ms`);
  log(`analytics warm, 30 days: ${(await time('/api/analytics')).toFixed(0)} ms`);
  await database.pool.query(
    `INSERT INTO events (type, video_id, visitor_id, created_at)
     SELECT 'view', 1 + g % 1000, md5('new' || g)::uuid, now() FROM generate_series(1, 5000) g`,
  );
  log(`analytics after 5,000 new events today, 30 days: ${(await time('/api/analytics')).toFixed(0)} ms`);
  log(`analytics first call, 365 days: ${(await time('/api/analytics?days=365')).toFixed(0)} ms`);

  const base = { uncached: true, headers, p99TargetMs: ANALYTICS_P99_MS } as const;
  return [
    {
      ...base,
      key: 'analytics-30d',
      title: 'analytics, default 30 days (1 connection)',
      url: `${appUrl}/api/analytics`,
      connections: 1,
    },
    {
      ...base,
      key: 'analytics-365d',
      title: 'analytics, 365 days (1 connection)',
      url: `${appUrl}/api/analytics?days=365`,
      connections: 1,
    },
    {
      ...base,
      key: 'analytics-30d-loaded',
      title: 'analytics, default 30 days (4 connections)',
      url: `${appUrl}/api/analytics`,
      connections: 4,
    },
  ];
}

async function insertEvents(database: Database, log: (message: string) => void): Promise<void> {
  const started = performance.now();
  const { rows } = await database.pool.query<{ lo: number; hi: number }>(
    'SELECT min(id)::int AS lo, max(id)::int AS hi FROM videos',
  );
  const { lo = 1, hi = 1 } = rows[0] ?? {};
  await database.pool.query('TRUNCATE events');
  // In chunks: each statement stays well inside the app pool's statement timeout. Oldest first and in
  // time order, as events arrive: today's events sit together at the table's end, as in a real library
  // (a random order scatters them over every page and makes the live part of a request 4× slower).
  const chunks = EVENTS / CHUNK;
  for (let chunk = 0; chunk < chunks; chunk++) {
    await database.pool.query(
      `INSERT INTO events (type, video_id, query, result_count, user_id, visitor_id, created_at)
     SELECT kind,
            CASE WHEN kind IN ('view', 'save', 'unsave', 'share') THEN $2::int + floor(power(r2, 3) * ($3::int - $2::int))::int END,
            CASE WHEN kind = 'search' THEN 'query ' || floor(power(r2, 2) * 2000)::int END,
            CASE WHEN kind = 'search' THEN CASE WHEN r3 < 0.1 THEN 0 ELSE 5 END END,
            CASE WHEN r3 < 0.15 THEN md5('u' || floor(r4 * 500)::int)::uuid END,
            CASE WHEN r3 >= 0.15 THEN md5('v' || floor(r4 * 20000)::int)::uuid END,
            now() - (1 - ($4::int + r5) / $5::int) * interval '${SPREAD_DAYS} days' AS created_at
     FROM (
       SELECT CASE WHEN r1 < 0.44 THEN 'page_view' WHEN r1 < 0.74 THEN 'view' WHEN r1 < 0.86 THEN 'search'
                   WHEN r1 < 0.92 THEN 'save' WHEN r1 < 0.97 THEN 'share' ELSE 'unsave' END AS kind,
              r2, r3, r4, r5
       FROM generate_series(1, $1::int) g,
            LATERAL (SELECT random() + 0 * g AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5) x
     ) e
     ORDER BY created_at`,
      [CHUNK, lo, hi, chunk, chunks],
    );
  }
  await database.pool.query('VACUUM (ANALYZE) events');
  log(
    `inserted ${EVENTS.toLocaleString('en')} events over ${SPREAD_DAYS} days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** A bench admin with a live session, signed in through the app's own better-auth API. */
async function signInBenchAdmin(config: AppConfig, database: Database): Promise<string> {
  const app = await buildApp({ config, database, logger: false });
  try {
    const email = `analytics-bench-${Date.now()}@example.com`;
    const otp = await app.auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } });
    const { token, user } = await app.auth.api.signInEmailOTP({ body: { email, otp } });
    await database.pool.query(
      `INSERT INTO user_tiers (user_id, tier) VALUES ($1, 'admin') ON CONFLICT (user_id) DO UPDATE SET tier = 'admin'`,
      [user.id],
    );
    return token;
  } finally {
    await app.close();
  }
}
