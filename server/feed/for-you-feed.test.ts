import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedVideo } from '../../shared/contracts/feed';
import { forYouLists, forYouPending } from '../db/schema';
import { EmbeddingJobRunner } from '../embeddings/embedding-job';
import { videoRecord } from '../test/factories';
import { sendJson } from '../test/send-json';
import { addSavedVideo, createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { TestEmbeddingProvider } from '../test/test-embedding-provider';
import { createUser, type TestUser } from '../test/users';
import { AUTHOR_CAP, AUTHOR_WINDOW } from './author-cap';
import { BEST_PERFORMER_WHY, PICKS_LIST_DAYS } from './for-you-feed';

/**
 * For you (docs/product/feed.md#for-you) over a small library of three topics whose texts share their
 * topic's words, with the tests' hashed-words provider: videos of one topic are close in meaning.
 */

let t: TestApp;
const provider = new TestEmbeddingProvider();

const TOPICS = {
  skincare: ['serum moisturizer sunscreen skin routine', 'Skincare'],
  baking: ['sourdough bread oven flour crumb', 'Baking'],
  fitness: ['workout squat gym reps cardio', 'Fitness'],
} as const;
type Topic = keyof typeof TOPICS;

/** Which topic and author each video has: ids 1–12 skincare, 21–32 baking, 41–48 fitness. */
const LIBRARY: { id: number; topic: Topic; author: string; views: number }[] = [
  ...[1, 2, 3, 4, 5, 6].map((id) => ({ id, topic: 'skincare' as const, author: 'glow.lab', views: 1000 })),
  ...[7, 8, 9].map((id) => ({ id, topic: 'skincare' as const, author: 'derm.daily', views: 1000 })),
  ...[10, 11, 12].map((id) => ({ id, topic: 'skincare' as const, author: 'skin.school', views: 1000 })),
  ...[21, 22, 23, 24, 25, 26].map((id) => ({
    id,
    topic: 'baking' as const,
    author: 'crumb.club',
    views: 1000,
  })),
  ...[27, 28, 29].map((id) => ({ id, topic: 'baking' as const, author: 'bread.boss', views: 1000 })),
  ...[30, 31, 32].map((id) => ({ id, topic: 'baking' as const, author: 'oven.hour', views: 1000 })),
  ...[41, 42, 43, 44].map((id) => ({ id, topic: 'fitness' as const, author: 'lift.daily', views: 1000 })),
  ...[45, 46, 47, 48].map((id) => ({ id, topic: 'fitness' as const, author: 'gym.notes', views: 1000 })),
];
// Each author's last video breaks out: 20× to 80× their usual, so the best performers are known.
const BREAKOUTS = new Map([
  [6, 80_000],
  [26, 60_000],
  [44, 40_000],
  [48, 20_000],
]);
const topicOf = (id: number) => LIBRARY.find((video) => video.id === id)?.topic;

beforeAll(async () => {
  t = await createTestApp({}, { embeddingProvider: provider, embeddingJob: { automatic: false } });
  await t.createVideos(
    LIBRARY.map(({ id, topic, author, views }) => {
      const [words, name] = TOPICS[topic];
      return videoRecord({
        id,
        author_username: author,
        caption: `${words} ${id}`,
        simple_description: `${name}: ${words}`,
        overview: words,
        simple_outline: words.split(' '),
        views: BREAKOUTS.get(id) ?? views,
        db_analysis: { topics: [{ match: name }], format: { match: 'Tutorial / How-To' } },
      });
    }),
  );
  await new EmbeddingJobRunner({ db: t.database.db, provider, pauseMs: 0 }).runToEnd();
  await t.app.videoSearch.index.refresh();
});

const forYou = async (user: TestUser, params = '') => {
  const answer = await sendJson(t, user, 'GET', `/api/feed?tab=for-you${params}`);
  expect(answer.status).toBe(200);
  return answer.body as { data: FeedVideo[]; pagination: { total: number; hasMore: boolean } };
};

async function userWhoSaved(ids: number[]): Promise<TestUser> {
  const user = await createUser(t, { tier: 'premium' });
  const swipefile = await createSwipefile(t, user);
  for (const id of ids) await addSavedVideo(t, swipefile, id);
  return user;
}

/** Every run of AUTHOR_WINDOW videos in a row holds at most AUTHOR_CAP by one author. */
function expectAuthorCap(videos: FeedVideo[]): void {
  for (let start = 0; start + 1 < videos.length; start++) {
    const counts = new Map<string, number>();
    for (const video of videos.slice(start, start + AUTHOR_WINDOW)) {
      const author = video.author_username ?? '';
      counts.set(author, (counts.get(author) ?? 0) + 1);
    }
    expect(Math.max(...counts.values()), `videos ${start + 1}–${start + AUTHOR_WINDOW}`).toBeLessThanOrEqual(
      AUTHOR_CAP,
    );
  }
}

describe('feed: For you from saved videos', () => {
  it("recommends what is like the user's saves, never a saved one, each saying what it is like", async () => {
    const saved = [1, 2, 7];
    const user = await userWhoSaved(saved);
    const { data, pagination } = await forYou(user);
    const ids = data.map((video) => video.id);
    expect(ids.filter((id) => saved.includes(id))).toEqual([]);
    // The unsaved skincare videos the cap lets into the first ten come first: glow.lab's 3 of 4, derm.daily's
    // 2, skin.school's 3.
    expect(ids.slice(0, 8).map(topicOf)).toEqual(Array(8).fill('skincare'));
    expect(ids).toContain(12);
    expect(pagination.total).toBe(data.length);
    for (const video of data) {
      expect(video.reasons).toEqual([]);
      expect(video.why).toMatch(/^Like (a video|[23] videos) you saved$/);
    }
    // Each is the signed-in video, with the analysis a visitor does not get.
    expect(data[0]).toMatchObject({ transcript: expect.any(String) });
  });

  it('holds at most 3 of any 10 videos in a row by one author, all down the list', async () => {
    const user = await userWhoSaved([7, 10]);
    const { data } = await forYou(user, '&limit=100');
    expect(data.filter((video) => video.author_username === 'glow.lab').length).toBe(6);
    expectAuthorCap(data);
  });

  it('gives each of two interests its place near the top', async () => {
    const user = await userWhoSaved([1, 8, 21, 27]);
    const top = (await forYou(user, '&limit=10')).data.map((video) => topicOf(video.id));
    expect(top.filter((topic) => topic === 'skincare').length).toBeGreaterThanOrEqual(4);
    expect(top.filter((topic) => topic === 'baking').length).toBeGreaterThanOrEqual(4);
  });

  it('follows new saves at once, and pages through one list', async () => {
    const user = await userWhoSaved([21]);
    const before = (await forYou(user)).data.map((video) => video.id);
    expect(before).toContain(22);
    const swipefile = await createSwipefile(t, user);
    await addSavedVideo(t, swipefile, 22);
    const all = (await forYou(user)).data.map((video) => video.id);
    expect(all).not.toContain(22);
    const first = await forYou(user, '&limit=5');
    const second = await forYou(user, '&limit=5&page=2');
    expect(first.pagination).toMatchObject({ total: all.length, hasMore: true });
    expect([...first.data, ...second.data].map((video) => video.id)).toEqual(all.slice(0, 10));
  });
});

describe('feed: For you before anything is saved', () => {
  it("starts from the best performers of the user's follows", async () => {
    const user = await createUser(t, { tier: 'premium' });
    const follow = await sendJson(t, user, 'POST', '/api/follows', { kind: 'creator', value: 'crumb.club' });
    expect(follow.status).toBe(201);
    const { data } = await forYou(user, '&limit=10');
    expect(data[0]?.why).toBe('Like what you follow: @crumb.club');
    expect(data.slice(0, 6).map((video) => topicOf(video.id))).toEqual(Array(6).fill('baking'));
    expectAuthorCap(data);
  });

  it("then from the library's best performers, highest outlier score first", async () => {
    const user = await createUser(t, { tier: 'premium' });
    const { data } = await forYou(user, '&limit=100');
    expect(data.slice(0, 4).map((video) => video.id)).toEqual([6, 26, 44, 48]);
    expect(new Set(data.map((video) => video.why))).toEqual(new Set([BEST_PERFORMER_WHY]));
    // Every video once, but for the last ones of one author that the cap leaves over at the end.
    expect(new Set(data.map((video) => video.id)).size).toBe(data.length);
    expect(data.length).toBeGreaterThan(LIBRARY.length - AUTHOR_CAP);
    expectAuthorCap(data);
    // A saved best performer is left out like any saved video.
    const saver = await userWhoSaved([6]);
    // One save steers the list now; the best performers only fill what the vectors did not bring.
    expect((await forYou(saver, '&limit=100')).data.map((video) => video.id)).not.toContain(6);
  });
});

describe('feed: For you, who and what', () => {
  it('is premium: basic users get 403, visitors 401', async () => {
    const basic = await createUser(t, { tier: 'basic' });
    expect((await sendJson(t, basic, 'GET', '/api/feed?tab=for-you')).status).toBe(403);
    expect((await sendJson(t, null, 'GET', '/api/feed?tab=for-you')).status).toBe(401);
  });

  it('refuses a follow or a scope, which only other tabs have', async () => {
    const user = await createUser(t, { tier: 'premium' });
    const narrowed = await sendJson(
      t,
      user,
      'GET',
      '/api/feed?tab=for-you&follow=00000000-0000-4000-8000-000000000000',
    );
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.error).toMatch(/^follow: /);
    const scoped = await sendJson(t, user, 'GET', '/api/feed?tab=for-you&scope=follows');
    expect(scoped.status).toBe(400);
    expect(scoped.body.error).toMatch(/^scope: /);
  });
});

