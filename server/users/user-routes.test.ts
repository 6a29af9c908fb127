import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, users as userTable, userTiers } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'listed@example.com' });
  admin = await createUser(t, { email: 'root@example.com', tier: 'admin' });
});

const put = (path: string, body: unknown, as: TestUser) =>
  t.request(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...as.auth },
    body: JSON.stringify(body),
  });

describe('tiers', () => {
  it('gives a new user the basic tier and shows them their own tier record', async () => {
    const user = await createUser(t);
    const own = await t.get('/api/user-tier', { headers: user.auth });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      user_id: user.id,
      tier: 'basic',
      subscription_status: null,
      subscription_provider: null,
    });
    expect(Date.parse(own.body.data.created_at)).not.toBeNaN();
    expect(Date.parse(own.body.data.updated_at)).not.toBeNaN();
  });

  it("applies an admin's tier change on the user's next request", async () => {
    const user = await createUser(t);
    expect((await t.get('/api/admin/users', { headers: user.auth })).status).toBe(403);

    const promoted = await put(`/api/admin/users/${user.id}/tier`, { tier: 'admin' }, admin);
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ success: true, data: { user_id: user.id, tier: 'admin' } });
    expect((await t.get('/api/admin/users', { headers: user.auth })).status).toBe(200);
    expect((await t.get('/api/me', { headers: user.auth })).body.data).toMatchObject({
      tier: 'admin',
      isAdmin: true,
    });

    const demoted = await put(`/api/user-tier?user_id=${user.id}`, { tier: 'premium' }, admin);
    expect(demoted.body.data.tier).toBe('premium');
    expect((await t.get('/api/admin/users', { headers: user.auth })).status).toBe(403);
    expect((await t.get('/api/me', { headers: user.auth })).body.data.tier).toBe('premium');
  });

  it('makes admins of ADMIN_EMAILS addresses and of users whose metadata role is admin (docs/decisions/0009-admins.md)', async () => {
    const listed = await createUser(t, { email: 'listed@example.com' });
    const roled = await createUser(t, { role: 'admin' });
    for (const user of [listed, roled]) {
      const me = await t.get('/api/me', { headers: user.auth });
      expect(me.body.data).toMatchObject({ tier: 'admin', isAdmin: true });
      expect((await t.get('/api/admin/users', { headers: user.auth })).status).toBe(200);
    }
    const list = await t.get('/api/admin/users?tier=admin&limit=100', { headers: admin.auth });
    const ids = list.body.data.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([listed.id, roled.id, admin.id]));
  });

  it('answers a tier change for an unknown user with 404', async () => {
    const missing = await put(`/api/admin/users/${randomUUID()}/tier`, { tier: 'premium' }, admin);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'User not found', code: 'user_not_found' });
    const viaQuery = await put(`/api/user-tier?user_id=${randomUUID()}`, { tier: 'premium' }, admin);
    expect(viaQuery.status).toBe(404);
  });

  it('names the bad parameter in a 400', async () => {
    const gold = await put(`/api/admin/users/${admin.id}/tier`, { tier: 'gold' }, admin);
    expect(gold.status).toBe(400);
    expect(gold.body.code).toBe('invalid_input');
    expect(gold.body.error).toContain("'tier'");

    const page = await t.get('/api/admin/users?page=0', { headers: admin.auth });
    expect(page.status).toBe(400);
    expect(page.body.error).toContain("'page'");

    const limit = await t.get('/api/admin/users?limit=101', { headers: admin.auth });
    expect(limit.body.error).toContain("'limit'");

    const filter = await t.get('/api/users?tier=gold', { headers: admin.auth });
    expect(filter.status).toBe(400);
    expect(filter.body.error).toContain("'tier'");

    const userId = await t.get('/api/user-tier?user_id=42', { headers: admin.auth });
    expect(userId.status).toBe(400);
    expect(userId.body.error).toContain("'user_id'");

    const id = await put('/api/admin/users/not-a-uuid/tier', { tier: 'basic' }, admin);
    expect(id.status).toBe(400);
    expect(id.body.error).toContain("'id'");
  });
});

