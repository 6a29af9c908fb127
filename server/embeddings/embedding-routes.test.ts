import { beforeAll, describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { TestEmbeddingProvider } from '../test/test-embedding-provider';
import { createUser, type TestUser } from '../test/users';

/** The app with a test provider, by default with automatic runs off so each start is the test's own. */
function createAppWithProvider(
  provider: TestEmbeddingProvider,
  embeddingJob: { automatic?: boolean; debounceMs?: number } = { automatic: false },
): Promise<TestApp> {
  return createTestApp({}, { embeddingProvider: provider, embeddingJob: { pageSize: 2, ...embeddingJob } });
}

const generate = (t: TestApp, user: TestUser) =>
  t.request('/api/embeddings/generate', {
    method: 'POST',
    headers: { ...user.auth, 'content-type': 'application/json' },
    body: '{}',
  });

describe('embeddings on', () => {
  const provider = new TestEmbeddingProvider();
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createAppWithProvider(provider);
    admin = await createUser(t, { tier: 'admin' });
    await t.createVideos([1, 2, 3, 4, 5].map((id) => videoRecord({ id })));
  });

  it('starts the job in the background, refuses a second start while it runs, and reports its progress', async () => {
    const held = provider.holdAt(2);
    const started = await generate(t, admin);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      success: true,
      data: {
        isRunning: true,
        progress: 0,
        total: 5,
        processed: 0,
        message: 'Embedding 5 videos',
        error: null,
      },
    });

    await held.reached;
    const again = await generate(t, admin);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('embedding_job_running');
    const running = await t.get('/api/embeddings/status', { headers: admin.auth });
    expect(running.body.data).toMatchObject({ isRunning: true, total: 5, processed: 2, progress: 40 });

    held.release();
    await expect
      .poll(async () => (await t.get('/api/embeddings/status', { headers: admin.auth })).body.data)
      .toEqual({
        isRunning: false,
        progress: 100,
        total: 5,
        processed: 5,
        message: 'Embedded 5 videos',
        error: null,
      });
    expect(provider.embedded).toHaveLength(5);
  });

  it('embeds only what changed on the next start', async () => {
    await t.createVideos([videoRecord({ id: 3, caption: 'Cutting grocery spending in half' })]);
    expect((await generate(t, admin)).body.data).toMatchObject({ total: 1, isRunning: true });
    await expect
      .poll(async () => (await t.get('/api/embeddings/status', { headers: admin.auth })).body.data.message)
      .toBe('Embedded 1 video');
    expect(provider.embedded).toHaveLength(6);
  });
});

describe('automatic runs in the app', () => {
  it('embeds imported videos by itself, after each import, with nobody asking', async () => {
    const provider = new TestEmbeddingProvider();
    const t = await createAppWithProvider(provider, { debounceMs: 100 });
    const admin = await createUser(t, { tier: 'admin' });
    const message = async () =>
      (await t.get('/api/embeddings/status', { headers: admin.auth })).body.data.message;
    await t.createVideos([videoRecord({ id: 1 }), videoRecord({ id: 2 })]);
    await expect.poll(() => provider.embedded.length, { timeout: 10_000 }).toBe(2);
    // That run has ended before the next import (else the same run would take the third video too).
    await expect.poll(message, { timeout: 10_000 }).toBe('Embedded 2 videos');

    await t.createVideos([videoRecord({ id: 3 })]);
    await expect.poll(() => provider.embedded.length, { timeout: 10_000 }).toBe(3);
    await expect.poll(message, { timeout: 10_000 }).toBe('Embedded 1 video');
  });
});

describe('embeddings off', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { tier: 'admin' });
  });

  it('refuses to start with embeddings_off and still answers the status', async () => {
    const refused = await generate(t, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('embeddings_off');
    const status = await t.get('/api/embeddings/status', { headers: admin.auth });
    expect(status.status).toBe(200);
    expect(status.body.data).toEqual({
      isRunning: false,
      progress: 0,
      total: 0,
      processed: 0,
      message: null,
      error: null,
    });
  });
});
