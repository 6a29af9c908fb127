import { beforeAll, describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { upsertTaxonomyEntries } from './taxonomy-repository';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await upsertTaxonomyEntries(t.database.db, 'formats', [
    {
      name: 'Talking Head',
      slug: 'talking-head',
      description: 'Face to camera.',
      structuralDescription: 'Hook, point, proof.',
    },
    {
      name: 'Unused Format',
      slug: 'unused-format',
      description: 'Nobody uses it.',
      structuralDescription: null,
    },
  ]);
  await t.createVideos([
    videoRecord({
      id: 1,
      db_analysis: { topics: [{ match: 'Fitness' }], format: { match: 'Talking Head' } },
    }),
    videoRecord({
      id: 2,
      db_analysis: {
        topics: [{ match: 'Fitness' }, { match: 'Nutrition' }],
        format: { match: 'talking head' },
      },
    }),
    videoRecord({
      id: 3,
      db_analysis: null,
      themes: 'Nutrition, Sleep',
      video_format: 'Green Screen',
      concepts: '["Myth Busting"]',
    }),
  ]);
});

describe('GET /api/filters/public', () => {
  it('lists every name carried by a video with its count, and leaves out unused entries', async () => {
    const { status, body } = await t.get('/api/filters/public');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.topics).toEqual([
      { name: 'Fitness', count: 2 },
      { name: 'Nutrition', count: 2 },
      { name: 'Sleep', count: 1 },
    ]);
    // 'talking head' has the slug of the older 'Talking Head' entry and is counted under it.
    expect(body.data.formats).toEqual([
      { name: 'Green Screen', count: 1 },
      { name: 'Talking Head', count: 2 },
    ]);
    expect(body.data.concepts).toContainEqual({ name: 'Myth Busting', count: 1 });
    expect(Object.keys(body.data).sort()).toEqual([
      'accountTypes',
      'concepts',
      'elements',
      'formats',
      'topics',
    ]);
  });

  it('keeps counts current when a video is re-imported with other tags', async () => {
    await t.createVideos([
      videoRecord({
        id: 1,
        db_analysis: { topics: [{ match: 'Sleep' }], format: { match: 'Green Screen' } },
      }),
    ]);
    const { body } = await t.get('/api/filters/public');
    expect(body.data.topics).toEqual([
      { name: 'Fitness', count: 1 },
      { name: 'Nutrition', count: 2 },
      { name: 'Sleep', count: 2 },
    ]);
    expect(body.data.formats).toEqual([
      { name: 'Green Screen', count: 2 },
      { name: 'Talking Head', count: 1 },
    ]);
  });
});

describe('GET /api/{taxonomy}/public', () => {
  it('lists entries with descriptions, structural descriptions and usage counts', async () => {
    const { status, body } = await t.get('/api/formats/public');
    expect(status).toBe(200);
    const talking = body.data.find((f: { name: string }) => f.name === 'Talking Head');
    expect(talking).toMatchObject({
      slug: 'talking-head',
      description: 'Face to camera.',
      structural_description: 'Hook, point, proof.',
      usage_count: 1,
    });
    expect(body.data.find((f: { name: string }) => f.name === 'Unused Format')).toMatchObject({
      usage_count: 0,
    });
  });

  it.each(['topics', 'concepts', 'elements', 'formats', 'account-types'])(
    'serves /api/%s/public',
    async (kind) => {
      const { status, body } = await t.get(`/api/${kind}/public`);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(Array.isArray(body.data)).toBe(true);
    },
  );

  it('finds one entry by slug and 404s an unknown one', async () => {
    const found = await t.get('/api/formats/public/talking-head');
    expect(found.body.data.name).toBe('Talking Head');
    const missing = await t.get('/api/topics/public/no-such-topic');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toContain('no-such-topic');
    const bad = await t.get('/api/topics/public/bad%20slug!');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("'slug'");
  });
});
