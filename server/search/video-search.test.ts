import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULT_CAP } from '../../shared/contracts/video-search-limits';
import { EmbeddingJobRunner } from '../embeddings/embedding-job';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { TestEmbeddingProvider } from '../test/test-embedding-provider';
import { createUser, type TestUser } from '../test/users';

/**
 * The list routes' search through the search index (issue 17), with a small deterministic provider
 * (hashed words: videos sharing words are close). Meaning itself is tested with the real encoder in
 * embeddings/local-embeddings.test.ts.
 */

let t: TestApp;
let reader: TestUser;
const provider = new TestEmbeddingProvider();

const video = (id: number, fields: Record<string, unknown>) =>
  videoRecord({
    id,
    caption: `Clip ${id}`,
    simple_description: `Video ${id}`,
    overview: '',
    simple_outline: [],
    author_username: `creator${id}`,
    db_analysis: { topics: [{ match: 'Lifestyle' }] },
    transcript: '',
    hook_verbal_content: '',
    hook_title_content: '',
    payoff: '',
    ...fields,
  });

beforeAll(async () => {
  t = await createTestApp({}, { embeddingProvider: provider, embeddingJob: { automatic: false } });
  reader = await createUser(t);
  await t.createVideos([
    video(1, {
      simple_description: 'My night skincare routine for dry skin',
      caption: 'Night routine #skincare #glowup',
      author_username: 'glow.daily',
      db_analysis: { topics: [{ match: 'Skincare' }] },
      transcript: 'The quillwort serum is the secret nobody mentions.',
    }),
    video(2, {
      simple_description: 'Hotel room workout with no equipment',
      caption: 'Travel fitness #workout',
      author_username: 'fit.traveller',
      platform: 'tiktok',
      url: 'https://www.tiktok.com/@fit.traveller/video/2',
      db_analysis: { topics: [{ match: 'Fitness' }] },
    }),
    video(3, {
      simple_description: 'Morning skincare routine with sunscreen',
      caption: 'SPF every day',
      author_username: 'glow.daily',
      db_analysis: { topics: [{ match: 'Skincare' }] },
    }),
    video(4, {
      simple_description: 'A quick workout for busy parents',
      caption: 'No gym needed',
      db_analysis: { topics: [{ match: 'Fitness' }] },
    }),
  ]);
  await new EmbeddingJobRunner({ db: t.database.db, provider, pauseMs: 0 }).runToEnd();
  await t.app.videoSearch.index.refresh();
});

const ids = (body: { data: { id: number }[] }) => body.data.map((v) => v.id);
const visitor = async (query: string) =>
  (await t.get(`/api/videos/public?search=${encodeURIComponent(query)}`)).body;
const signedIn = async (query: string) =>
  (await t.get(`/api/videos?search=${encodeURIComponent(query)}`, { headers: reader.auth })).body;

