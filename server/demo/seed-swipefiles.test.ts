import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SWIPEFILE_NAME } from '../../shared/contracts/swipefiles';
import type { Db } from '../db/database';
import { savedVideos, swipefileCollaborators, swipefiles, users } from '../db/schema';
import { DEFAULT_GATED_TEXTS, videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoAccounts } from '../users/demo-accounts';
import { seedDemoSwipefiles } from './seed-swipefiles';

const TOPICS = ['Fitness', 'Nutrition', 'Personal Finance', 'Coffee', 'Small Business', 'Cooking'];
const FORMATS = ['Before & After', 'Tutorial / How-To', 'Talking Head'];

/** A small library with the demo's topics and formats, enough for every planned swipefile. */
const library = Array.from({ length: 60 }, (_, i) =>
  videoRecord({
    id: 500 + i,
    db_analysis: {
      topics: [{ match: TOPICS[i % TOPICS.length] }],
      concepts: [{ match: 'Transformation' }],
      elements: [{ match: 'Text Hook' }],
      accountTypes: [{ match: 'Small Business' }],
      format: { match: FORMATS[i % FORMATS.length] },
    },
  }),
);

/** Every seeded swipefile as owner e-mail, name, access, token/slug and its video ids in saved order. */
async function snapshot(db: Db) {
  const rows = await db
    .select({
      id: swipefiles.id,
      owner: users.email,
      name: swipefiles.name,
      isDefault: swipefiles.isDefault,
      access: swipefiles.accessLevel,
      shareToken: swipefiles.shareToken,
      publicSlug: swipefiles.publicSlug,
    })
    .from(swipefiles)
    .innerJoin(users, eq(users.id, swipefiles.userId))
    .orderBy(asc(users.email), asc(swipefiles.name));
  return Promise.all(
    rows.map(async (row) => {
      const saved = await db
        .select({ videoId: savedVideos.videoId, notes: savedVideos.notes })
        .from(savedVideos)
        .where(eq(savedVideos.swipefileId, row.id))
        .orderBy(asc(savedVideos.savedAt));
      return { ...row, saved };
    }),
  );
}

let t: TestApp;
let first: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos(library);
  await seedDemoAccounts(t.database.db);
  await seedDemoSwipefiles(t.database.db);
  first = await snapshot(t.database.db);
});

const of = (owner: string) => first.filter((row) => row.owner === owner);

describe('the demo swipefiles (issue 15)', () => {
  it('gives each demo account its default and two or three named swipefiles of 6 to 20 videos, some with notes', () => {
    for (const owner of ['admin@hookshelf.local', 'premium@hookshelf.local', 'basic@hookshelf.local']) {
      const mine = of(owner);
      expect(mine.filter((row) => row.isDefault).map((row) => row.name)).toEqual([DEFAULT_SWIPEFILE_NAME]);
      expect(mine.length - 1).toBeGreaterThanOrEqual(2);
      expect(mine.length - 1).toBeLessThanOrEqual(3);
      for (const row of mine) {
        expect(row.saved.length).toBeGreaterThanOrEqual(6);
        expect(row.saved.length).toBeLessThanOrEqual(20);
      }
    }
    const notes = first.flatMap((row) => row.saved.map((saved) => saved.notes));
    expect(notes.filter(Boolean).length).toBeGreaterThan(10);
    expect(notes.filter((note) => note === '').length).toBeGreaterThan(10);
  });

  it("shares premium@'s swipefiles with basic@ as viewer and admin@ as editor, both accepted", async () => {
    const rows = await t.database.db
      .select({
        name: swipefiles.name,
        email: swipefileCollaborators.email,
        role: swipefileCollaborators.role,
        status: swipefileCollaborators.status,
        userId: swipefileCollaborators.userId,
      })
      .from(swipefileCollaborators)
      .innerJoin(swipefiles, eq(swipefiles.id, swipefileCollaborators.swipefileId));
    expect(rows.map(({ userId: _, ...row }) => row).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { name: 'Money content ideas', email: 'admin@hookshelf.local', role: 'editor', status: 'accepted' },
      { name: 'Q3 campaign moodboard', email: 'basic@hookshelf.local', role: 'viewer', status: 'accepted' },
    ]);
    expect(rows.every((row) => row.userId)).toBe(true);
  });

  it("makes one of premium@'s public and one of basic@'s link-only, both readable by a visitor", async () => {
    const open = of('premium@hookshelf.local').filter((row) => row.access === 'public');
    const link = of('basic@hookshelf.local').filter((row) => row.access === 'link_only');
    expect(open).toHaveLength(1);
    expect(link).toHaveLength(1);
    expect(first.filter((row) => row.access !== 'private')).toHaveLength(2);
    expect(open[0]?.publicSlug).toMatch(/^fitness-hooks-that-stop-the-scroll-[0-9a-f]{32}$/);
    const publicPage = await t.get(`/api/public/swipefiles/${open[0]?.publicSlug}`);
    expect(publicPage.body.data.swipefile).toMatchObject({ owner_name: 'Demo Premium', video_count: 16 });
    const linkPage = await t.get(`/api/shared/swipefiles/${link[0]?.shareToken}`);
    expect(linkPage.status).toBe(200);
    for (const gated of DEFAULT_GATED_TEXTS) expect(JSON.stringify(linkPage.body)).not.toContain(gated);
  });

  it('fills topic swipefiles with videos of those topics', async () => {
    const fitness = first.find((row) => row.name === 'Fitness hooks that stop the scroll');
    const ids = new Set(fitness?.saved.map((saved) => saved.videoId));
    const topicOf = (id: number) => TOPICS[(id - 500) % TOPICS.length];
    expect([...ids].every((id) => ['Fitness', 'Nutrition'].includes(topicOf(id) ?? ''))).toBe(true);
  });

  it('changes nothing when seeded again: same rows, tokens, slugs and saved videos, even after a user edit', async () => {
    const note = first.find((row) => row.name === 'Cafe reel ideas');
    await t.database.db
      .update(savedVideos)
      .set({ notes: 'My own note' })
      .where(eq(savedVideos.swipefileId, note?.id ?? ''));
    expect(await seedDemoSwipefiles(t.database.db)).toEqual({ created: 0 });
    const again = await snapshot(t.database.db);
    expect(again.map(({ saved: _, ...row }) => row)).toEqual(first.map(({ saved: _, ...row }) => row));
    expect(
      again.find((row) => row.name === 'Cafe reel ideas')?.saved.every((s) => s.notes === 'My own note'),
    ).toBe(true);
    expect(again.find((row) => row.name === 'Money content ideas')?.saved).toEqual(
      first.find((row) => row.name === 'Money content ideas')?.saved,
    );
  });

  it('picks the same videos and notes on another install (deterministic)', async () => {
    const other = await createTestApp();
    await other.createVideos(library);
    await seedDemoAccounts(other.database.db);
    await seedDemoSwipefiles(other.database.db);
    const strip = (rows: typeof first) =>
      rows.map((row) => ({ owner: row.owner, name: row.name, saved: row.saved }));
    const fresh = await snapshot(other.database.db);
    const cafe = (rows: typeof first) => rows.filter((row) => row.name !== 'Cafe reel ideas');
    expect(strip(cafe(fresh))).toEqual(strip(cafe(first)));
  });
});
