import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import { importRecords } from '../library-import/import-videos';
import { mergeTaxonomyEntries } from '../taxonomies/taxonomy-changes';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/users';
import { listVideoIds } from '../videos/video-repository';
import { completeOutlierScores, refreshOutlierScores } from './outlier-scores';
import { formats, videoOutlierScores } from './schema';

let t: TestApp;

/** A video by `author` (null: unknown) in `format` (null: none) with `views` (null: unknown). */
function planted(id: number, author: string | null, views: number | null, format: string | null) {
  return videoRecord({
    id,
    author_username: author,
    views,
    db_analysis: { topics: [{ match: 'Cooking' }], ...(format ? { format: { match: format } } : {}) },
  });
}

// Talking Head: 'spike' posts four videos at 1,000 views and one at 50,000, plus one without views;
// 'even' posts 100–400 and 10,000. Storytime: 'newcomer' and 'storyteller' have too few other videos
// to have a usual of their own, as has a video without an author. 'lonely' is alone in Unboxing, and
// has a video in no format.
const LIBRARY = [
  ...[1, 2, 3, 4].map((id) => planted(id, 'spike', 1000, 'Talking Head')),
  planted(5, 'spike', 50_000, 'Talking Head'),
  planted(30, 'spike', null, 'Talking Head'),
  ...[100, 200, 300, 400, 10_000].map((views, i) => planted(11 + i, 'even', views, 'Talking Head')),
  planted(21, 'newcomer', 4000, 'Storytime'),
  planted(22, 'newcomer', 500, 'Storytime'),
  ...[100, 200, 300].map((views, i) => planted(23 + i, 'storyteller', views, 'Storytime')),
  planted(31, null, 600, 'Storytime'),
  planted(40, 'lonely', 700, 'Unboxing'),
  planted(41, 'lonely', 900, null),
];

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos(LIBRARY);
});

async function scores() {
  const rows = await t.database.db.select().from(videoOutlierScores);
  return new Map(rows.map((row) => [row.videoId, { score: row.score, basis: row.basis }]));
}

async function scoreOf(id: number) {
  const found = (await scores()).get(id);
  if (!found) throw new Error(`video ${id} has no score row`);
  return found;
}

function expectScore(actual: { score: number | null; basis: string | null }, score: number, basis: string) {
  expect(actual.basis).toBe(basis);
  expect(actual.score).toBeCloseTo(score, 9);
}

describe('the outlier score (docs/decisions/0057-outlier-score.md)', () => {
  it("divides a video's views by the median of the author's other videos", async () => {
    expectScore(await scoreOf(5), 50, 'author');
    expectScore(await scoreOf(1), 1, 'author');
    // Other videos of an even count: the median is the mean of the middle two, the video's own left out.
    expectScore(await scoreOf(15), 10_000 / 250, 'author');
    expectScore(await scoreOf(11), 100 / 350, 'author');
    expectScore(await scoreOf(13), 300 / 300, 'author');
  });

  it('falls back to the median of the format when the author has fewer than 3 other videos with views', async () => {
    // Storytime's views: 100, 200, 300, 500, 600, 4,000 → 400.
    expectScore(await scoreOf(21), 4000 / 400, 'format');
    expectScore(await scoreOf(23), 100 / 400, 'format');
    expectScore(await scoreOf(31), 600 / 400, 'format');
    expectScore(await scoreOf(40), 1, 'format');
  });

  it('gives no score to a video without views, nor to one with no usual to compare with', async () => {
    expect(await scoreOf(30)).toEqual({ score: null, basis: null });
    expect(await scoreOf(41)).toEqual({ score: null, basis: null });
  });

  it('is sent to visitors and signed-in readers alike', async () => {
    const { body: visitor } = await t.get('/api/videos/public/5');
    expect(visitor.data).toMatchObject({ outlier_score: 50, outlier_basis: 'author' });
    const { body: list } = await t.get('/api/videos/public?sort=outliers&limit=1');
    expect(list.data[0]).toMatchObject({ id: 5, outlier_score: 50, outlier_basis: 'author' });
    const { body: none } = await t.get('/api/videos/public/30');
    expect(none.data).toMatchObject({ outlier_score: null, outlier_basis: null });
    const reader = await createUser(t);
    const { body: signedIn } = await t.get('/api/videos/5', { headers: reader.auth });
    expect(signedIn.data).toMatchObject({ outlier_score: 50, outlier_basis: 'author' });
    const { body: signedInList } = await t.get('/api/videos?sort=outliers&limit=1', { headers: reader.auth });
    expect(signedInList.data[0]).toMatchObject({ id: 5, outlier_score: 50 });
  });
});