describe('search through the index', () => {
  it('ranks the best match first and says which words matched', async () => {
    const body = await visitor('night skincare routine');
    expect(ids(body)[0]).toBe(1);
    expect(ids(body)).toContain(3);
    expect(body.search).toEqual({
      terms: ['night', 'skincar', 'routin'],
      totalIsCapped: false,
      suggestions: [],
    });
  });

  it('corrects a typo to the library’s word, but not a real word the library does not use', async () => {
    const body = await visitor('skincre');
    expect(ids(body).sort()).toEqual([1, 3]);
    expect(body.search.terms).toEqual(['skincar']);
    // "skip" is one letter from the library's "skin", and a word of its own: it is searched as itself.
    expect((await visitor('skip')).search.terms).toEqual([]);
  });

  it('reads a word the library does not use as its synonym the library does use, in the audience’s fields only', async () => {
    await t.createVideos([
      video(7, { simple_description: 'Five resume mistakes recruiters notice' }),
      video(8, {
        simple_description: 'Where the money went',
        transcript: 'Your refund is an interest-free loan.',
      }),
    ]);
    await new EmbeddingJobRunner({ db: t.database.db, provider, pauseMs: 0 }).runToEnd();
    await t.app.videoSearch.index.refresh();
    // "CV" and "errors" appear in no video: WordNet's resume and mistake stand in, and are what matched.
    const cv = await visitor('CV errors');
    expect(ids(cv)[0]).toBe(7);
    expect(cv.search.terms).toEqual(['resum', 'mistak']);
    // Quoted words are wanted as written.
    expect(ids(await visitor('"CV errors"'))).toEqual([]);
    // "rebate" is a kind of refund, a word only video 8's gated transcript holds: a visitor's search does
    // not stand on it (what it finds, it finds by the meaning of public fields alone).
    const rebate = await visitor('rebate');
    expect(rebate.search.terms).toEqual([]);
    expect(JSON.stringify(rebate)).not.toContain('refund');
    const read = await signedIn('rebate');
    expect(ids(read)).toContain(8);
    expect(read.search.terms).toEqual(['refund']);
  });

  it('answers @handle with the author’s videos and #hashtag with the videos carrying it, newest first', async () => {
    expect(ids(await visitor('@glow.daily'))).toEqual([3, 1]);
    expect(ids(await visitor('@GLOW.DAILY'))).toEqual([3, 1]);
    expect(ids(await visitor('#glowup'))).toEqual([1]);
    // A tag is a hashtag too, spelled without spaces; videos that wrote the hashtag come first.
    expect(ids(await visitor('#fitness'))).toEqual([4, 2]);
    expect(ids(await visitor('#skincare'))).toEqual([1, 3]);
    expect(ids(await visitor('@nobody.here'))).toEqual([]);
  });

  it('never matches gated text for a visitor — not by word, typo or meaning — but does for a reader', async () => {
    for (const query of ['quillwort', 'quilwort', '"quillwort serum"']) {
      const body = await visitor(query);
      expect(ids(body)).toEqual([]);
      expect(body.search.terms).toEqual([]);
      expect(JSON.stringify(body)).not.toContain('quillwort');
    }
    expect(ids(await signedIn('quillwort'))).toEqual([1]);
    expect(ids(await signedIn('quilwort'))).toEqual([1]);
  });

  it('suggests searches when nothing matches: a search of no known word means nothing', async () => {
    const body = await visitor('zzzqqq');
    expect(ids(body)).toEqual([]);
    expect(body.pagination).toMatchObject({ total: 0, hasMore: false });
    expect(body.search.suggestions.length).toBeGreaterThan(0);
    expect(body.search.suggestions).toEqual(expect.arrayContaining(['Skincare']));
  });

  it('combines with filters and sorts exactly as browsing does', async () => {
    expect(ids(await visitor('workout'))).toEqual(expect.arrayContaining([2, 4]));
    const filtered = await t.get('/api/videos/public?search=workout&platform=tiktok');
    expect(ids(filtered.body)).toEqual([2]);
    const newest = await t.get('/api/videos/public?search=skincare&sort=newest');
    expect(ids(newest.body)).toEqual([3, 1]);
  });

  it('follows an import at once: a new video is found by the next search', async () => {
    await t.createVideos([video(5, { simple_description: 'Sourdough starter from scratch' })]);
    expect(ids(await visitor('sourdough'))).toEqual([5]);
    await t.createVideos([video(5, { simple_description: 'Cold brew coffee at home' })]);
    expect(ids(await visitor('sourdough'))).toEqual([]);
    expect(ids(await visitor('coffee'))).toEqual([5]);
  });

  it('follows a change made by another instance within a second', async () => {
    const other = await createTestApp({}, { database: t.database, embeddingJob: { automatic: false } });
    await other.createVideos([video(6, { simple_description: 'Kombucha brewing basics' })]);
    await expect
      .poll(async () => ids(await visitor('kombucha')), { timeout: 1000, interval: 50 })
      .toEqual([6]);
  });
});

describe('similar videos', () => {
  it('lists the closest videos, never the video itself, for visitors and readers', async () => {
    const pub = await t.get('/api/videos/public/1/similar');
    expect(pub.status).toBe(200);
    expect(ids(pub.body)).not.toContain(1);
    expect(ids(pub.body)[0]).toBe(3);
    expect(pub.body.data.length).toBeLessThanOrEqual(6);
    expect(pub.body.data[0]).not.toHaveProperty('transcript');
    const full = await t.get('/api/videos/1/similar', { headers: reader.auth });
    expect(ids(full.body)[0]).toBe(3);
    expect(full.body.data[0]).toHaveProperty('transcript');
  });

  it('answers 404 for an unknown video and 401 for a signed-out reader of the full route', async () => {
    const missing = await t.get('/api/videos/public/999999/similar');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('video_not_found');
    expect((await t.get('/api/videos/1/similar')).status).toBe(401);
  });
});

describe('a search’s total', () => {
  it(`stops at ${SEARCH_RESULT_CAP} and says so`, async () => {
    const many = Array.from({ length: SEARCH_RESULT_CAP + 20 }, (_, i) =>
      video(1000 + i, { simple_description: `Pottery wheel lesson ${i}` }),
    );
    await t.createVideos(many);
    const body = await visitor('pottery');
    expect(body.pagination).toMatchObject({ total: SEARCH_RESULT_CAP, hasMore: true });
    expect(body.search.totalIsCapped).toBe(true);
    const last = await t.get(`/api/videos/public?search=pottery&page=${SEARCH_RESULT_CAP / 50}`);
    expect(last.body.data).toHaveLength(50);
    expect(last.body.pagination.hasMore).toBe(false);
  });
});