describe('feed: For you when the library changes', () => {
  it('answers at once from the list it had, then lists a new video like the saves once worked out again', async () => {
    const user = await userWhoSaved([21, 22]);
    const before = (await forYou(user, '&limit=100')).data.map((video) => video.id);
    const [words, name] = TOPICS.baking;
    await t.createVideos([
      videoRecord({
        id: 33,
        author_username: 'rye.room',
        caption: `${words} 33`,
        simple_description: `${name}: ${words}`,
        overview: words,
        simple_outline: words.split(' '),
        views: 1000,
        db_analysis: { topics: [{ match: name }], format: { match: 'Tutorial / How-To' } },
      }),
    ]);
    await new EmbeddingJobRunner({ db: t.database.db, provider, pauseMs: 0 }).runToEnd();
    await t.app.videoSearch.index.refresh();

    // The kept list answers while the new one is worked out behind it.
    expect((await forYou(user, '&limit=100')).data.map((video) => video.id)).toEqual(before);
    await t.app.forYouAhead.drained();
    const after = (await forYou(user, '&limit=100')).data;
    expect(after.map((video) => video.id)).toContain(33);
    expect(after.find((video) => video.id === 33)?.why).toMatch(/^Like (a video|2 videos) you saved$/);
    expect(after.map((video) => video.id).filter((id) => id === 21 || id === 22)).toEqual([]);
  });
});

