import { beforeAll, describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let reader: TestUser;

// views and engagement with ties (ids 2 and 3, 4 and 5) and missing figures (ids 6 and 7).
const FIGURES: [id: number, views: number | null, engagement: number | null][] = [
  [1, 500, 0.02],
  [2, 9000, 0.05],
  [3, 9000, 0.09],
  [4, 120, 0.09],
  [5, 70_000, 0.001],
  [6, null, null],
  [7, 300, null],
  [8, null, 0.3],
];

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos(
    FIGURES.map(([id, views, engagement]) =>
      videoRecord({
        id,
        views,
        engagement,
        simple_description: id <= 4 ? 'Budget meal prep for the week' : 'A day in the life',
      }),
    ),
  );
  reader = await createUser(t);
});

const ids = (body: { data: { id: number }[] }) => body.data.map((video) => video.id);
const list = (path: string, signedIn: boolean) =>
  t.get(path, signedIn ? { headers: reader.auth } : undefined);

describe.each([
  ['a visitor', '/api/videos/public', false],
  ['a signed-in reader', '/api/videos', true],
])('sorting the browse list as %s', (_, base, signedIn) => {
  it('orders by views, highest first, videos without views last, ties to the higher id', async () => {
    const { status, body } = await list(`${base}?sort=views`, signedIn);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([5, 3, 2, 1, 7, 4, 8, 6]);
  });

  it('orders by engagement likewise', async () => {
    const { body } = await list(`${base}?sort=engagement`, signedIn);
    expect(ids(body)).toEqual([8, 4, 3, 2, 1, 5, 7, 6]);
  });

  it('orders by outlier score, highest first, ties to the higher engagement, videos without views last', async () => {
    // One author: 70,000 is 140× the median of the others (500); 9,000 twice is 18× (ids 3 and 2, by
    // engagement); then 500, 300, 120; the videos without views by engagement, a missing one last.
    const { body } = await list(`${base}?sort=outliers`, signedIn);
    expect(ids(body)).toEqual([5, 3, 2, 1, 7, 4, 8, 6]);
    expect(body.data[0].outlier_score).toBe(140);
    const searched = await list(`${base}?search=meal%20prep&sort=outliers`, signedIn);
    expect(ids(searched.body)).toEqual([3, 2, 1, 4]);
  });

  it('pages through a sort without repeating or skipping a video', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`${base}?sort=views&limit=3&page=${page}`, signedIn)),
    );
    expect(pages.flatMap(({ body }) => ids(body))).toEqual([5, 3, 2, 1, 7, 4, 8, 6]);
    expect(pages.map(({ body }) => body.pagination.total)).toEqual([8, 8, 8]);
  });

  it('orders a search by the chosen sort, and by relevance when none is chosen', async () => {
    const sorted = await list(`${base}?search=meal%20prep&sort=views`, signedIn);
    expect(ids(sorted.body)).toEqual([3, 2, 1, 4]);
    const ranked = await list(`${base}?search=meal%20prep`, signedIn);
    expect(ids(ranked.body).sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses an unknown sort with invalid_input naming it and the allowed values', async () => {
    const { status, body } = await list(`${base}?sort=popular`, signedIn);
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_input');
    expect(body.error).toContain("'sort'");
    expect(body.error).toContain('newest, views, engagement');
  });
});

describe('the response cache and the sorts', () => {
  it('answers each sort of the same filters with its own order', async () => {
    const newest = await t.get('/api/videos/public');
    const views = await t.get('/api/videos/public?sort=views');
    const viewsAgain = await t.get('/api/videos/public?sort=views');
    expect(ids(views.body)).not.toEqual(ids(newest.body));
    expect(viewsAgain.headers.get('x-cache')).toBe('hit');
    expect(ids(viewsAgain.body)).toEqual(ids(views.body));
  });
});
