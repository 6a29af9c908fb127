import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefs } from '../db/schema';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/users';
import { seedDemoAccounts } from '../users/demo-accounts';
import { seedDemoBriefs } from './seed-briefs';
import { seedDemoSwipefiles } from './seed-swipefiles';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos(
    Array.from({ length: 30 }, (_, i) =>
      videoRecord({ id: 700 + i, db_analysis: { topics: [{ match: i % 2 ? 'Fitness' : 'Nutrition' }] } }),
    ),
  );
  await seedDemoAccounts(t.database.db);
  await seedDemoSwipefiles(t.database.db);
  expect(await seedDemoBriefs(t.database.db)).toEqual({ created: 1 });
});

describe('the demo brief (issue 34)', () => {
  it('is public, drafted from premium@’s fitness swipefile, and readable by a visitor without its notes', async () => {
    const [brief] = await t.database.db.select().from(briefs);
    expect(brief).toMatchObject({
      accessLevel: 'public',
      draftedFrom: 'the swipefile Fitness hooks that stop the scroll',
    });
    expect(brief?.hooks.length).toBeGreaterThanOrEqual(3);
    const page = await t.get(`/api/public/briefs/${brief?.publicSlug}`);
    expect(page.body.data).toMatchObject({ title: brief?.title, brand: { name: 'Northside Fitness' } });
    expect(page.body.data).not.toHaveProperty('notes');
  });

  it('is shared with admin@ as editor, with their comment on the first hook', async () => {
    const [brief] = await t.database.db.select().from(briefs);
    const admin = await createUser(t, { email: 'admin@hookshelf.local' });
    const read = await t.get(`/api/briefs/${brief?.id}`, { headers: admin.auth });
    expect(read.body.data).toMatchObject({ user_role: 'editor' });
    const thread = await t.get(`/api/briefs/${brief?.id}/comments`, { headers: admin.auth });
    expect(thread.body.data.comments).toEqual([
      expect.objectContaining({ anchor: expect.objectContaining({ kind: 'hook', index: 0 }), is_mine: true }),
    ]);
  });

  it('changes nothing when seeded again', async () => {
    const before = await t.database.db.select().from(briefs);
    expect(await seedDemoBriefs(t.database.db)).toEqual({ created: 0 });
    expect(
      await t.database.db
        .select()
        .from(briefs)
        .where(eq(briefs.id, before[0]?.id ?? '')),
    ).toEqual(before);
  });
});
