import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedVideo } from '../../shared/contracts/feed';
import type { Follow } from '../../shared/contracts/follows';
import { videoRecord } from '../test/factories';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let admin: TestUser;

const analysis = (topic: string) => ({
  topics: [{ match: topic }],
  concepts: [{ match: 'Transformation' }],
  elements: [{ match: 'Text Hook' }],
  accountTypes: [{ match: 'Personal Brand / Creator' }],
  format: { match: 'Tutorial / How-To' },
});

// The factory dates each video by its id: a higher id entered the library later.
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { tier: 'admin' });
  await t.createVideos([
    videoRecord({ id: 1, db_analysis: analysis('Skincare'), author_username: 'glow.lab' }),
    videoRecord({ id: 2, db_analysis: analysis('Cooking'), author_username: 'Bread.Boss' }),
    videoRecord({ id: 3, db_analysis: analysis('Baking'), author_username: 'Bread.Boss' }),
    videoRecord({
      id: 4,
      db_analysis: analysis('Gardening'),
      author_username: 'green.thumb',
      caption: 'Meal prep for the whole week in twenty minutes #mealprep',
      simple_description: 'Meal prep Sunday: five lunches in one go',
    }),
    videoRecord({ id: 5, db_analysis: analysis('Fitness'), author_username: 'lift.daily' }),
    videoRecord({ id: 6, db_analysis: analysis('Sourdough'), author_username: 'crumb.club' }),
  ]);
  const view = await send(admin, 'POST', '/api/views/public', {
    name: 'Bread and butter',
    slug: 'bread-and-butter',
    tag_filter: 'Baking',
  });
  expect(view.status).toBe(201);
});

const send = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  sendJson(t, user, method, path, body);

const followAs = async (user: TestUser, body: unknown) => {
  const answer = await send(user, 'POST', '/api/follows', body);
  expect(answer.status).toBe(201);
  return answer.body.data as Follow;
};
const feedOf = (user: TestUser, params = '') => send(user, 'GET', `/api/feed?tab=following${params}`);
const videosOf = async (user: TestUser, params = '') => {
  const answer = await feedOf(user, params);
  expect(answer.status).toBe(200);
  return answer.body.data as FeedVideo[];
};
/** What the browse list's search answers for the text: the saved search must bring the same videos. */
const searchIds = async (text: string) => {
  const answer = await send(admin, 'GET', `/api/videos/search?search=${encodeURIComponent(text)}`);
  expect(answer.status).toBe(200);
  return (answer.body.data as { id: number }[]).map((video) => video.id);
};
const newestFirst = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => b - a);

