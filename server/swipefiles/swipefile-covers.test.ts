import fs from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { videoRecord } from '../test/factories';
import { addCollaborator, addSavedVideo, createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { listOwnSwipefiles } from './swipefile-repository';

// Issue 31: the swipefiles list carries what a card shows — the video count, who it is shared with, and up
// to four cover thumbnails — in one query, and a cover is only ever a video of that swipefile.

let t: TestApp;

/** Videos 1–8 have an image; 9 names one whose file was never there (no converted variant). */
const WITH_IMAGE = [1, 2, 3, 4, 5, 6, 7, 8];
const WITHOUT_IMAGE = 9;

beforeAll(async () => {
  t = await createTestApp();
  const analyzer = path.join(t.dataDir, 'images', 'analyzer');
  for (const id of WITH_IMAGE) {
    // A colour of its own per video, so each has its own source hash and its own variants.
    const image = await sharp({
      create: { width: 540, height: 960, channels: 3, background: { r: id * 20, g: 80, b: 160 } },
    })
      .png()
      .toBuffer();
    await fs.writeFile(path.join(analyzer, `cover-${id}.png`), image);
  }
  await t.createVideos([
    ...WITH_IMAGE.map((id) => videoRecord({ id, thumbnail: `cover-${id}.png` })),
    videoRecord({ id: WITHOUT_IMAGE, thumbnail: 'never-written.png' }),
  ]);
});

const list = async (user: TestUser, suffix = '') => {
  const response = await t.get(`/api/swipefiles${suffix}`, { headers: user.auth });
  expect(response.status).toBe(200);
  return response.body.data as Record<string, unknown>[];
};
const named = (rows: Record<string, unknown>[], name: string) => rows.find((row) => row.name === name);
const coverIds = (row: Record<string, unknown> | undefined) =>
  ((row?.covers ?? []) as { video_id: number }[]).map((cover) => cover.video_id);

/** Saves the videos in order, one minute apart, so the last is the newest. */
async function saveInOrder(swipefile: { id: string; userId: string }, ids: number[]) {
  const start = Date.UTC(2026, 0, 1);
  for (const [i, id] of ids.entries())
    await addSavedVideo(t, swipefile, id, { savedAt: new Date(start + i * 60_000) });
}

describe('the swipefiles list carries what a card shows (issue 31)', () => {
  it('gives each swipefile its video count and at most four covers, the newest saved with an image first', async () => {
    const owner = await createUser(t);
    const many = await createSwipefile(t, owner, { name: 'Many' });
    // Oldest → newest: the imageless video is the newest, so it is passed over, not shown broken.
    await saveInOrder(many, [1, 2, 3, 4, 5, 6, WITHOUT_IMAGE]);
    const one = await createSwipefile(t, owner, { name: 'One' });
    await saveInOrder(one, [7]);
    await createSwipefile(t, owner, { name: 'Empty' });

    const rows = await list(owner);
    expect(named(rows, 'Many')).toMatchObject({ video_count: 7 });
    expect(coverIds(named(rows, 'Many'))).toEqual([6, 5, 4, 3]);
    expect(named(rows, 'One')).toMatchObject({ video_count: 1 });
    expect(coverIds(named(rows, 'One'))).toEqual([7]);
    expect(named(rows, 'Empty')).toMatchObject({ video_count: 0, covers: [] });
    const [cover] = (named(rows, 'One')?.covers ?? []) as Record<string, unknown>[];
    expect(cover).toEqual({
      video_id: 7,
      thumbnail: expect.stringMatching(/^\/images\/derived\/[0-9a-f]{32}\.webp$/),
      thumbnail_srcset: expect.stringContaining('180w'),
      thumbnail_width: 360,
      thumbnail_height: 640,
    });
    // The cover is a real file the browser can load.
    const image = await fetch(`${t.baseUrl}${cover?.thumbnail}`);
    expect(image.status).toBe(200);
    // The one swipefile read by id carries the same fields.
    const single = await t.get(`/api/swipefiles?id=${many.id}`, { headers: owner.auth });
    expect(coverIds(single.body.data)).toEqual([6, 5, 4, 3]);
  });

  it('says who may read each swipefile: private, link, public, and how many people it is shared with', async () => {
    const owner = await createUser(t);
    const invited = [await createUser(t), await createUser(t)];
    await createSwipefile(t, owner, { name: 'Private' });
    await createSwipefile(t, owner, { name: 'Link', accessLevel: 'link_only', shareToken: 'tok-covers-1' });
    await createSwipefile(t, owner, {
      name: 'Public',
      accessLevel: 'public',
      publicSlug: 'public-covers-1',
    });
    const team = await createSwipefile(t, owner, { name: 'Team' });
    await addCollaborator(t, team, invited[0] as TestUser);
    // A pending invitation is someone it is shared with too (the share modal lists them under "People with access").
    await addCollaborator(t, team, invited[1] as TestUser, { status: 'pending' });

    const rows = await list(owner);
    expect(named(rows, 'Private')).toMatchObject({ access_level: 'private', collaborator_count: 0 });
    expect(named(rows, 'Link')).toMatchObject({ access_level: 'link_only', collaborator_count: 0 });
    expect(named(rows, 'Public')).toMatchObject({ access_level: 'public', collaborator_count: 0 });
    expect(named(rows, 'Team')).toMatchObject({ access_level: 'private', collaborator_count: 2 });
  });

  it("never shows a cover from a swipefile the caller may not read, nor another user's list", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const pending = await createUser(t);
    const viewer = await createUser(t);
    const mine = await createSwipefile(t, owner, { name: 'Mine' });
    await saveInOrder(mine, [1]);
    const theirs = await createSwipefile(t, stranger, { name: 'Theirs' });
    await saveInOrder(theirs, [2, 3]);
    await addCollaborator(t, theirs, pending, { status: 'pending' });
    await addCollaborator(t, theirs, viewer);

    // The owner's list holds only their own covers.
    const rows = await list(owner);
    expect(rows.flatMap(coverIds)).toEqual([1]);
    // A pending invitee has no access yet: the swipefile and its covers are absent from their shared list.
    expect(await list(pending, '/shared')).toEqual([]);
    // Another user's list cannot be asked for (docs/decisions/0014-client-supplied-ids.md).
    const refused = await t.get(`/api/swipefiles?user_id=${stranger.id}`, { headers: owner.auth });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('/images/');
    // An accepted collaborator sees the covers of what they may read, and only those.
    const shared = await list(viewer, '/shared');
    expect(shared.map((row) => row.name)).toEqual(['Theirs']);
    expect(coverIds(shared[0])).toEqual([3, 2]);
    expect(shared[0]).toMatchObject({ video_count: 2, user_role: 'viewer' });
  });
});

describe('the list query', () => {
  it('reads a page of swipefiles with their counts and covers in one query, however many there are', async () => {
    const owner = await createUser(t);
    for (let n = 0; n < 12; n++) {
      const swipefile = await createSwipefile(t, owner, { name: `Batch ${n}` });
      await saveInOrder(swipefile, WITH_IMAGE.slice(0, 1 + (n % 6)));
    }
    let queries = 0;
    const counting = drizzle(t.database.pool, { schema, logger: { logQuery: () => void queries++ } });
    const rows = await listOwnSwipefiles(counting, owner.id);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.covers.length === Math.min(4, row.videoCount))).toBe(true);
    expect(queries).toBe(1);
  });
});
