import { beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_SORTS } from '../../shared/contracts/video-query';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { ListFilters } from './filter-sets';
import { listVideoIds, pageOfIdsAmong } from './video-repository';

let t: TestApp;

// 60 videos: views and engagement with ties and gaps, two formats, concepts on every third.
beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos(
    Array.from({ length: 60 }, (_, i) => {
      const id = i + 1;
      return videoRecord({
        id,
        views: id % 7 === 0 ? null : (id % 5) * 1000,
        engagement: id % 4 === 0 ? null : (id % 3) / 10,
        created_at: new Date(Date.UTC(2025, 0, 1) + (id % 9) * 60_000).toISOString(),
        db_analysis: {
          topics: [{ match: id % 2 ? 'Cooking' : 'Fitness' }],
          concepts: [{ match: id % 3 === 0 ? 'Myth Busting' : 'Transformation' }],
          elements: [{ match: 'Text Hook' }],
          accountTypes: [{ match: 'Personal Brand / Creator' }],
          format: { match: id % 2 ? 'Tutorial / How-To' : 'Talking Head' },
        },
      });
    }),
  );
  // An imported video's id is the library's own, any whole number up to 2^53: past 32 bits as well.
  await t.createVideos(
    [3_000_000_001, 2 ** 40 + 7].map((id, i) =>
      videoRecord({
        id,
        views: 2500 + i,
        engagement: 0.15,
        created_at: new Date(Date.UTC(2025, 0, 1) + (4 + i) * 60_000).toISOString(),
        db_analysis: {
          topics: [{ match: 'Cooking' }],
          concepts: [{ match: 'Myth Busting' }],
          format: { match: 'Talking Head' },
        },
      }),
    ),
  );
});

const FILTERS: ListFilters[] = [
  {},
  { format: 'Talking Head' },
  { concept: 'Myth Busting' },
  { format: 'Tutorial / How-To', concept: 'Myth Busting' },
  { concept: 'No Such Concept' },
];

describe('browse pages from memory', () => {
  it('hold exactly the videos, in exactly the order and with the total, of the SQL list', async () => {
    const { app } = t;
    for (const filters of FILTERS) {
      for (const sort of COLUMN_SORTS) {
        for (const page of [1, 2, 3, 7]) {
          const query = { page, limit: 8, sort };
          const fromSql = await listVideoIds(app.db, app.counts, filters, query, 'public');
          expect(await app.browseOrders.page(filters, query), JSON.stringify({ filters, ...query })).toEqual(
            fromSql,
          );
        }
      }
    }
  });

  it('order a search’s matches exactly as the SQL list would, leaving out ids that are no video', async () => {
    const { app } = t;
    const matches = [3_000_000_001, 17, 4, 2 ** 40 + 7, 999_999, 60, 33, 1, 2, 28, 45];
    for (const sort of COLUMN_SORTS) {
      const fromSql = await pageOfIdsAmong(app.db, matches, { page: 1, limit: 100, sort });
      expect(fromSql).toHaveLength(matches.length - 1);
      expect(await app.browseOrders.inOrder(matches, sort), sort).toEqual(fromSql);
    }
  });

  it('show a new video on the next read after the library changes', async () => {
    const before = await t.app.browseOrders.page(
      { format: 'Talking Head' },
      { page: 1, limit: 5, sort: 'views' },
    );
    await t.createVideos([
      videoRecord({
        id: 500,
        views: 9_999_999,
        db_analysis: { topics: [{ match: 'Cooking' }], format: { match: 'Talking Head' } },
      }),
    ]);
    const after = await t.app.browseOrders.page(
      { format: 'Talking Head' },
      { page: 1, limit: 5, sort: 'views' },
    );
    expect(after.ids[0]).toBe(500);
    expect(after.total).toBe(before.total + 1);
    const { body } = await t.get('/api/videos/public?format=Talking%20Head&sort=views&limit=5');
    expect(body.data.map((video: { id: number }) => video.id)).toEqual(after.ids);
  });
});
