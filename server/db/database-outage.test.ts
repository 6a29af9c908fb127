import fs from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { onCleanup } from '../test/cleanup';
import { createVideos, videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/users';
import { connectDatabase, migrateDatabase } from './database';
import { makeTempDataDir, startEmbeddedPostgres } from './embedded-postgres';

/** Issue 8: the app recovers by itself within this long of the database returning (the waits' deadline). */
const RECOVERY_LIMIT_MS = 10_000;

let nextQuery = 0;
/** A list query no earlier request made: the response cache cannot answer it, the database must. */
const freshListPath = () => `/api/videos/public?search=outage${nextQuery++}`;

async function listTotal(t: TestApp): Promise<number | null> {
  const answer = await t.get('/api/videos/public');
  return answer.status === 200 ? answer.body.pagination.total : null;
}

/** Asks until `check` passes, failing if it has not by RECOVERY_LIMIT_MS. */
const recovered = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: RECOVERY_LIMIT_MS, interval: 100 });

/**
 * While the database is away, requests that need it end with the catalogued 503, public or signed in, and
 * the health check says so. Each `await` here is bounded by the pool's connection time-out, not by a
 * figure of this test: a request that hung instead would fail the test by its time-out.
 */
async function expectOutageAnswers(t: TestApp, auth: Record<string, string>): Promise<void> {
  for (const [path, headers] of [
    [freshListPath(), {}],
    ['/api/filters/public', {}],
    ['/api/me', auth],
  ] as const) {
    const answer = await t.get(path, { headers });
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

    const listen = vi.spyOn(t.app.libraryChanges, 'listen');
    await server.stop();

    // It stays away (as a restart does) until the LISTEN connection has tried to come back and failed,
    // so the recovery below is that of a listener still trying, not of its first attempt.
    await expectOutageAnswers(t, user.auth);
    await vi.waitFor(
      () => expect(listen.mock.settledResults.map((result) => result.type)).toContain('rejected'),
      { timeout: RECOVERY_LIMIT_MS, interval: 100 },
    );
    await expectOutageAnswers(t, user.auth);

    // PostgreSQL comes back where it was: same data directory, same port.
    server = await startEmbeddedPostgres(dataDir, { role: 'server', port });
    await recovered(async () => expect((await t.get('/api/health')).status).toBe(200));
    expect(await listTotal(t)).toBe(2); // and now cached
    // Another instance's import reaches this app's caches only through its LISTEN connection.
    await importElsewhere(server.url);
    await recovered(async () => expect(await listTotal(t)).toBe(3));
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
    await recovered(async () => expect(await listTotal(t)).toBe(1));
    await importElsewhere(t.database.url);
    await recovered(async () => expect(await listTotal(t)).toBe(2));
    expect((await t.get('/api/health')).status).toBe(200);
  });
});
