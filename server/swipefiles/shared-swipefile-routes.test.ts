import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GATED_VIDEO_FIELDS } from '../../shared/contracts/video';
import { users } from '../db/schema';
import { DEFAULT_GATED_TEXTS, videoRecord } from '../test/factories';
import {
  insertCollaborator,
  insertSavedVideos,
  insertSwipefile,
  setAccess,
} from '../test/shared-swipefile-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let owner: TestUser;
let collaborator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos(Array.from({ length: 7 }, (_, i) => videoRecord({ id: i + 1 })));
  owner = await createUser(t);
  collaborator = await createUser(t);
  await t.database.db.update(users).set({ name: 'Maya Chen' }).where(eq(users.id, owner.id));
});

async function sharedSwipefile(access: 'link_only' | 'public', videoIds = [1, 2, 3]) {
  const row = await insertSwipefile(t.database.db, owner.id, {
    name: 'Openers that work',
    description: 'Cold opens we keep coming back to',
    access,
  });
  await insertSavedVideos(
    t.database.db,
    row.id,
    owner.id,
    videoIds.map((videoId) => ({ videoId, notes: `Note on video ${videoId}` })),
  );
  await insertCollaborator(t.database.db, row.id, collaborator.email, collaborator.id);
  return row;
}

const linkPath = (token: string | null) => `/api/shared/swipefiles/${token}`;
const publicPath = (slug: string | null) => `/api/public/swipefiles/${slug}`;

function expectInactive(answer: Awaited<ReturnType<TestApp['get']>>) {
  expect(answer.status).toBe(404);
  expect(answer.body).toMatchObject({
    success: false,
    code: 'share_link_inactive',
    error: 'This link is no longer active.',
  });
}

describe('GET /api/shared/swipefiles/{token} and /api/public/swipefiles/{slug}', () => {
  it('shows a visitor a link-only swipefile: name, owner name, count and its videos newest first with notes', async () => {
    const row = await sharedSwipefile('link_only');
    const answer = await t.get(linkPath(row.shareToken));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.data.swipefile).toMatchObject({
      name: 'Openers that work',
      description: 'Cold opens we keep coming back to',
      owner_name: 'Maya Chen',
      access_level: 'link_only',
      video_count: 3,
    });
    expect(answer.body.data.videos.map((v: { video_id: number }) => v.video_id)).toEqual([3, 2, 1]);
    expect(answer.body.data.videos[0]).toMatchObject({ notes: 'Note on video 3' });
    expect(answer.body.data.videos[0].video_analysis.id).toBe(3);
    expect(answer.body.pagination).toEqual({ page: 1, limit: 50, total: 3, hasMore: false });
  });

  it('shows a public swipefile by its slug, to a signed-in stranger as to a visitor', async () => {
    const row = await sharedSwipefile('public');
    const stranger = await createUser(t);
    for (const headers of [{}, stranger.auth]) {
      const answer = await t.get(publicPath(row.publicSlug), { headers });
      expect(answer.status).toBe(200);
      expect(answer.body.data.swipefile).toMatchObject({ access_level: 'public', video_count: 3 });
    }
  });

  it('never sends a gated video field, an e-mail address, a user id or a collaborator', async () => {
    const row = await sharedSwipefile('link_only');
    const answer = await t.get(linkPath(row.shareToken), { headers: owner.auth });
    const text = JSON.stringify(answer.body);
    for (const gated of DEFAULT_GATED_TEXTS) expect(text).not.toContain(gated);
    for (const field of GATED_VIDEO_FIELDS)
      expect(answer.body.data.videos[0].video_analysis).not.toHaveProperty(field);
    for (const secret of [owner.email, collaborator.email, owner.id, collaborator.id, row.id]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(answer.body.data.swipefile).sort()).toEqual(
      ['access_level', 'created_at', 'description', 'name', 'owner_name', 'updated_at', 'video_count'].sort(),
    );
  });

  it('names no owner when they have set no display name, rather than showing their address', async () => {
    const anonymous = await createUser(t);
    await t.database.db.update(users).set({ name: '' }).where(eq(users.id, anonymous.id));
    const row = await insertSwipefile(t.database.db, anonymous.id, { access: 'public' });
    const answer = await t.get(publicPath(row.publicSlug));
    expect(answer.body.data.swipefile.owner_name).toBeNull();
    expect(JSON.stringify(answer.body)).not.toContain(anonymous.email);
  });

  it('kills the old token when the swipefile goes private, and again when its link is turned off and on', async () => {
    const row = await sharedSwipefile('link_only');
    const first = row.shareToken;
    await setAccess(t.database.db, row.id, 'private');
    expectInactive(await t.get(linkPath(first)));
    const relinked = await setAccess(t.database.db, row.id, 'link_only');
    expect(relinked.shareToken).not.toBe(first);
    expectInactive(await t.get(linkPath(first)));
    expect((await t.get(linkPath(relinked.shareToken))).status).toBe(200);
  });

  it('kills a public slug when the swipefile leaves public', async () => {
    const row = await sharedSwipefile('public');
    await setAccess(t.database.db, row.id, 'link_only');
    expectInactive(await t.get(publicPath(row.publicSlug)));
  });

  it('answers an unknown token or slug, and one of the wrong kind, with share_link_inactive', async () => {
    const link = await sharedSwipefile('link_only');
    const open = await sharedSwipefile('public');
    const inactive = await t.get(linkPath('nope-not-a-token'));
    expectInactive(inactive);
    expect(inactive.headers.get('cache-control')).toBe('no-store');
    expectInactive(await t.get(publicPath('openers-that-work-0000')));
    // A token is no slug and a slug no token: each opens only its own page.
    expectInactive(await t.get(publicPath(link.shareToken)));
    expectInactive(await t.get(linkPath(open.publicSlug)));
    // Nor does a swipefile's own id, nor a token with bytes no token has.
    expectInactive(await t.get(linkPath(link.id)));
    expectInactive(await t.get(linkPath(`${link.shareToken}%00`)));
    expectInactive(await t.get(publicPath('a%20b')));
  });

  it('pages the videos, newest first, and tells when there are more', async () => {
    const row = await sharedSwipefile('link_only', [1, 2, 3, 4, 5, 6, 7]);
    const first = await t.get(`${linkPath(row.shareToken)}?limit=3`);
    expect(first.body.data.videos.map((v: { video_id: number }) => v.video_id)).toEqual([7, 6, 5]);
    expect(first.body.pagination).toEqual({ page: 1, limit: 3, total: 7, hasMore: true });
    const last = await t.get(`${linkPath(row.shareToken)}?limit=3&page=3`);
    expect(last.body.data.videos.map((v: { video_id: number }) => v.video_id)).toEqual([1]);
    expect(last.body.pagination.hasMore).toBe(false);
    expect((await t.get(`${linkPath(row.shareToken)}?limit=500`)).status).toBe(400);
  });

  it('searches the notes but not the gated analysis', async () => {
    const row = await sharedSwipefile('public', [1, 2, 3]);
    const byNote = await t.get(`${publicPath(row.publicSlug)}?search=${encodeURIComponent('video 2')}`);
    expect(byNote.body.data.videos.map((v: { video_id: number }) => v.video_id)).toEqual([2]);
    const byHook = await t.get(
      `${publicPath(row.publicSlug)}?search=${encodeURIComponent(DEFAULT_GATED_TEXTS[1])}`,
    );
    expect(byHook.body.data.videos).toEqual([]);
    expect(byHook.body.pagination.total).toBe(0);
  });
});
