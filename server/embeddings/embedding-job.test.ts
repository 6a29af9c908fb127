import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database, migrateDatabase } from '../db/database';
import { makeTempDataDir, startEmbeddedPostgres } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import { createVideos, videoRecord } from '../test/factories';
import { createTestDatabase } from '../test/test-database';
import { TestEmbeddingProvider } from '../test/test-embedding-provider';
import { ALL_EMBEDDED, type EmbeddingJobOptions, EmbeddingJobRunner } from './embedding-job';
import { countStaleVideos, vectorFromBytes } from './embedding-store';

let database: Database;
let nextId = 1;

beforeEach(async () => {
  database = await createTestDatabase();
});

const runner = (provider: TestEmbeddingProvider | null, options: Partial<EmbeddingJobOptions> = {}) =>
  new EmbeddingJobRunner({ db: database.db, provider, pageSize: 4, pauseMs: 0, ...options });

/** Puts `n` videos into the library through the import; answers their ids. */
async function addVideos(n: number, overrides: Record<string, unknown> = {}): Promise<number[]> {
  const records = Array.from({ length: n }, () => videoRecord({ id: nextId++, ...overrides }));
  await createVideos(database.db, records);
  return records.map((r) => r.id as number);
}

async function storedEmbeddings() {
  const { rows } = await database.db.execute<{
    video_id: number;
    model: string;
    dimension: number;
    vector: Buffer;
    current: boolean;
  }>(sql`
    SELECT e.video_id, e.model, e.dimension, e.vector, e.text_hash = v.embedding_source_hash AS current
    FROM video_embeddings e JOIN videos v ON v.id = e.video_id ORDER BY e.video_id`);
  return rows;
}

