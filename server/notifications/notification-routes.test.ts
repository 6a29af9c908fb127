import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_RETENTION_DAYS } from '../../shared/contracts/notifications';
import { prepareRecords, writeVideoBatch } from '../library-import/import-videos';
import { videoRecord } from '../test/factories';
import { fannedOut, importAsCli, notificationsOf } from '../test/notification-fixtures';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { pruneNotifications } from './notification-repository';

let t: TestApp;
let reader: TestUser;
let other: TestUser;
let nextId = 1;

const send = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  sendJson(t, user, method, path, body);

/** An import of `count` videos by the creator: one notification for each of their followers. */
const importBy = async (handle: string, count: number) => {
  await importAsCli(
    t.database,
    Array.from({ length: count }, () => videoRecord({ id: nextId++, author_username: handle })),
  );
  await fannedOut(t.database);
};

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([
    videoRecord({ id: nextId++, author_username: 'glow.lab' }),
    videoRecord({ id: nextId++, author_username: 'crumb.club' }),
  ]);
  reader = await createUser(t, { tier: 'premium' });
  other = await createUser(t, { tier: 'admin' });
  for (const [user, value] of [
    [reader, 'glow.lab'],
    [reader, 'crumb.club'],
    [other, 'glow.lab'],
  ] as const) {
    expect((await send(user, 'POST', '/api/follows', { kind: 'creator', value })).status).toBe(201);
  }
  await importBy('glow.lab', 2);
  await importBy('crumb.club', 1);
  await importBy('glow.lab', 3);
});

describe('GET /api/notifications', () => {
  it("lists the caller's own notifications, most recent first, with how many are unread", async () => {
    const mine = await notificationsOf(t, reader);
    expect(mine.unread).toBe(3);
    expect(mine.data.map((n) => [n.text, n.read])).toEqual([
      ['3 new videos from @glow.lab', false],
      ['1 new video from @crumb.club', false],
      ['2 new videos from @glow.lab', false],
    ]);
    const theirs = await notificationsOf(t, other);
    expect(theirs.data.map((n) => n.text)).toEqual([
      '3 new videos from @glow.lab',
      '2 new videos from @glow.lab',
    ]);
    const ids = new Set(mine.data.map((n) => n.id));
    expect(theirs.data.some((n) => ids.has(n.id))).toBe(false);
  });

  it('answers a visitor 401 and a basic user 403 on every notification route', async () => {
    const basic = await createUser(t);
    const calls = [
      ['GET', '/api/notifications', undefined],
      ['POST', '/api/notifications/read', undefined],
      ['POST', '/api/notifications/read', { ids: [] }],
    ] as const;
    for (const [method, path, body] of calls) {
      const visitor = await send(null, method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const refused = await send(basic, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the named notifications read and answers how many are left', async () => {
    const [newest] = (await notificationsOf(t, reader)).data;
    const marked = await send(reader, 'POST', '/api/notifications/read', { ids: [newest?.id] });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ success: true, data: { unread: 2 } });
    const after = await notificationsOf(t, reader);
    expect(after.unread).toBe(2);
    expect(after.data.map((n) => n.read)).toEqual([true, false, false]);
  });

  it("marks nothing of another user's", async () => {
    const [theirs] = (await notificationsOf(t, other)).data;
    const marked = await send(reader, 'POST', '/api/notifications/read', { ids: [theirs?.id] });
    expect(marked.status).toBe(200);
    expect((await notificationsOf(t, other)).data[0]?.read).toBe(false);
  });

  it('names what is wrong with bad ids', async () => {
    const bad = await send(reader, 'POST', '/api/notifications/read', { ids: ['nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_input');
    expect(bad.body.error).toContain('ids');
    const empty = await send(reader, 'POST', '/api/notifications/read', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toContain('leave it out to mark all');
  });

  it('marks all of them read without ids, with or without a body', async () => {
    expect((await send(reader, 'POST', '/api/notifications/read', {})).body.data).toEqual({ unread: 0 });
    expect((await notificationsOf(t, reader)).data.every((n) => n.read)).toBe(true);
    const bodiless = await send(other, 'POST', '/api/notifications/read');
    expect(bodiless.body.data).toEqual({ unread: 0 });
  });

  it('makes a notification unread again when a later batch of its import adds to it', async () => {
    const [read] = (await notificationsOf(t, reader)).data;
    expect(read?.read).toBe(true);
    const { rows } = await t.database.db.execute<{ change_id: string }>(
      sql`SELECT change_id FROM notifications WHERE id = ${read?.id}`,
    );
    // A later batch of the same import, written as the import writes its batches.
    const { videos } = prepareRecords([
      { position: 'index 0', value: videoRecord({ id: nextId++, author_username: 'glow.lab' }) },
    ]);
    await writeVideoBatch(t.database.db, videos, [null], {
      changeId: rows[0]?.change_id ?? '',
      source: 'import',
    });
    await fannedOut(t.database);
    const after = await notificationsOf(t, reader);
    expect(after.unread).toBe(1);
    expect(after.data[0]).toMatchObject({ id: read?.id, text: '4 new videos from @glow.lab', read: false });
  });
});

describe('pruning', () => {
  it(`deletes notifications made more than ${NOTIFICATION_RETENTION_DAYS} days ago`, async () => {
    const before = (await notificationsOf(t, reader)).data;
    const oldest = before[before.length - 1];
    await t.database.db.execute(sql`UPDATE notifications
      SET created_at = now() - make_interval(days => ${NOTIFICATION_RETENTION_DAYS + 1}) WHERE id = ${oldest?.id}`);
    expect(await pruneNotifications(t.database.db, NOTIFICATION_RETENTION_DAYS)).toBe(1);
    const after = (await notificationsOf(t, reader)).data;
    expect(after.map((n) => n.id)).toEqual(before.slice(0, -1).map((n) => n.id));
  });
});
