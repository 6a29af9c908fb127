import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../db/schema';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { selectRowsByIds } from './rows-by-id';
import { fullVideoColumns, publicVideoColumns } from './video-columns';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([
    videoRecord({ id: 11, transcript: 'Spoken words.', views: 12_345_678_901 }),
    // Most fields empty: nulls and empty lists decode as Drizzle's select decodes them.
    { id: 12, platform: 'tiktok', url: 'https://www.tiktok.com/@a/video/12' },
    videoRecord({ id: 2 ** 40 + 3, post_date: '2024-02-29T23:59:59.123Z', engagement: 0.0625 }),
  ]);
});

describe('selectRowsByIds', () => {
  it('reads exactly the rows Drizzle’s select gives, for either column set', async () => {
    const ids = [11, 12, 2 ** 40 + 3];
    for (const columns of [publicVideoColumns, fullVideoColumns]) {
      const byDrizzle = await t.app.db.select(columns).from(videos).where(inArray(videos.id, ids));
      const read = await selectRowsByIds<{ id: number }>(t.app.db, columns, [...ids, 999]);
      const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
      expect(read).toHaveLength(3);
      expect(byId(read)).toEqual(byId(byDrizzle));
    }
  });
});
