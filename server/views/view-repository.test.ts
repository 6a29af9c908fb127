import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { views } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { findViewBySlug, listViews } from './view-repository';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(views).values([
    { name: 'Skin and myths', slug: 'skin-and-myths', tagFilter: ' skincare, Myth Busting ,, ' },
    { name: 'Bakers', slug: 'bakers', tagFilter: 'Baking' },
  ]);
});

describe('view repository', () => {
  it('lists views by name', async () => {
    expect((await listViews(database.db)).map((v) => v.slug)).toEqual(['bakers', 'skin-and-myths']);
  });

  it('finds a view by slug, or null', async () => {
    expect((await findViewBySlug(database.db, 'bakers'))?.name).toBe('Bakers');
    expect(await findViewBySlug(database.db, 'nope')).toBeNull();
  });
});