describe('feed: the Following tab', () => {
  let user: TestUser;
  let topic: Follow;
  let creator: Follow;
  let view: Follow;
  let search: Follow;

  beforeAll(async () => {
    user = await createUser(t, { tier: 'premium' });
    topic = await followAs(user, { kind: 'topic', value: 'skincare' });
    creator = await followAs(user, { kind: 'creator', value: '@bread.boss' });
    view = await followAs(user, { kind: 'view', value: 'bread-and-butter' });
    search = await followAs(user, { kind: 'search', value: 'meal prep' });
  });

  it('lists exactly the videos matching any follow, newest first, each with every follow it matches', async () => {
    const found = await searchIds('meal prep');
    expect(found).toContain(4);
    const expected = new Map<number, string[]>();
    const add = (ids: number[], follow: Follow) => {
      for (const id of ids) expected.set(id, [...(expected.get(id) ?? []), follow.id]);
    };
    add([1], topic);
    add([2, 3], creator);
    add([3], view);
    add(found, search);

    const listed = await videosOf(user);
    expect(listed.map((video) => video.id)).toEqual(newestFirst(expected.keys()));
    for (const video of listed) {
      expect(video.reasons.map((reason) => reason.follow_id).sort(), `video ${video.id}`).toEqual(
        (expected.get(video.id) ?? []).sort(),
      );
    }
    const three = listed.find((video) => video.id === 3);
    expect(three?.reasons).toEqual(
      expect.arrayContaining([
        { follow_id: creator.id, kind: 'creator', label: '@bread.boss' },
        { follow_id: view.id, kind: 'view', label: 'Bread and butter' },
      ]),
    );
    expect(listed.find((video) => video.id === 1)?.reasons).toEqual([
      { follow_id: topic.id, kind: 'topic', label: 'Skincare' },
    ]);
    // What For you says of a video is not said here.
    expect(listed.every((video) => video.why === null)).toBe(true);
    // Each video is the signed-in one, with the analysis a visitor does not get.
    expect(three).toMatchObject({ id: 3, transcript: expect.any(String) });
  });

  it("keeps each follow's videos at what they take, so a library's worth of follows stays in memory", async () => {
    await videosOf(user);
    const { sets, bytes, reads } = t.app.followSets.held();
    expect(sets).toBeGreaterThanOrEqual(4);
    // Four short lists of places: well under a kilobyte each (a bitset of this library would be ~70 bytes
    // too, but the estimate a set is counted at while it is read is 16 KB).
    expect(bytes).toBeLessThan(sets * 1024);
    // Read once for the generation: a second page reads none again.
    await videosOf(user);
    expect(t.app.followSets.held().reads).toBe(reads);
  });

  it('pages through the list', async () => {
    const all = (await videosOf(user)).map((video) => video.id);
    const first = await feedOf(user, '&limit=2');
    const second = await feedOf(user, '&limit=2&page=2');
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: all.length, hasMore: true });
    expect(second.body.pagination).toMatchObject({ page: 2, limit: 2, total: all.length });
    const paged = [...first.body.data, ...second.body.data].map((video: FeedVideo) => video.id);
    expect(paged).toEqual(all.slice(0, 4));
  });

  it('narrows to one follow, its videos still naming every follow they match', async () => {
    const listed = await videosOf(user, `&follow=${creator.id}`);
    expect(listed.map((video) => video.id)).toEqual([3, 2]);
    expect(listed[0]?.reasons.map((reason) => reason.follow_id).sort()).toEqual([creator.id, view.id].sort());
  });

  it("answers 404 for another user's follow or an unknown one", async () => {
    const other = await createUser(t, { tier: 'premium' });
    const theirs = await followAs(other, { kind: 'topic', value: 'Fitness' });
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const answer = await feedOf(user, `&follow=${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('follow_not_found');
    }
  });

  it('answers an empty list to a user who follows nothing', async () => {
    const answer = await feedOf(await createUser(t, { tier: 'premium' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: 50, total: 0, hasMore: false },
    });
  });

  it('is premium: basic users get 403 on every tab, and an unknown tab is a 400', async () => {
    const basic = await createUser(t, { tier: 'basic' });
    for (const tab of ['following', 'for-you', 'trending'])
      expect((await send(basic, 'GET', `/api/feed?tab=${tab}`)).status).toBe(403);
    const other = await send(user, 'GET', '/api/feed?tab=popular');
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('invalid_input');
  });
});

describe('feed: merged taxonomy entries', () => {
  it('keeps bringing the videos of a followed name after it was merged into another', async () => {
    const user = await createUser(t, { tier: 'premium' });
    const sourdough = await followAs(user, { kind: 'topic', value: 'Sourdough' });
    expect((await videosOf(user)).map((video) => video.id)).toEqual([6]);

    const topicId = async (slug: string) =>
      (await t.get(`/api/topics/public/${slug}`)).body.data.id as number;
    const merged = await send(
      admin,
      'POST',
      `/api/admin/taxonomies/topics/${await topicId('sourdough')}/merge`,
      {
        into_id: await topicId('baking'),
      },
    );
    expect(merged.status).toBe(200);

    const listed = await videosOf(user);
    expect(listed.map((video) => video.id)).toEqual([6, 3]);
    expect(listed[0]?.reasons).toEqual([{ follow_id: sourdough.id, kind: 'topic', label: 'Baking' }]);
  });
});

describe('feed: videos arriving', () => {
  it('puts a newly imported video that matches a follow at the top of Following, and one that does not nowhere', async () => {
    const user = await createUser(t, { tier: 'premium' });
    const fitness = await followAs(user, { kind: 'topic', value: 'Fitness' });
    const creator = await followAs(user, { kind: 'creator', value: 'lift.daily' });
    expect((await videosOf(user)).map((video) => video.id)).toEqual([5]);

    await t.createVideos([
      videoRecord({ id: 40, db_analysis: analysis('Fitness'), author_username: 'new.gym' }),
      videoRecord({ id: 41, db_analysis: analysis('Knitting'), author_username: 'LIFT.daily' }),
      videoRecord({ id: 42, db_analysis: analysis('Knitting'), author_username: 'yarn.lane' }),
    ]);
    const listed = await videosOf(user);
    // Reasons come in the follows list's order, newest follow first.
    expect(listed.map((video) => [video.id, video.reasons.map((reason) => reason.follow_id)])).toEqual([
      [41, [creator.id]],
      [40, [fitness.id]],
      [5, [creator.id, fitness.id]],
    ]);
  });
});
