import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../shared/domain/slug';
import { splitTagFilter } from '../../shared/domain/view-rules';
import { views } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildDemoTaxonomies } from './demo-library';
import { DEMO_VIEWS, seedDemoViews } from './seed-views';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe('the demo views', () => {
  it('name only tags the demo library has, and slugs that follow the slug rule', () => {
    const taxonomies = buildDemoTaxonomies();
    const lists: { name: string }[][] = Object.values(taxonomies);
    const names = new Set(lists.flatMap((entries) => entries.map((e) => e.name)));
    for (const view of DEMO_VIEWS) {
      expect(slugify(view.slug)).toBe(view.slug);
      for (const tag of splitTagFilter(view.tagFilter)) expect(names, `${view.name}: ${tag}`).toContain(tag);
    }
  });

  it('are added once, and each is readable by the views API', async () => {
    await seedDemoViews(t.database.db);
    await seedDemoViews(t.database.db);
    expect(await t.database.db.select().from(views)).toHaveLength(DEMO_VIEWS.length);
    const list = await t.get('/api/views/public');
    expect(list.body.data.map((v: { slug: string }) => v.slug).sort()).toEqual(
      DEMO_VIEWS.map((v) => v.slug).sort(),
    );
  });
});
