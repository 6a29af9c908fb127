import fs from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { onCleanup } from '../test/cleanup';
import { createVideos, videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/users';
import { connectDatabase, migrateDatabase } from './database';
import { makeTempDataDir, startEmbeddedPostgres } from './embedded-postgres';

/** Issue 8: the app recovers by itself within this long of the database returning. */
const RECOVERY_LIMIT_MS = 10_000;
/** A request that needs the database must end (with a 503) by the pool's 5 s connection time-out and a margin. */
const OUTAGE_ANSWER_LIMIT_MS = 6000;
/** How long the database stays away: longer than one reconnection attempt of the LISTEN connection. */
const OUTAGE_MS = 3000;

let nextQuery = 0;
/** A list query no earlier request made: the response cache cannot answer it, the database must. */
const freshListPath = () => `/api/videos/public?search=outage${nextQuery++}`;

async function listTotal(t: TestApp): Promise<number | null> {
  const answer = await t.get('/api/videos/public');
  return answer.status === 200 ? answer.body.pagination.total : null;
}

/** Polls `check` until it returns true; returns how long that took, or fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not recovered within ${limitMs} ms`);
}

/** Another app instance (or the command-line import) adds a video; it announces it through NOTIFY. */
async function importElsewhere(url: string): Promise<void> {
  const other = connectDatabase(url, { max: 1 });
  try {
    await createVideos(other.db, [videoRecord()]);
  } finally {
    await other.close();
  }
}

describe('when the database goes away', () => {
  it('answers 503 database_unavailable while its embedded PostgreSQL is down, and recovers within 10 s of its return', async () => {
    const dataDir = await makeTempDataDir('hookshelf-outage-');
    let server = await startEmbeddedPostgres(dataDir, { role: 'server' });
    const port = Number(new URL(server.url).port);
    const database = connectDatabase(server.url);
    onCleanup(async () => {
      await database.close().catch(() => {});
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    await migrateDatabase(database);
    const t = await createTestApp({}, { database });
    const user = await createUser(t);
    await t.createVideos([videoRecord(), videoRecord()]);
    expect((await t.get('/api/health')).status).toBe(200);
    expect(await listTotal(t)).toBe(2);

    await server.stop();

    // For as long as it is away (a few seconds, as a restart takes), requests that need the database end
    // quickly with the catalogued 503, public or signed in, and the health check says so.
    const downSince = performance.now();
    while (performance.now() - downSince < OUTAGE_MS) {
      for (const [path, headers] of [
        [freshListPath(), {}],
        ['/api/filters/public', {}],
        ['/api/me', user.auth],
      ] as const) {
        const started = performance.now();
        const answer = await t.get(path, { headers });
        expect(performance.now() - started).toBeLessThan(OUTAGE_ANSWER_LIMIT_MS);
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({
          path,
          status: 503,
          code: 'database_unavailable',
        });
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      const health = await t.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({
        success: false,
        status: 'unavailable',
        code: 'database_unavailable',
        database: { ok: false },
      });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // PostgreSQL comes back where it was: same data directory, same port.
    server = await startEmbeddedPostgres(dataDir, { role: 'server', port });
    const back = performance.now();
    await within(RECOVERY_LIMIT_MS, async () => (await t.get('/api/health')).status === 200);
    expect(await listTotal(t)).toBe(2); // and now cached
    // Another instance's import reaches this app's caches only through its LISTEN connection.
    await importElsewhere(server.url);
    await within(RECOVERY_LIMIT_MS, async () => (await listTotal(t)) === 3);
    const recoveredMs = performance.now() - back;
    console.info(`recovered ${Math.round(recoveredMs)} ms after the embedded PostgreSQL returned`);
    expect(recoveredMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expect((await t.get('/api/me', { headers: user.auth })).status).toBe(200);
  }, 60_000);

  it('recovers when the server ends all its connections, the LISTEN one included (pg_terminate_backend)', async () => {
    const t = await createTestApp();
    await t.createVideos([videoRecord()]);
    expect(await listTotal(t)).toBe(1);
    const databaseName = new URL(t.database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: `${inject('testServerUrl')}/postgres` });
    await admin.connect();
    onCleanup(() => admin.end());
    const terminateAll = () =>
      admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [databaseName],
      );

    // Requests in flight when their connections die get the catalogued 503 at worst, never a 500.
    const inFlight = Array.from({ length: 12 }, () => t.get(freshListPath()));
    const { rowCount } = await terminateAll();
    expect(rowCount).toBeGreaterThan(0);
    for (const answer of await Promise.all(inFlight)) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.body.code).toBe('database_unavailable');
    }

    // At once, before the LISTEN connection is back: a total is cached, then another instance imports;
    // its NOTIFY reaches no one here, so the reconnected listener must treat the library as changed.
    const back = performance.now();
    await within(RECOVERY_LIMIT_MS, async () => (await listTotal(t)) === 1);
    await importElsewhere(t.database.url);
    await within(RECOVERY_LIMIT_MS, async () => (await listTotal(t)) === 2);
    const recoveredMs = performance.now() - back;
    console.info(`recovered ${Math.round(recoveredMs)} ms after the connections were ended`);
    expect((await t.get('/api/health')).status).toBe(200);
  });
});
