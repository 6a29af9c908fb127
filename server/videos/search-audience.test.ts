import { beforeAll, describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([
    videoRecord({
      id: 501,
      transcript: 'Nobody tells you about the zanzibarian spice trick until now.',
      hook_verbal_content: 'The quixotically simple sauce',
      payoff: 'A marmalade glaze finishes it.',
      simple_outline: ['Prep the aubergine', 'Roast', 'Serve'],
    }),
    videoRecord({ id: 502 }),
  ]);
  reader = await createUser(t);
});

const ids = (body: { data: { id: number }[] }) => body.data.map((video) => video.id);
const visitorSearch = async (q: string) =>
  (await t.get(`/api/videos/public?search=${encodeURIComponent(q)}`)).body;
const readerSearch = async (q: string) =>
  (await t.get(`/api/videos?search=${encodeURIComponent(q)}`, { headers: reader.auth })).body;

describe('search by audience', () => {
  it.each([
    ['a word only in the transcript', 'zanzibarian'],
    ['an exact transcript phrase', '"zanzibarian spice trick"'],
    ['a word only in the verbal hook', 'quixotically'],
  ])('finds nothing for a visitor by %s, and the video for a signed-in reader', async (_, q) => {
    const visitor = await visitorSearch(q);
    expect(ids(visitor)).toEqual([]);
    expect(visitor.pagination.total).toBe(0);
    const signedIn = await readerSearch(q);
    expect(ids(signedIn)).toEqual([501]);
    expect(signedIn.pagination.total).toBe(1);
    const searchRoute = await t.get(`/api/videos/search?search=${encodeURIComponent(q)}`, {
      headers: reader.auth,
    });
    expect(ids(searchRoute.body)).toEqual([501]);
  });

  it('finds a video for a visitor by what a visitor can read: outline, tags, description, author', async () => {
    expect(ids(await visitorSearch('aubergine'))).toEqual([501]);
    expect(ids(await visitorSearch('transformation')).sort()).toEqual([501, 502]);
    expect(ids(await visitorSearch('"weeknight dinner idea 502"'))).toEqual([502]);
    expect(ids(await visitorSearch('weeknight.kitchen')).sort()).toEqual([501, 502]);
  });
});
