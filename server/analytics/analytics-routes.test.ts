import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_TYPES } from '../../shared/contracts/analytics-event-types';
import { demoEventSeed, type EventInsert, eventDailyCounts, events } from '../db/schema';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { deleteExpiredEvents } from './event-retention';
import { resetRollups, rollUpCompletedDays } from './event-rollups';

let t: TestApp;
let admin: TestUser;

const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** Noon UTC `daysAgo` days before today, plus `minutes`: safely inside that UTC day. */
const at = (daysAgo: number, minutes = 0) => {
  const today = Date.parse(`${dayOf(new Date())}T00:00:00Z`);
  return new Date(
    today - daysAgo * DAY + Math.min(minutes, 60 * 11) * 60_000 + (daysAgo === 0 ? 0 : 12 * 3600_000),
  );
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { tier: 'admin' });
  await t.createVideos([
    videoRecord({
      id: 11,
      platform: 'tiktok',
      simple_description: 'Pasta in one pan',
      author_username: 'cook',
    }),
    videoRecord({ id: 12 }),
    videoRecord({ id: 13, platform: 'tiktok' }),
  ]);
});

const getAnalytics = (query = '') => t.get(`/api/analytics${query}`, { headers: admin.auth });

/** A deterministic spread of events over the last 60 days, today included. */
function sampleEvents(): EventInsert[] {
  const users = [randomUUID(), randomUUID()];
  const visitors = Array.from({ length: 7 }, () => randomUUID());
  const queries = ['Pasta', '  pasta ', 'PASTA', 'rice hacks', 'unicorn soup', 'Unicorn Soup ', 'meal prep'];
  const rows: EventInsert[] = [];
  for (let daysAgo = 0; daysAgo < 60; daysAgo += daysAgo < 10 ? 1 : 7) {
    for (let i = 0; i < 12; i++) {
      const n = daysAgo * 31 + i;
      const type = ANALYTICS_EVENT_TYPES[n % ANALYTICS_EVENT_TYPES.length] as string;
      const signedIn = n % 5 === 0;
      const query = queries[n % queries.length] as string;
      rows.push({
        type,
        videoId:
          type === 'view' || type === 'save' || type === 'share'
            ? 11 + (n % 3 === 0 ? 0 : n % 2) + 1 * (n % 7 === 0 ? 2 : 0)
            : null,
        query: type === 'search' ? query : null,
        resultCount: type === 'search' ? (query.toLowerCase().includes('unicorn') ? 0 : n % 9) : null,
        userId: signedIn ? (users[n % 2] as string) : null,
        visitorId: signedIn ? null : (visitors[n % visitors.length] as string),
        createdAt: at(daysAgo, i * 13),
      });
    }
  }
  return rows;
}

/** The figures computed here, from the same rows, without the server's rollups. */
function expected(rows: EventInsert[], from: string, to: string) {
  const inRange = rows.filter((r) => {
    const day = dayOf(r.createdAt as Date);
    return day >= from && day <= to;
  });
  const daily = new Map<string, Record<string, number | string>>();
  const visitors = new Map<string, Set<string>>();
  const users = new Map<string, Set<string>>();
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += DAY) {
    const date = dayOf(new Date(d));
    daily.set(date, { date, ...Object.fromEntries(ANALYTICS_EVENT_TYPES.map((type) => [type, 0])) });
    visitors.set(date, new Set());
    users.set(date, new Set());
  }
  const searches = new Map<string, { count: number; zero: number }>();
  const views = new Map<number, number>();
  const saves = new Map<number, number>();
  for (const r of inRange) {
    const date = dayOf(r.createdAt as Date);
    const point = daily.get(date) as Record<string, number>;
    point[r.type] = (point[r.type] ?? 0) + 1;
    if (r.userId) users.get(date)?.add(r.userId);
    else if (r.visitorId) visitors.get(date)?.add(r.visitorId);
    if (r.type === 'search' && r.query?.trim()) {
      const key = r.query.trim().toLowerCase();
      const s = searches.get(key) ?? { count: 0, zero: 0 };
      s.count++;
      if (r.resultCount === 0) s.zero++;
      searches.set(key, s);
    }
    if (r.type === 'view' && r.videoId) views.set(r.videoId, (views.get(r.videoId) ?? 0) + 1);
    if (r.type === 'save' && r.videoId) saves.set(r.videoId, (saves.get(r.videoId) ?? 0) + 1);
  }
  const byCount = <K>(a: [K, number], b: [K, number]) =>
    b[1] - a[1] || String(a[0]).localeCompare(String(b[0]));
  return {
    daily: [...daily.values()].map((p) => ({
      ...p,
      visitors: visitors.get(p.date as string)?.size ?? 0,
      users: users.get(p.date as string)?.size ?? 0,
    })),
    topSearches: [...searches.entries()]
      .map(([query, s]) => [query, s.count] as [string, number])
      .sort(byCount)
      .slice(0, 10)
      .map(([query, count]) => ({ query, count, zeroResults: searches.get(query)?.zero ?? 0 })),
    zeroResultSearches: [...searches.entries()]
      .filter(([, s]) => s.zero > 0)
      .map(([query, s]) => [query, s.zero] as [string, number])
      .sort(byCount)
      .map(([query, count]) => ({ query, count })),
    mostViewed: [...views.entries()].sort(byCount).map(([id, count]) => ({ id, count })),
    mostSaved: [...saves.entries()].sort(byCount).map(([id, count]) => ({ id, count })),
  };
}

