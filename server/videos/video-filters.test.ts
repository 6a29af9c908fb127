import { beforeAll, describe, expect, it } from 'vitest';
import { videoListQuerySchema } from '../../shared/contracts/video-query';
import type { Database } from '../db/database';
import { views } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { findViewTags, resolveVideoFilters } from './video-filters';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(views)
    .values({ name: 'Skin and myths', slug: 'skin-and-myths', tagFilter: ' skincare, Myth Busting ,, ' });
});

describe('a view in a video query', () => {
  it('resolves a slug to its trimmed tags, or null for an unknown slug', async () => {
    expect(await findViewTags(database.db, 'skin-and-myths')).toEqual(['skincare', 'Myth Busting']);
    expect(await findViewTags(database.db, 'nope')).toBeNull();
  });

  it('lists the videos of any of the view’s tags, and answers an unknown view as not found', async () => {
    const filters = await resolveVideoFilters(
      database.db,
      videoListQuerySchema.parse({ view: 'skin-and-myths' }),
    );
    expect(filters.anyTags).toEqual(expect.arrayContaining(['skincare', 'Myth Busting']));
    await expect(
      resolveVideoFilters(database.db, videoListQuerySchema.parse({ view: 'nope' })),
    ).rejects.toMatchObject({
      code: 'view_not_found',
      statusCode: 404,
    });
  });
});
