import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedVideo } from '../../shared/contracts/feed';
import { follows, notifications } from '../db/schema';
import { videoRecord } from '../test/factories';
import { fannedOut, importAsCli, notificationsOf } from '../test/notification-fixtures';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let admin: TestUser;

const analysis = (...topics: string[]) => ({
  topics: topics.map((match) => ({ match })),
  concepts: [{ match: 'Transformation' }],
  elements: [{ match: 'Text Hook' }],
  accountTypes: [{ match: 'Personal Brand / Creator' }],
  format: { match: 'Tutorial / How-To' },
});
const video = (id: number, topics: string[], extra: Record<string, unknown> = {}) =>
  videoRecord({ id, db_analysis: analysis(...topics), author_username: 'someone.else', ...extra });

const send = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  sendJson(t, user, method, path, body);
const followAs = async (user: TestUser, body: unknown) => {
  const answer = await send(user, 'POST', '/api/follows', body);
  expect(answer.status).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { tier: 'admin' });
  await t.createVideos([
    video(1, ['Skincare'], { author_username: 'glow.lab' }),
    video(2, ['Cooking']),
    video(3, ['Baking']),
  ]);
  const view = await send(admin, 'POST', '/api/views/public', {
    name: 'Bread and butter',
    slug: 'bread-and-butter',
    tag_filter: 'Baking',
  });
  expect(view.status).toBe(201);
  await fannedOut(t.database);
});

describe('notifications: fan-out of an import', () => {
  let fan: TestUser;
  let cook: TestUser;
  let basic: TestUser;

  beforeAll(async () => {
    fan = await createUser(t, { tier: 'premium' });
    await followAs(fan, { kind: 'topic', value: 'skincare' });
    await followAs(fan, { kind: 'creator', value: '@Glow.Lab' });
    await followAs(fan, { kind: 'view', value: 'bread-and-butter' });
    await followAs(fan, { kind: 'search', value: 'spf' });
    cook = await createUser(t, { tier: 'premium' });
    await followAs(cook, { kind: 'topic', value: 'Cooking' });
    await followAs(admin, { kind: 'topic', value: 'Skincare' });
    // A user moved to basic keeps their follows; they are not told (and could not read it).
    basic = await createUser(t);
    await t.database.db.insert(follows).values({ userId: basic.id, kind: 'topic', value: 'Skincare' });
  });

  it('makes one notification per follower for an import of several batches, counting each video once', async () => {
    await importAsCli(
      t.database,
      [
        video(101, ['Skincare'], { author_username: 'glow.lab', simple_description: 'Daily SPF routine' }),
        video(102, ['Skincare']),
        video(103, ['Skincare']),
        video(104, ['Baking'], { author_username: 'glow.lab' }),
        video(105, ['Gardening']),
        video(106, ['Skincare']),
        video(107, ['Baking']),
      ],
      2,
    );
    await fannedOut(t.database);

    const mine = await notificationsOf(t, fan);
    expect(mine.unread).toBe(1);
    expect(mine.data).toHaveLength(1);
    const [notification] = mine.data;
    expect(notification).toMatchObject({
      text: '6 new videos in Skincare and 3 more',
      video_count: 6,
      read: false,
      follows: [
        { kind: 'topic', label: 'Skincare', count: 4 },
        { kind: 'creator', label: '@glow.lab', count: 2 },
        { kind: 'view', label: 'Bread and butter', count: 2 },
        { kind: 'search', label: "your search 'spf'", count: 1 },
      ],
    });
    expect(notification?.videos.map((v) => v.id)).toEqual([101, 102, 103]);
    expect(notification?.videos[0]?.title).toBe('Daily SPF routine from glow.lab');

    // The Feed lists the same new videos for the same follows.
    const feed = await send(fan, 'GET', '/api/feed?tab=following&limit=100');
    const newInFeed = (feed.body.data as FeedVideo[]).map((v) => v.id).filter((id) => id > 100);
    expect(newInFeed.sort()).toEqual([101, 102, 103, 104, 106, 107]);

    expect((await notificationsOf(t, admin)).data.map((n) => n.text)).toEqual(['4 new videos in Skincare']);
    expect((await notificationsOf(t, cook)).data).toEqual([]);
    const basicRows = await t.database.db.execute(
      sql`SELECT 1 FROM ${notifications} WHERE user_id = ${basic.id}`,
    );
    expect(basicRows.rows).toEqual([]);
  });

  it('tells no one of videos an import only updates', async () => {
    const before = (await notificationsOf(t, fan)).data;
    await importAsCli(t.database, [video(102, ['Skincare'], { views: 99_000 })]);
    await fannedOut(t.database);
    expect((await notificationsOf(t, fan)).data).toEqual(before);
  });

  it('tells followers of videos the admin import call adds, in a notification of its own', async () => {
    const imported = await send(admin, 'POST', '/api/admin/import', [video(201, ['Skincare'])]);
    expect(imported.status).toBe(200);
    await fannedOut(t.database);
    const mine = await notificationsOf(t, fan);
    expect(mine.data.map((n) => n.text)).toEqual([
      '1 new video in Skincare',
      '6 new videos in Skincare and 3 more',
    ]);
    expect(mine.data[0]?.videos).toEqual([{ id: 201, title: 'Weeknight dinner idea 201 from someone.else' }]);
  });
});