describe('GET /api/analytics', () => {
  it('answers the library distributions of docs/product/analytics.md#analytics-dashboard', async () => {
    const { status, body, headers } = await getAnalytics();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body.data).toMatchObject({
      total: 3,
      platforms: { tiktok: 2, instagram: 1 },
      topics: { Cooking: 3 },
      formats: { 'Tutorial / How-To': 3 },
      concepts: { Transformation: 3 },
      elements: { 'Text Hook': 3 },
      accountTypes: { 'Personal Brand / Creator': 3 },
    });
    // A library write shows at once (the figures are kept per library generation).
    await t.createVideos([videoRecord({ id: 14, platform: 'tiktok' })]);
    const after = await getAnalytics();
    expect(after.body.data).toMatchObject({
      total: 4,
      platforms: { tiktok: 3, instagram: 1 },
      topics: { Cooking: 4 },
    });
  });

  it('counts exactly what the raw events say, over past days (rollups) and today (live)', async () => {
    await t.database.db.delete(events);
    const rows = sampleEvents();
    await t.database.db.insert(events).values(rows);
    // The rows are dated in the past, which the app never does: roll again from the oldest.
    await resetRollups(t.database.db);

    const today = dayOf(new Date());
    const from30 = dayOf(new Date(Date.now() - 29 * DAY));
    const { status, body } = await getAnalytics();
    expect(status).toBe(200);
    const want = expected(rows, from30, today);
    const got = body.data;
    expect(got.range).toEqual({ from: from30, to: today, days: 30 });
    expect(got.daily).toEqual(want.daily);
    expect(got.topSearches).toEqual(want.topSearches);
    expect(got.zeroResultSearches).toEqual(want.zeroResultSearches);
    expect(got.zeroResultSearches[0]).toEqual({ query: 'unicorn soup', count: expect.any(Number) });
    expect(got.mostViewed.map((v: { id: number; count: number }) => ({ id: v.id, count: v.count }))).toEqual(
      want.mostViewed,
    );
    expect(got.mostSaved.map((v: { id: number; count: number }) => ({ id: v.id, count: v.count }))).toEqual(
      want.mostSaved,
    );
    // Public card fields with the title rule.
    const pasta = got.mostViewed.find((v: { id: number }) => v.id === 11);
    expect(pasta).toMatchObject({ title: 'Pasta in one pan from cook', platform: 'tiktok' });
    expect(Object.keys(pasta).sort()).toEqual(['count', 'id', 'platform', 'thumbnail', 'title']);

    // Completed days are now rolled up; events arriving today are counted live on the next read.
    const [{ n: rolled } = { n: 0 }] = (
      await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM event_daily_counts`)
    ).rows;
    expect(rolled).toBeGreaterThan(0);
    const more: EventInsert[] = [
      { type: 'search', query: 'Meal Prep', resultCount: 0, createdAt: new Date(), visitorId: randomUUID() },
      { type: 'view', videoId: 13, createdAt: new Date(), visitorId: randomUUID() },
    ];
    await t.database.db.insert(events).values(more);
    const again = await getAnalytics();
    const wantAgain = expected([...rows, ...more], from30, today);
    expect(again.body.data.daily).toEqual(wantAgain.daily);
    expect(again.body.data.topSearches).toEqual(wantAgain.topSearches);
    expect(again.body.data.zeroResultSearches).toEqual(wantAgain.zeroResultSearches);

    // An explicit range reaching back past the default one.
    const from = dayOf(new Date(Date.now() - 59 * DAY));
    const to = dayOf(new Date(Date.now() - 3 * DAY));
    const ranged = await getAnalytics(`?from=${from}&to=${to}`);
    expect(ranged.status).toBe(200);
    const wantRanged = expected([...rows, ...more], from, to);
    expect(ranged.body.data.range).toEqual({ from, to, days: 57 });
    expect(ranged.body.data.daily).toEqual(wantRanged.daily);
    expect(ranged.body.data.topSearches).toEqual(wantRanged.topSearches);
    expect(
      ranged.body.data.mostSaved.map((v: { id: number; count: number }) => ({ id: v.id, count: v.count })),
    ).toEqual(wantRanged.mostSaved);
    const sevenDays = await getAnalytics('?days=7');
    expect(sevenDays.body.data.daily).toEqual(
      expected([...rows, ...more], dayOf(new Date(Date.now() - 6 * DAY)), today).daily,
    );
  });

  it('rolls each completed day once, however often it is asked', async () => {
    await rollUpCompletedDays(t.database.db);
    const before = (await t.database.db.select().from(eventDailyCounts)).length;
    expect(await rollUpCompletedDays(t.database.db)).toBe(0);
    expect((await t.database.db.select().from(eventDailyCounts)).length).toBe(before);
  });

  it.each([
    ['?days=0', 'days'],
    ['?days=401', 'days'],
    ['?days=abc', 'days'],
    ['?days=7&from=2026-01-01&to=2026-01-02', 'days'],
    ['?from=2026-01-01', 'from'],
    ['?from=2026-02-30&to=2026-03-01', 'from'],
    ['?from=2026-03-02&to=2026-03-01', 'from'],
    ['?from=2020-01-01&to=2021-12-31', 'from'],
    ['?from=2026-01-01&to=2999-01-01', 'to'],
    ['?from=yesterday&to=2026-01-01', 'from'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await getAnalytics(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid_input' });
    expect(body.error).toContain(`'${field}'`);
  });
});

describe('demo data on the dashboard', () => {
  it('says until when the events are the demo data, and null before any was seeded', async () => {
    expect((await getAnalytics()).body.data.demoDataThrough).toBeNull();
    const seededAt = new Date(Date.now() - 3 * DAY);
    await t.database.db.insert(demoEventSeed).values({ id: 1, seededThrough: seededAt });
    expect((await getAnalytics()).body.data.demoDataThrough).toBe(seededAt.toISOString());
    await t.database.db.delete(demoEventSeed);
  });
});

describe('event retention', () => {
  // 400 days kept: today and the 399 before it, exactly the longest range GET /api/analytics answers.
  it('deletes events and rollup rows older than the retention period, and keeps the rest', async () => {
    await t.database.db.delete(events);
    await t.database.db.insert(events).values([
      { type: 'view', videoId: 11, createdAt: at(401) },
      { type: 'view', videoId: 11, createdAt: at(400, 5) },
      { type: 'search', query: 'kept', createdAt: at(399) },
      { type: 'share', createdAt: at(399, 600) },
      { type: 'page_view', createdAt: at(0) },
    ]);
    await resetRollups(t.database.db);
    await rollUpCompletedDays(t.database.db);
    const oldRollups = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM event_daily_counts WHERE day < (now() AT TIME ZONE 'UTC')::date - 399`,
    );
    expect(oldRollups.rows[0]?.n).toBeGreaterThan(0);

    expect(await deleteExpiredEvents(t.database.db, 400)).toBe(2);
    const left = await t.database.db.select().from(events);
    expect(left.map((r) => r.type).sort()).toEqual(['page_view', 'search', 'share']);
    const after = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM event_daily_counts WHERE day < (now() AT TIME ZONE 'UTC')::date - 399`,
    );
    expect(after.rows[0]?.n).toBe(0);
    const kept = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM event_daily_counts`,
    );
    expect(kept.rows[0]?.n).toBeGreaterThan(0);
    // Running it again finds nothing more.
    expect(await deleteExpiredEvents(t.database.db, 400)).toBe(0);
  });
});