describe('feed: For you lists worked out ahead', () => {
  const storedList = async (userId: string) =>
    (await t.database.db.select().from(forYouLists).where(eq(forYouLists.userId, userId)))[0];
  const waiting = async (userId: string) =>
    (await t.database.db.select().from(forYouPending).where(eq(forYouPending.userId, userId))).length;

  it('works out a list when its user saves, and another instance answers it without working it out', async () => {
    const user = await userWhoSaved([1, 2, 3, 7, 8]);
    expect(await waiting(user.id)).toBe(1);
    await t.app.forYouAhead.drained();
    expect(await waiting(user.id)).toBe(0);
    const stored = await storedList(user.id);
    expect(stored?.list.slice(0, 5).map(({ id }) => topicOf(id))).toEqual(Array(5).fill('skincare'));
    expect(stored?.list[0]?.why).toMatch(/^Like (a video|[2-5] videos) you saved$/);

    // An instance without vectors could only list the library's best performers: it answers the stored list.
    const other = await createTestApp({}, { database: t.database });
    const answer = await sendJson(other, user, 'GET', '/api/feed?tab=for-you&limit=20');
    expect(answer.status).toBe(200);
    const data = (answer.body as { data: FeedVideo[] }).data;
    expect(data.map(({ id, why }) => ({ id, why }))).toEqual(stored?.list.slice(0, 20));
    expect((await forYou(user, '&limit=20')).data.map(({ id }) => id)).toEqual(data.map(({ id }) => id));
  });

  it("works out no basic user's list: they cannot open the tab", async () => {
    const user = await createUser(t, { tier: 'basic' });
    const swipefile = await createSwipefile(t, user);
    await addSavedVideo(t, swipefile, 21);
    expect(await waiting(user.id)).toBe(1);
    await t.app.forYouAhead.drained();
    expect(await waiting(user.id)).toBe(0);
    expect(await storedList(user.id)).toBeUndefined();
  });

  it('leaves a user another instance is working on to it, and takes them when that instance dies', async () => {
    const user = await userWhoSaved([27, 28]);
    // Another instance mid-pass: its transaction holds the user's row.
    const other = await t.database.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT * FROM for_you_pending WHERE user_id = $1 FOR UPDATE', [user.id]);
      await t.app.forYouAhead.drained();
      expect(await waiting(user.id)).toBe(1);
      expect(await storedList(user.id)).toBeUndefined();
      // It dies before finishing: the row is still there, and the next pass takes it.
      await other.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => {});
    } finally {
      other.release(true);
    }
    await t.app.forYouAhead.drained();
    expect(await waiting(user.id)).toBe(0);
    expect((await storedList(user.id))?.list.slice(0, 3).map(({ id }) => topicOf(id))).toEqual(
      Array(3).fill('baking'),
    );
  });

  it("gives a digest its picks from the list worked out ahead, a day further down it for each day of the list's age", async () => {
    const user = await userWhoSaved([21, 27, 30]);
    await t.app.forYouAhead.drained();
    const stored = await storedList(user.id);
    const list = stored?.list ?? [];
    const picks = () => t.app.forYou.picks({ userId: user.id, limit: 5, exclude: [list[1]?.id ?? 0] });
    expect(await picks()).toEqual([list[0], ...list.slice(2, 6)]);

    const ranked = (daysAgo: number) =>
      t.database.db
        .update(forYouLists)
        .set({ rankedAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(forYouLists.userId, user.id));
    await ranked(1.5);
    expect(await picks()).toEqual(list.slice(5, 10));
    // Two weeks on, the list is worked out again before the mail: the library has moved on since.
    await ranked(PICKS_LIST_DAYS + 0.5);
    const again = await picks();
    const restored = await storedList(user.id);
    expect(Date.now() - (restored?.rankedAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect(again).toEqual(restored?.list.filter(({ id }) => id !== list[1]?.id).slice(0, 5));
  });

  it('takes the users waiting in the background on a running instance', async () => {
    const other = await createTestApp(
      {},
      { database: t.database, forYouAhead: { automatic: true, idleCheckMs: 60_000 } },
    );
    const user = await userWhoSaved([41]);
    const follow = await sendJson(other, user, 'POST', '/api/follows', {
      kind: 'creator',
      value: 'gym.notes',
    });
    expect(follow.status).toBe(201);
    // Waits on the loop (woken by drained(), not by its minute-long idle check) to find no one waiting.
    await other.app.forYouAhead.drained();
    expect(await waiting(user.id)).toBe(0);
    expect((await storedList(user.id))?.list.length).toBeGreaterThan(0);
  });
});
