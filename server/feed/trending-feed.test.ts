import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedVideo } from '../../shared/contracts/feed';
import type { Follow } from '../../shared/contracts/follows';
import { videoRecord } from '../test/factories';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { BEST_PERFORMER_WHY } from './for-you-feed';

/**
 * Trending (docs/product/feed.md#trending): the library's latest addition is on 31 January 2026, so the
 * default 30-day window opens on 1 January; each author has a usual of 1,000 views (or 2,000) and one
 * video far above it.
 */

let t: TestApp;
let user: TestUser;

const DAY = 86_400_000;
const LATEST = Date.UTC(2026, 0, 31, 12);
const daysBefore = (days: number) => new Date(LATEST - days * DAY).toISOString();

const video = (id: number, author: string, topic: string, views: number | null, addedDaysBefore: number) =>
  videoRecord({
    id,
    author_username: author,
    views,
    created_at: daysBefore(addedDaysBefore),
    db_analysis: { topics: [{ match: topic }], format: { match: 'Tutorial / How-To' } },
  });

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t, { tier: 'premium' });
  await t.createVideos([
    // steady.cook: 1,000 as usual, then 50× that (the planted outlier), added the last day.
    ...[1, 2, 3, 4].map((id) => video(id, 'steady.cook', 'Cooking', 1000, 10 + id)),
    video(5, 'steady.cook', 'Cooking', 50_000, 0),
    // slow.bake: 2,000 as usual, one at 5×.
    ...[11, 12, 13, 14].map((id) => video(id, 'slow.bake', 'Baking', 2000, 5 + id)),
    video(15, 'slow.bake', 'Baking', 10_000, 3),
    // old.news broke out at 100×, but 40 days before the latest addition: outside the window.
    ...[21, 22, 23, 24].map((id) => video(id, 'old.news', 'News', 1000, 45)),
    video(25, 'old.news', 'News', 100_000, 40),
    // No views, no score: never trending.
    video(31, 'quiet.one', 'Cooking', null, 1),
  ]);
});

const trending = async (who: TestUser, params = '') => {
  const answer = await sendJson(t, who, 'GET', `/api/feed?tab=trending${params}`);
  expect(answer.status).toBe(200);
  return answer.body as { data: FeedVideo[]; pagination: { total: number } };
};
const ids = (videos: FeedVideo[]) => videos.map((v) => v.id);
const followAs = async (who: TestUser, body: unknown) => {
  const answer = await sendJson(t, who, 'POST', '/api/follows', body);
  expect(answer.status).toBe(201);
  return answer.body.data as Follow;
};

describe('feed: Trending', () => {
  it("lists the window's videos by outlier score, highest first, with no reasons and no why", async () => {
    const { data, pagination } = await trending(user);
    expect(ids(data).slice(0, 2)).toEqual([5, 15]);
    expect(data[0]).toMatchObject({ outlier_score: 50, outlier_basis: 'author', reasons: [], why: null });
    const scores = data.map((v) => v.outlier_score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ids(data).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 11, 12, 13, 14, 15]);
    expect(pagination.total).toBe(10);
  });

  it('reads its window from TRENDING_DAYS, counted back from the latest addition', async () => {
    const wider = await createTestApp({ TRENDING_DAYS: '60' }, { database: t.database });
    const reader = await createUser(wider, { tier: 'premium' });
    const answer = await sendJson(wider, reader, 'GET', '/api/feed?tab=trending&limit=3');
    expect(ids(answer.body.data)).toEqual([25, 5, 15]);
  });

  it("keeps, within follows, the videos of the user's follows, each with the follows it matches", async () => {
    const follower = await createUser(t, { tier: 'premium' });
    const baking = await followAs(follower, { kind: 'topic', value: 'Baking' });
    const baker = await followAs(follower, { kind: 'creator', value: 'slow.bake' });
    const news = await followAs(follower, { kind: 'creator', value: 'old.news' });
    const within = await trending(follower, '&scope=follows');
    expect(ids(within.data)[0]).toBe(15);
    expect(ids(within.data).sort((a, b) => a - b)).toEqual([11, 12, 13, 14, 15]);
    expect(within.data[0]?.reasons.map((r) => r.follow_id).sort()).toEqual([baking.id, baker.id].sort());
    expect(within.data[0]?.reasons).toContainEqual({
      follow_id: baker.id,
      kind: 'creator',
      label: '@slow.bake',
    });
    expect(within.data.every((v) => v.why === null)).toBe(true);
    // One follow: its videos alone (old.news's are outside the window), still naming every follow matched.
    const narrowed = await trending(follower, `&scope=follows&follow=${baker.id}`);
    expect(ids(narrowed.data)).toEqual(ids(within.data));
    expect((await trending(follower, `&follow=${news.id}`)).data).toEqual([]);
  });

  it("answers 404 for another user's follow, and an empty list to a user who follows nothing", async () => {
    const other = await createUser(t, { tier: 'premium' });
    const theirs = await followAs(other, { kind: 'topic', value: 'Cooking' });
    const answer = await sendJson(t, user, 'GET', `/api/feed?tab=trending&follow=${theirs.id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('follow_not_found');
    const none = await trending(await createUser(t, { tier: 'premium' }), '&scope=follows');
    expect(none).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('is premium, and a scope belongs to Trending alone', async () => {
    const basic = await createUser(t, { tier: 'basic' });
    expect((await sendJson(t, basic, 'GET', '/api/feed?tab=trending')).status).toBe(403);
    const scoped = await sendJson(t, user, 'GET', '/api/feed?tab=following&scope=follows');
    expect(scoped.status).toBe(400);
    expect(scoped.body.error).toMatch(/^scope: /);
  });
});

describe('feed: For you without vectors', () => {
  it("lists the library's best performers when embeddings are off", async () => {
    const { body } = await sendJson(t, user, 'GET', '/api/feed?tab=for-you&limit=3');
    expect(ids(body.data)).toEqual([25, 5, 15]);
    expect(body.data.map((v: FeedVideo) => v.why)).toEqual(Array(3).fill(BEST_PERFORMER_WHY));
  });
});