describe('GET /api/admin/users', () => {
  it('pages through users newest first, filters by tier and counts each tier', async () => {
    const app = await createTestApp();
    const boss = await createUser(app, { tier: 'admin' });
    const made: TestUser[] = [];
    for (const tier of ['basic', 'premium', 'basic', 'premium', 'basic'] as const) {
      made.push(await createUser(app, { tier }));
    }
    await app.database.db
      .update(userTiers)
      .set({ subscriptionStatus: 'active', subscriptionProvider: 'manual' })
      .where(eq(userTiers.userId, made[1]?.id ?? ''));

    const first = await app.get('/api/admin/users?page=1&limit=4', { headers: boss.auth });
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 4, total: 6, hasMore: true });
    expect(first.body.counts).toEqual({ all: 6, admin: 1, premium: 2, basic: 3 });
    const newestFirst = [...made].reverse().map((u) => u.id);
    expect(first.body.data.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(0, 4));
    expect(first.body.data[0]).toEqual({
      id: made[4]?.id,
      email: made[4]?.email,
      name: null,
      tier: 'basic',
      subscription_status: null,
      subscription_provider: null,
      created_at: expect.any(String),
    });

    const second = await app.get('/api/admin/users?page=2&limit=4', { headers: boss.auth });
    expect(second.body.pagination).toEqual({ page: 2, limit: 4, total: 6, hasMore: false });
    expect(second.body.data.map((u: { id: string }) => u.id)).toEqual([made[0]?.id, boss.id]);

    const premium = await app.get('/api/admin/users?tier=premium', { headers: boss.auth });
    expect(premium.body.pagination).toEqual({ page: 1, limit: 50, total: 2, hasMore: false });
    expect(premium.body.counts).toEqual({ all: 6, admin: 1, premium: 2, basic: 3 });
    expect(premium.body.data.map((u: { id: string }) => u.id)).toEqual([made[3]?.id, made[1]?.id]);
    expect(premium.body.data[1]).toMatchObject({
      subscription_status: 'active',
      subscription_provider: 'manual',
    });

    const same = await app.get('/api/users?tier=premium', { headers: boss.auth });
    expect(same.body).toEqual(premium.body);
  });
});

describe('demo accounts', () => {
  it('seeds one account per tier, idempotently, keeping tiers an admin changed', async () => {
    const app = await createTestApp();
    await seedDemoAccounts(app.database.db);
    await seedDemoAccounts(app.database.db);
    const rows = await app.database.db
      .select({ email: userTable.email, tier: userTiers.tier })
      .from(userTable)
      .innerJoin(userTiers, eq(userTiers.userId, userTable.id));
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      DEMO_ACCOUNTS.map(({ email, tier }) => ({ email, tier })).sort((a, b) =>
        a.email.localeCompare(b.email),
      ),
    );

    const [basic] = await app.database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.email, 'basic@hookshelf.local'));
    await app.database.db
      .update(userTiers)
      .set({ tier: 'premium' })
      .where(eq(userTiers.userId, basic?.id ?? ''));
    await seedDemoAccounts(app.database.db);
    const [after] = await app.database.db
      .select({ tier: userTiers.tier })
      .from(userTiers)
      .where(eq(userTiers.userId, basic?.id ?? ''));
    expect(after?.tier).toBe('premium');
  });
});

describe('POST /api/events and the signed-in sender', () => {
  it('records the user of the session, never a user id from the body', async () => {
    const user = await createUser(t);
    const send = (headers: Record<string, string>) =>
      t.request('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ events: [{ type: 'page_view', path: '/me', user_id: admin.id }] }),
      });
    expect((await send(user.auth)).status).toBe(202);
    expect((await send({})).status).toBe(202);
    const rows = await t.database.db
      .select({ userId: events.userId })
      .from(events)
      .where(eq(events.path, '/me'));
    expect(rows.map((row) => row.userId).sort()).toEqual([user.id, null].sort());
  });
});