describe('the embedding job', () => {
  it('embeds every video once, as unit-length float32 vectors, and says how many', async () => {
    const ids = await addVideos(6);
    const provider = new TestEmbeddingProvider();
    const status = await runner(provider).runToEnd();

    expect(status).toEqual({
      isRunning: false,
      progress: 100,
      total: 6,
      processed: 6,
      message: 'Embedded 6 videos',
      error: null,
    });
    expect(provider.embedded).toHaveLength(6);
    const stored = await storedEmbeddings();
    expect(stored.map((row) => row.video_id)).toEqual(ids);
    for (const row of stored) {
      expect(row).toMatchObject({ model: provider.model, dimension: 64, current: true });
      const vector = vectorFromBytes(row.vector);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    }
    // The stored bytes are exactly the provider's vector for the video's public text, little-endian.
    const [first] = provider.embedded;
    expect(first).toContain('Weeknight dinner idea');
    expect(Array.from(vectorFromBytes(stored[0]?.vector as Buffer))).toEqual(
      Array.from(await provider.embedQuery(first as string)),
    );
  });

  it('re-embeds only the video whose public text changed', async () => {
    const ids = await addVideos(5);
    const provider = new TestEmbeddingProvider();
    await runner(provider).runToEnd();
    expect(provider.embedded).toHaveLength(5);

    // A new caption through the import path; the same record again changes nothing.
    await createVideos(database.db, [
      videoRecord({ id: ids[2], caption: 'Grocery swaps that halve the bill' }),
    ]);
    await createVideos(database.db, [videoRecord({ id: ids[3] })]);
    const status = await runner(provider).runToEnd();

    expect(status.message).toBe('Embedded 1 video');
    expect(provider.embedded).toHaveLength(6);
    expect(provider.embedded[5]).toContain('Grocery swaps that halve the bill');
    expect((await storedEmbeddings()).every((row) => row.current)).toBe(true);
  });

  it('does not re-embed a video when only its gated analysis changed', async () => {
    const [id] = await addVideos(1);
    const provider = new TestEmbeddingProvider();
    await runner(provider).runToEnd();
    await createVideos(database.db, [videoRecord({ id, transcript: 'A different transcript altogether' })]);

    expect(await countStaleVideos(database.db, provider.model)).toBe(0);
    expect((await runner(provider).runToEnd()).message).toBe(ALL_EMBEDDED);
    expect(provider.embedded).toHaveLength(1);
  });

  it('makes every vector stale when the model changes', async () => {
    await addVideos(5);
    await runner(new TestEmbeddingProvider('model-a')).runToEnd();
    expect(await countStaleVideos(database.db, 'model-a')).toBe(0);
    expect(await countStaleVideos(database.db, 'model-b')).toBe(5);

    const next = new TestEmbeddingProvider('model-b');
    await runner(next).runToEnd();
    expect(next.embedded).toHaveLength(5);
    expect((await storedEmbeddings()).map((row) => row.model)).toEqual(Array(5).fill('model-b'));
  });

  it('reports progress while it runs', async () => {
    await addVideos(10);
    const provider = new TestEmbeddingProvider();
    const held = provider.holdAt(2);
    const job = runner(provider);
    const started = await job.start();
    expect(started).toMatchObject({ isRunning: true, total: 10, processed: 0, progress: 0 });

    await held.reached;
    // Another instance reading the row sees the same.
    expect(await runner(null).status()).toEqual({
      isRunning: true,
      progress: 40,
      total: 10,
      processed: 4,
      message: 'Embedding videos: 4 of 10',
      error: null,
    });
    held.release();
    await job.settled();
    expect(await job.status()).toMatchObject({ isRunning: false, progress: 100, processed: 10 });
  });

  it('records a failure, and the next run resumes without redoing finished videos', async () => {
    await addVideos(10);
    const failing = new TestEmbeddingProvider();
    failing.failAt(2);
    const failed = await runner(failing).runToEnd();
    expect(failed).toMatchObject({
      isRunning: false,
      processed: 4,
      message: 'Failed after 4 videos',
      error: 'test provider failed at call 2',
    });
    expect(await storedEmbeddings()).toHaveLength(4);

    const provider = new TestEmbeddingProvider();
    const resumed = await runner(provider).runToEnd();
    expect(resumed).toMatchObject({ total: 6, processed: 6, message: 'Embedded 6 videos', error: null });
    expect(provider.embedded).toHaveLength(6);
    expect(await storedEmbeddings()).toHaveLength(10);
  });

  it('lets another instance take over a run whose lease lapsed, and the first writes nothing more', async () => {
    await addVideos(10);
    const crashed = new TestEmbeddingProvider();
    const held = crashed.holdAt(2);
    const first = runner(crashed, { holder: 'instance-a' });
    await first.start();
    await held.reached;

    // While the lease is live nobody else may start.
    const second = runner(new TestEmbeddingProvider(), { holder: 'instance-b' });
    await expect(second.start()).rejects.toMatchObject({ code: 'embedding_job_running' });
    // Instance A stops renewing (it hangs, or died): its lease runs out.
    await database.db.execute(sql`UPDATE embedding_job SET lease_until = now() - interval '1 second'`);
    expect(await second.status()).toMatchObject({
      isRunning: false,
      message: 'Interrupted after 4 of 10 videos; the next run resumes it',
    });

    const takeover = new TestEmbeddingProvider();
    const resumed = await runner(takeover, { holder: 'instance-b' }).runToEnd();
    expect(resumed).toMatchObject({ processed: 6, message: 'Embedded 6 videos' });
    expect(takeover.embedded).toHaveLength(6);

    // Instance A wakes up: it no longer holds the job, so it stops without writing or touching the status.
    held.release();
    await first.settled();
    expect(await first.status()).toMatchObject({ isRunning: false, message: 'Embedded 6 videos' });
    const { rows } = await database.db.execute<{ holder: string }>(sql`SELECT holder FROM embedding_job`);
    expect(rows[0]?.holder).toBe('instance-b');
    expect(await storedEmbeddings()).toHaveLength(10);
  });

  it('never runs on two instances at once', async () => {
    await addVideos(3);
    const [providerA, providerB] = [new TestEmbeddingProvider(), new TestEmbeddingProvider()];
    // Both would hold on their first page, so a run that got the job is still running when the other asks.
    const holds = [providerA.holdAt(1), providerB.holdAt(1)];
    const a = runner(providerA, { holder: 'instance-a' });
    const b = runner(providerB, { holder: 'instance-b' });
    const results = await Promise.allSettled([a.start(), b.start()]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'embedding_job_running' });
    for (const hold of holds) hold.release();
    await Promise.all([a.settled(), b.settled()]);
    expect(providerA.embedded.length + providerB.embedded.length).toBe(3);
    expect(await storedEmbeddings()).toHaveLength(3);
  });

  it('gives the lease up on close, so another instance resumes at once', async () => {
    await addVideos(12);
    const provider = new TestEmbeddingProvider();
    const held = provider.holdAt(2);
    const first = runner(provider, { holder: 'instance-a' });
    await first.start();
    await held.reached;
    // The page being embedded is finished and written; then the run stops and lets go.
    const closing = first.close();
    held.release();
    await closing;
    expect(await storedEmbeddings()).toHaveLength(8);

    const other = new TestEmbeddingProvider();
    const status = await runner(other, { holder: 'instance-b' }).runToEnd();
    expect(status.message).toBe('Embedded 4 videos');
    expect(other.embedded).toHaveLength(4);
  });

  it('refuses to start without a provider (embeddings off)', async () => {
    await expect(runner(null).start()).rejects.toMatchObject({ code: 'embeddings_off' });
  });
});