describe('notifications: fan-out of a taxonomy merge', () => {
  it("tells the followers of the entry that gained videos, not those who followed the merged entry's name", async () => {
    const skincareFan = await createUser(t, { tier: 'premium' });
    await followAs(skincareFan, { kind: 'topic', value: 'Skincare' });
    const serumFan = await createUser(t, { tier: 'premium' });
    await importAsCli(t.database, [
      video(301, ['Serums']),
      video(302, ['Serums', 'Skincare']),
      video(303, ['Serums']),
    ]);
    await followAs(serumFan, { kind: 'topic', value: 'Serums' });
    const both = await createUser(t, { tier: 'premium' });
    await followAs(both, { kind: 'topic', value: 'Serums' });
    await followAs(both, { kind: 'topic', value: 'Skincare' });
    await fannedOut(t.database);
    const before = {
      skincareFan: (await notificationsOf(t, skincareFan)).data.length,
      serumFan: (await notificationsOf(t, serumFan)).data.length,
      both: (await notificationsOf(t, both)).data.length,
    };

    const ids = await t.database.db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM topics WHERE name IN ('Serums', 'Skincare')`,
    );
    const id = (name: string) => ids.rows.find((row) => row.name === name)?.id;
    const merged = await send(admin, 'POST', `/api/admin/taxonomies/topics/${id('Serums')}/merge`, {
      into_id: id('Skincare'),
    });
    expect(merged.status).toBe(200);
    await fannedOut(t.database);

    const told = await notificationsOf(t, skincareFan);
    expect(told.data).toHaveLength(before.skincareFan + 1);
    expect(told.data[0]).toMatchObject({ text: '2 new videos in Skincare', video_count: 2 });
    expect(told.data[0]?.videos.map((v) => v.id)).toEqual([301, 303]);
    expect((await notificationsOf(t, serumFan)).data).toHaveLength(before.serumFan);
    expect((await notificationsOf(t, both)).data).toHaveLength(before.both);
  });
});

describe('notifications: several instances', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.app.close();
  });

  it('fans out once across instances, and another takes over from one that died holding the lease', async () => {
    const database = await createTestDatabase();
    // The lease of an instance that crashed a moment ago: the live ones wait for it to lapse.
    await database.db.execute(sql`INSERT INTO worker_leases (name, holder, lease_until)
      VALUES ('notification-fanout', 'crashed-instance', now() + interval '1 second')`);
    for (const holder of ['instance-a', 'instance-b']) {
      apps.push(
        await createTestApp(
          {},
          { database, notificationFanout: { holder, checkEveryMs: 100, leaseMs: 2_000 } },
        ),
      );
    }
    const [a] = apps as [TestApp, TestApp];
    const follower = await createUser(a, { tier: 'premium' });
    await importAsCli(database, [video(1, ['Skincare'])]);
    // Told once the crashed instance's lease has lapsed (to no one: nobody follows anything yet).
    await fannedOut(database);
    const follow = await sendJson(a, follower, 'POST', '/api/follows', { kind: 'topic', value: 'Skincare' });
    expect(follow.status).toBe(201);

    await importAsCli(
      database,
      [2, 3, 4, 5, 6].map((id) => video(id, ['Skincare'])),
      1,
    );
    await fannedOut(database);
    const { rows } = await database.db.execute<{ holder: string }>(sql`SELECT holder FROM worker_leases`);
    expect(['instance-a', 'instance-b']).toContain(rows[0]?.holder);
    // Five batches, two instances: one notification, each video counted once.
    expect((await notificationsOf(a, follower)).data.map((n) => n.text)).toEqual([
      '5 new videos in Skincare',
    ]);
  });
});