describe('the Outliers sort', () => {
  it('puts the highest score first and videos without one last, in memory as in SQL', async () => {
    const { body } = await t.get('/api/videos/public?sort=outliers');
    const ids: number[] = body.data.map((video: { id: number }) => video.id);
    expect(ids.slice(0, 3)).toEqual([5, 15, 21]);
    expect(ids.slice(-2).sort()).toEqual([30, 41]);
    const fromSql = await listVideoIds(
      t.app.db,
      t.app.counts,
      {},
      { page: 1, limit: 50, sort: 'outliers' },
      'public',
    );
    expect(fromSql.ids).toEqual(ids);
    expect(await t.app.browseOrders.page({}, { page: 1, limit: 50, sort: 'outliers' })).toEqual(fromSql);
  });

  it('breaks a tie with the higher engagement read as a percent (0.5 is 50%, above 7%)', async () => {
    await t.createVideos([
      ...[1, 2, 3].map((i) => planted(900 + i, 'twins', 100, 'Duet')),
      { ...planted(904, 'twins', 900_000, 'Duet'), engagement: 7 },
      { ...planted(905, 'twins', 900_000, 'Duet'), engagement: 0.5 },
    ]);
    const { body } = await t.get('/api/videos/public?sort=outliers&limit=2');
    expect(body.data.map((video: { id: number }) => video.id)).toEqual([905, 904]);
  });
});

describe('keeping the scores current', () => {
  it('moves every score of an author when a later import adds to or changes their videos', async () => {
    await t.createVideos([6, 7, 8, 9].map((id) => planted(id, 'spike', 100_000, 'Talking Head')));
    // Eight other videos: 1,000 ×4, 100,000 ×4 → 50,500.
    expectScore(await scoreOf(5), 50_000 / 50_500, 'author');
    // 1,000 ×4, 50,000, 100,000 ×3 → 25,500.
    expectScore(await scoreOf(6), 100_000 / 25_500, 'author');
    const { body } = await t.get('/api/videos/public/5');
    expect(body.data.outlier_score).toBeCloseTo(50_000 / 50_500, 9);

    await t.createVideos([planted(5, 'spike', 1000, 'Talking Head')]);
    expectScore(await scoreOf(5), 1000 / 50_500, 'author');
  });

  it("moves a format's fallback scores, and turns an author's on once they have 3 others", async () => {
    await t.createVideos([planted(26, 'storyteller', 5000, 'Storytime')]);
    expectScore(await scoreOf(23), 100 / 300, 'author');
    // Storytime's views: 100, 200, 300, 500, 600, 4,000, 5,000 → 500.
    expectScore(await scoreOf(21), 4000 / 500, 'format');
  });

  it('follows a format merge to the merged format’s median', async () => {
    const id = async (name: string) =>
      (await t.database.db.select({ id: formats.id }).from(formats).where(eq(formats.name, name)))[0]?.id ??
      0;
    await mergeTaxonomyEntries(
      t.database.db,
      'formats',
      await id('Unboxing'),
      await id('Storytime'),
      SYSTEM_ACTOR,
    );
    // Storytime's views: 100, 200, 300, 500, 600, 700, 4,000, 5,000 → 550.
    expectScore(await scoreOf(40), 700 / 550, 'format');
    expectScore(await scoreOf(21), 4000 / 550, 'format');
  });

  it('leaves the same scores after imports side by side as one pass over the whole library', async () => {
    const records = (first: number, views: number) =>
      Array.from({ length: 60 }, (_, i) => ({
        position: `line ${i + 1}`,
        value: planted(first + i, `crowd${i % 4}`, views + i * 37, i % 2 ? 'Storytime' : 'Talking Head'),
      }));
    await Promise.all([
      importRecords(t.database.db, records(2000, 500), { batchSize: 7 }),
      importRecords(t.database.db, records(2030, 900), { batchSize: 11 }),
    ]);
    expect(await refreshOutlierScores(t.database.db, 'all')).toBe(0);
  });

  it('works out at start the scores a migration or an interrupted import left waiting', async () => {
    const before = await scores();
    await t.database.db.delete(videoOutlierScores);
    expect(await completeOutlierScores(t.database.db)).toBe(before.size);
    expect(await scores()).toEqual(before);
    expect(await completeOutlierScores(t.database.db)).toBe(0);
  });
});