describe('automatic runs', () => {
  const changes = { generation: 0 };

  it('runs at start when videos need vectors, and again after the library changes', async () => {
    await addVideos(3);
    const provider = new TestEmbeddingProvider();
    const job = runner(provider, { debounceMs: 50 });
    job.watch(changes);
    await expect.poll(() => provider.embedded.length).toBe(3);
    await job.settled();

    await addVideos(2);
    changes.generation += 1;
    await expect.poll(() => provider.embedded.length, { timeout: 5_000 }).toBe(5);
    await job.settled();
    await job.close();
    expect(await job.status()).toMatchObject({ message: 'Embedded 2 videos' });
  });

  it('skips, without failing, when another instance holds the job', async () => {
    await addVideos(3);
    const provider = new TestEmbeddingProvider();
    const held = provider.holdAt(1);
    const holder = runner(provider, { holder: 'instance-a' });
    await holder.start();
    await held.reached;

    const other = runner(new TestEmbeddingProvider(), { holder: 'instance-b' });
    expect(await other.startAutomatically('test')).toBe(false);
    held.release();
    await holder.settled();
    // Nothing left to do: an automatic run leaves the last run's report alone.
    expect(await other.startAutomatically('test')).toBe(false);
    expect(await other.status()).toMatchObject({ message: 'Embedded 3 videos' });
  });

  it('waits out a database outage mid-run and goes on where it was, without an unhandled rejection', async () => {
    // A server of its own, so it can go away and come back on the same port (issue 31).
    const dataDir = await makeTempDataDir('hookshelf-job-outage-');
    let server = await startEmbeddedPostgres(dataDir, { role: 'server' });
    const port = Number(new URL(server.url).port);
    const own = connectDatabase(server.url, { max: 4 });
    onCleanup(async () => {
      await own.close().catch(() => {});
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    await migrateDatabase(own);
    await createVideos(
      own.db,
      Array.from({ length: 10 }, () => videoRecord({ id: nextId++ })),
    );
    const waiting: string[] = [];
    let noticed!: () => void;
    const outageNoticed = new Promise<void>((resolve) => {
      noticed = resolve;
    });
    const log = {
      info: () => {},
      warn: (_details: object, message: string) => {
        waiting.push(message);
        if (message === 'embedding job waits for the database') noticed();
      },
    };
    const provider = new TestEmbeddingProvider();
    const held = provider.holdAt(2);
    const job = new EmbeddingJobRunner({ db: own.db, provider, pageSize: 4, pauseMs: 0, log });
    await job.start();
    await held.reached;

    // The database goes while the second page is being embedded; its write finds it gone.
    await server.stop();
    held.release();
    // The run waits for the database (rather than ending) until it is back.
    await Promise.race([outageNoticed, job.settled()]);
    expect(waiting).toContain('embedding job waits for the database');
    server = await startEmbeddedPostgres(dataDir, { role: 'server', port });

    await job.settled();
    expect(await job.status()).toMatchObject({
      isRunning: false,
      processed: 10,
      message: 'Embedded 10 videos',
      error: null,
    });
    expect(waiting.filter((message) => message !== 'embedding job waits for the database')).toEqual([]);
    // Where it was: the first page was not embedded again; the second, cut off, was embedded once more.
    expect(provider.embedded).toHaveLength(14);
    expect(provider.embedded.slice(8, 12)).toEqual(provider.embedded.slice(4, 8));
    const { rows } = await own.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM video_embeddings`,
    );
    expect(rows).toEqual([{ n: 10 }]);
  }, 60_000);
});
