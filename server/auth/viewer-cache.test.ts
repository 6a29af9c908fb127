import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LibraryChanges, VIEWERS_CHANNEL } from '../db/library-changes';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { createUser } from '../test/users';
import type { Viewer } from './access';
import { type ReadViewer, ViewerCache } from './viewer-cache';

const viewer: Viewer = { id: 'u1', email: 'a@example.com', name: null, tier: 'premium', isAdmin: false };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('the callers kept between requests', () => {
  let changes: LibraryChanges;
  let cache: ViewerCache;
  let reads: number;
  /** Makes a change the trigger announces, and waits until the cache has heard it. */
  let changed: () => Promise<void>;
  const read = async (): Promise<ReadViewer> => {
    reads += 1;
    return { viewer, expiresAt: inAnHour() };
  };

  beforeAll(async () => {
    const database = await createTestDatabase();
    changes = new LibraryChanges(database.url, VIEWERS_CHANNEL);
    await changes.listen();
    cache = new ViewerCache(changes);
    // The trigger of migration 0021 announces a change to the tables a caller is read from.
    changed = async () => {
      await database.pool.query(`UPDATE "user" SET name = name WHERE false`);
      await cache.caughtUp();
    };
  });
  afterAll(() => cache.close());

  it('reads a credential once, and each credential for itself', async () => {
    reads = 0;
    expect(await cache.resolve('Bearer one', read)).toEqual(viewer);
    expect(await cache.resolve('Bearer one', read)).toEqual(viewer);
    expect(reads).toBe(1);
    await cache.resolve('Bearer two', read);
    expect(reads).toBe(2);
  });

  it('reads again after a session, user or tier changed anywhere (the trigger announces it)', async () => {
    await cache.resolve('Bearer three', read);
    reads = 0;
    await changed();
    await cache.resolve('Bearer three', read);
    expect(reads).toBe(1);
  });

  it('does not keep a read that a change overlapped, nor a session that has ended, nor an unknown credential', async () => {
    reads = 0;
    const overlapped = async () => {
      reads += 1;
      cache.changed();
      return { viewer, expiresAt: inAnHour() };
    };
    await cache.resolve('Bearer four', overlapped);
    await cache.resolve('Bearer four', overlapped);
    expect(reads).toBe(2);

    const ended = async () => {
      reads += 1;
      return { viewer, expiresAt: new Date(Date.now() - 1000) };
    };
    await cache.resolve('Bearer five', ended);
    await cache.resolve('Bearer five', ended);
    expect(reads).toBe(4);

    const unknown = async () => {
      reads += 1;
      return null;
    };
    expect(await cache.resolve('Bearer six', unknown)).toBeNull();
    expect(await cache.resolve('Bearer six', unknown)).toBeNull();
    expect(reads).toBe(6);
  });

  it('keeps nothing and serves nothing kept while it cannot hear changes', async () => {
    await cache.resolve('Bearer seven', read);
    reads = 0;
    await changes.close();
    await cache.resolve('Bearer seven', read);
    await cache.resolve('Bearer seven', read);
    expect(reads).toBe(2);
  });
});

describe('a signed-in caller over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('is read once for many requests', async () => {
    const user = await createUser(t);
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    for (let i = 0; i < 3; i++) expect((await t.get('/api/me', { headers: user.auth })).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    getSession.mockRestore();
  });

  it('has a tier an admin sets from its next request, on this instance at once', async () => {
    const admin = await createUser(t, { tier: 'admin' });
    const user = await createUser(t);
    expect((await t.get('/api/feed?tab=trending', { headers: user.auth })).status).toBe(403);
    const set = await sendJson(t, admin, 'PUT', `/api/admin/users/${user.id}/tier`, { tier: 'premium' });
    expect(set.status).toBe(200);
    expect((await t.get('/api/me', { headers: user.auth })).body.data.tier).toBe('premium');
    expect((await t.get('/api/feed?tab=trending', { headers: user.auth })).status).toBe(200);
  });

  it('loses a session revoked in the database by another instance or by hand, once the change is heard', async () => {
    const user = await createUser(t);
    expect((await t.get('/api/me', { headers: user.auth })).status).toBe(200);
    await t.database.pool.query('DELETE FROM session WHERE user_id = $1', [user.id]);
    await t.app.viewers.caughtUp();
    expect((await t.get('/api/me', { headers: user.auth })).status).toBe(401);
  });

  it('has a tier changed in the database from the next request once the change is heard', async () => {
    const user = await createUser(t);
    expect((await t.get('/api/me', { headers: user.auth })).body.data.tier).toBe('basic');
    await t.database.pool.query(
      `INSERT INTO user_tiers (user_id, tier) VALUES ($1, 'premium')
       ON CONFLICT (user_id) DO UPDATE SET tier = 'premium'`,
      [user.id],
    );
    await t.app.viewers.caughtUp();
    expect((await t.get('/api/me', { headers: user.auth })).body.data.tier).toBe('premium');
  });
});
