import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX } from '../../shared/contracts/analytics-event';
import { events } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/users';
import { EVENT_BATCHES_PER_MINUTE } from './event-routes';

let t: TestApp;

beforeAll(async () => {
  // A proxy on loopback stands in front of the app, so X-Forwarded-For names the client.
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});

/** POSTs a batch as the web app does; `ip` stands for the client (as the trusted proxy reports it). */
const postEvents = (body: unknown, ip = '203.0.113.1') =>
  t.request('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const storedEvents = () => t.database.db.select().from(events).orderBy(events.id);

describe('POST /api/events', () => {
  it('stores a batch, stamping each event with the server time, and answers 202', async () => {
    const before = Date.now();
    const { status, body } = await postEvents({
      events: [
        { type: 'view', video_id: 1001, source: 'video_list', path: '/public-beta' },
        { type: 'search', query: 'morning routine', result_count: 12 },
        { type: 'share', video_id: 1001, source: 'video_modal' },
        { type: 'save', video_id: 1002, swipefile_id: null },
        { type: 'unsave', video_id: 1002, swipefile_id: '4a6c2a5e-8a3f-4c51-9d6e-0c1b2a3d4e5f' },
        { type: 'page_view', path: '/v/1001' },
      ],
    });
    expect(status).toBe(202);
    expect(body).toEqual({ success: true, data: { accepted: 6 } });
    const rows = await storedEvents();
    expect(rows.map((r) => r.type)).toEqual(['view', 'search', 'share', 'save', 'unsave', 'page_view']);
    expect(rows[0]).toMatchObject({ videoId: 1001, source: 'video_list', path: '/public-beta' });
    expect(rows[1]).toMatchObject({ query: 'morning routine', resultCount: 12, videoId: null });
    expect(rows[4]).toMatchObject({ swipefileId: '4a6c2a5e-8a3f-4c51-9d6e-0c1b2a3d4e5f' });
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('takes neither a time nor a user from the client', async () => {
    await t.database.db.delete(events);
    const { status } = await postEvents({
      events: [{ type: 'view', video_id: 7, user_id: 'someone-else', created_at: '2001-01-01T00:00:00Z' }],
    });
    expect(status).toBe(202);
    const [row] = await storedEvents();
    // A visitor's events carry no user; the signed-in case is in users/user-routes.test.ts.
    expect(row?.userId).toBeNull();
    expect(row?.createdAt.getUTCFullYear()).toBeGreaterThan(2001);
  });

  it("keeps a visitor's anonymous id, and none for a signed-in sender", async () => {
    await t.database.db.delete(events);
    const visitorId = '0b7c1f4e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
    expect((await postEvents({ visitor_id: visitorId, events: [{ type: 'page_view' }] })).status).toBe(202);
    const user = await createUser(t);
    const signedIn = await t.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...user.auth },
      body: JSON.stringify({ visitor_id: visitorId, events: [{ type: 'view', video_id: 3 }] }),
    });
    expect(signedIn.status).toBe(202);
    const rows = await storedEvents();
    expect(rows.map((r) => [r.type, r.visitorId, r.userId])).toEqual([
      ['page_view', visitorId, null],
      ['view', null, user.id],
    ]);
  });

  it.each(['not-a-uuid', 42, ''])(
    'refuses a visitor_id of %j with a 400 naming it, storing nothing',
    async (visitorId) => {
      await t.database.db.delete(events);
      const { status, body } = await postEvents({ visitor_id: visitorId, events: [{ type: 'page_view' }] });
      expect(status).toBe(400);
      expect(body.error).toContain("'visitor_id'");
      expect(await storedEvents()).toEqual([]);
    },
  );

  it('accepts a full batch of 50 and refuses 51', async () => {
    const batch = (n: number) => ({ events: Array.from({ length: n }, () => ({ type: 'page_view' })) });
    expect((await postEvents(batch(ANALYTICS_BATCH_MAX))).status).toBe(202);
    const tooMany = await postEvents(batch(ANALYTICS_BATCH_MAX + 1));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toContain("'events'");
  });

  it.each([
    [{ events: [] }, 'events'],
    [{}, 'events'],
    [{ events: [{ type: 'click' }] }, 'events.0.type'],
    [{ events: [{}] }, 'events.0.type'],
    [{ events: [{ type: 'view', video_id: 0 }] }, 'events.0.video_id'],
    [{ events: [{ type: 'view', video_id: -4 }] }, 'events.0.video_id'],
    [{ events: [{ type: 'view', video_id: 1.5 }] }, 'events.0.video_id'],
    [{ events: [{ type: 'view', video_id: '12' }] }, 'events.0.video_id'],
    [{ events: [{ type: 'view' }, { type: 'search', query: 'q'.repeat(501) }] }, 'events.1.query'],
    [{ events: [{ type: 'search', result_count: -1 }] }, 'events.0.result_count'],
    [{ events: [{ type: 'search', result_count: 2 ** 40 }] }, 'events.0.result_count'],
    [{ events: [{ type: 'search', query: 'a\u0000b' }] }, 'events.0.query'],
    [{ events: [{ type: 'view', source: '\u0000' }] }, 'events.0.source'],
    [{ events: [{ type: 'view', source: 's'.repeat(101) }] }, 'events.0.source'],
    [{ events: [{ type: 'page_view', path: `/${'p'.repeat(2048)}` }] }, 'events.0.path'],
  ])('answers %j with a 400 naming %s', async (body, field) => {
    const { status, body: answer } = await postEvents(body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ success: false, code: 'invalid_input' });
    expect(answer.error).toContain(`'${field}'`);
  });

  it('answers a body that is not JSON with a 400', async () => {
    const { status, body } = await postEvents('{"events": [');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('accepts a 500-character search query, the longest the search box sends', async () => {
    const { status } = await postEvents({ events: [{ type: 'search', query: 'q'.repeat(500) }] });
    expect(status).toBe(202);
  });

  it(`limits each client to ${EVENT_BATCHES_PER_MINUTE} batches a minute with a 429 and a retry time`, async () => {
    const ip = '198.51.100.77';
    const batch = { events: [{ type: 'page_view' }] };
    for (let i = 0; i < EVENT_BATCHES_PER_MINUTE; i++) {
      const { status } = await postEvents(batch, ip);
      expect(status).toBe(202);
    }
    const limited = await postEvents(batch, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected, and neither are other routes.
    expect((await postEvents(batch, '198.51.100.78')).status).toBe(202);
    const other = await t.request('/api/health', { headers: { 'x-forwarded-for': ip } });
    expect(other.status).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const { body } = await t.get('/api/openapi.json');
    expect(body.paths['/api/events'].post).toBeDefined();
  });
});
