import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SWIPEFILE_LIMITS } from '../../shared/contracts/swipefiles';
import { savedVideos } from '../db/schema';
import { videoRecord } from '../test/factories';
import { addCollaborator, addSavedVideo, createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([
    videoRecord({ id: 1 }),
    videoRecord({
      id: 2,
      simple_description: 'Morning routine for founders',
      caption: 'Five habits #founders',
      overview: 'A calm start to the day.',
      db_analysis: { topics: [{ match: 'Productivity' }], format: { match: 'Listicle' } },
      hook_title_content: 'Wake at 5',
      hook_verbal_content: 'Nobody tells you this',
    }),
    videoRecord({ id: 3, simple_description: 'Budget 100% honest review_of_tools' }),
    ...Array.from({ length: 60 }, (_, i) => videoRecord({ id: 100 + i })),
  ]);
});

const send = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { ...user.auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const savedRows = (swipefileId: string) =>
  t.database.db.select().from(savedVideos).where(eq(savedVideos.swipefileId, swipefileId));

describe('saving and removing', () => {
  it('saves a video once per swipefile: 201, then 200 with the same row', async () => {
    const user = await createUser(t);
    const swipefile = await createSwipefile(t, user);
    const first = await send(user, 'POST', '/api/saved-videos', { video_id: 2, swipefile_id: swipefile.id });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      video_id: 2,
      swipefile_id: swipefile.id,
      notes: '',
      user_notes: '',
      video_analysis: { id: 2, simple_description: 'Morning routine for founders' },
    });
    const again = await send(user, 'POST', '/api/saved-videos', { video_id: 2, swipefile_id: swipefile.id });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    // The list carries the card's fields; the analysis comes with GET /videos/{id} (Open Analysis).
    expect(first.body.data.video_analysis).not.toHaveProperty('transcript');
    expect(await savedRows(swipefile.id)).toHaveLength(1);
  });

  it('answers 404 for a video that is not in the library, and writes nothing', async () => {
    const user = await createUser(t);
    const swipefile = await createSwipefile(t, user);
    const response = await send(user, 'POST', '/api/saved-videos', {
      video_id: 999_999,
      swipefile_id: swipefile.id,
    });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('video_not_found');
    expect(await savedRows(swipefile.id)).toEqual([]);
  });

  it('removes by video and swipefile, or by the saved row id, saying how many went', async () => {
    const user = await createUser(t);
    const swipefile = await createSwipefile(t, user);
    await addSavedVideo(t, swipefile, 1);
    const second = await addSavedVideo(t, swipefile, 2);
    const byBody = await send(user, 'DELETE', '/api/saved-videos', {
      video_id: 1,
      swipefile_id: swipefile.id,
    });
    expect(byBody.body).toEqual({ success: true, data: { removed: 1 } });
    const none = await send(user, 'DELETE', '/api/saved-videos', { video_id: 1, swipefile_id: swipefile.id });
    expect(none.body.data.removed).toBe(0);
    const byId = await send(user, 'DELETE', `/api/saved-videos?id=${second.id}`);
    expect(byId.body.data.removed).toBe(1);
    expect(await savedRows(swipefile.id)).toEqual([]);
  });

  it('answers a save racing an unsave of the same video, and the state is whichever ran last', async () => {
    const user = await createUser(t);
    const swipefile = await createSwipefile(t, user);
    const target = { video_id: 2, swipefile_id: swipefile.id };
    const isSaved = async () =>
      (await send(user, 'GET', '/api/video-save-status?video_id=2')).body.data.is_saved as boolean;
    for (let round = 0; round < 60; round++) {
      // Odd rounds start with the video saved (a second click on Save racing Remove), even ones without.
      const startsSaved = round % 2 === 1;
      if (startsSaved) await send(user, 'POST', '/api/saved-videos', target);
      const [saved, unsaved] = await Promise.all([
        send(user, 'POST', '/api/saved-videos', target),
        send(user, 'DELETE', '/api/saved-videos', target),
      ]);
      expect([200, 201]).toContain(saved.status);
      expect(saved.body.data).toMatchObject({ video_id: 2, swipefile_id: swipefile.id });
      expect(unsaved.status).toBe(200);
      // The save wrote a row (201) when it came after the unsave, or found one (200) when it came first;
      // whichever came last decides what is saved now.
      const saveCameLast = startsSaved ? saved.status === 201 : unsaved.body.data.removed === 0;
      expect(await isSaved()).toBe(saveCameLast);
      await send(user, 'DELETE', '/api/saved-videos', target);
    }
  });

  it('lets an editor remove a video and write notes, and refuses both to a viewer', async () => {
    const owner = await createUser(t);
    const editor = await createUser(t);
    const viewer = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    await addCollaborator(t, swipefile, editor, { role: 'editor' });
    await addCollaborator(t, swipefile, viewer, { role: 'viewer' });
    const saved = await addSavedVideo(t, swipefile, 1);
    const viewerNotes = await send(viewer, 'PUT', `/api/saved-videos/${saved.id}/notes`, { notes: 'mine' });
    expect(viewerNotes.status).toBe(403);
    const notes = await send(editor, 'PUT', `/api/saved-videos/${saved.id}/notes`, {
      notes: 'Use the rewind',
    });
    expect(notes.status).toBe(200);
    expect(notes.body.data).toMatchObject({ notes: 'Use the rewind', user_notes: 'Use the rewind' });
    const read = await send(viewer, 'GET', `/api/saved-videos?swipefile_id=${swipefile.id}`);
    expect(read.body.data[0].notes).toBe('Use the rewind');
    expect((await send(viewer, 'DELETE', `/api/saved-videos?id=${saved.id}`)).status).toBe(403);
    expect((await send(editor, 'DELETE', `/api/saved-videos?id=${saved.id}`)).body.data.removed).toBe(1);
  });

  it('refuses notes over 10,000 characters, naming the field, and keeps the old ones', async () => {
    const user = await createUser(t);
    const swipefile = await createSwipefile(t, user);
    const saved = await addSavedVideo(t, swipefile, 1, { notes: 'old' });
    const response = await send(user, 'PUT', `/api/saved-videos/${saved.id}/notes`, {
      notes: 'x'.repeat(SWIPEFILE_LIMITS.notesMax + 1),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_input' });
    expect(response.body.error).toContain('notes');
    expect((await savedRows(swipefile.id))[0]?.notes).toBe('old');
  });
  it('saves into the default swipefile of the user an admin acts for (docs/decisions/0014-client-supplied-ids.md), and refuses that to others', async () => {
    const admin = await createUser(t, { tier: 'admin' });
    const user = await createUser(t);
    const bystander = await createUser(t);
    const refused = await send(bystander, 'POST', '/api/saved-videos', { video_id: 1, user_id: user.id });
    expect(refused.status).toBe(403);
    const saved = await send(admin, 'POST', '/api/saved-videos', { video_id: 1, user_id: user.id });
    expect(saved.status).toBe(201);
    const status = await send(user, 'GET', '/api/video-save-status?video_id=1');
    expect(status.body.data.saved_to_swipefiles).toEqual([saved.body.data.swipefile_id]);
  });
});

describe('save status', () => {
  it("says which of the caller's own swipefiles hold a video, one or a batch in one call", async () => {
    const user = await createUser(t);
    const a = await createSwipefile(t, user);
    const b = await createSwipefile(t, user);
    await addSavedVideo(t, a, 1, { savedAt: new Date('2025-01-01') });
    await addSavedVideo(t, b, 1, { savedAt: new Date('2025-01-02') });
    await addSavedVideo(t, b, 2);
    // Someone else's swipefile holding video 3 says nothing about the caller.
    const stranger = await createUser(t);
    await addSavedVideo(t, await createSwipefile(t, stranger), 3);

    const one = await send(user, 'GET', '/api/video-save-status?video_id=1');
    expect(one.body.data).toEqual({ video_id: 1, is_saved: true, saved_to_swipefiles: [a.id, b.id] });
    const batch = await send(user, 'GET', '/api/video-save-status?video_ids=1,2,3,999');
    expect(batch.body.data).toEqual([
      { video_id: 1, is_saved: true, saved_to_swipefiles: [a.id, b.id] },
      { video_id: 2, is_saved: true, saved_to_swipefiles: [b.id] },
      { video_id: 3, is_saved: false, saved_to_swipefiles: [] },
      { video_id: 999, is_saved: false, saved_to_swipefiles: [] },
    ]);
  });

  it('refuses more than 100 ids, and both forms at once', async () => {
    const user = await createUser(t);
    const ids = Array.from({ length: SWIPEFILE_LIMITS.saveStatusBatchMax + 1 }, (_, i) => i + 1).join(',');
    expect((await send(user, 'GET', `/api/video-save-status?video_ids=${ids}`)).status).toBe(400);
    expect((await send(user, 'GET', '/api/video-save-status?video_id=1&video_ids=1')).status).toBe(400);
    expect((await send(user, 'GET', '/api/video-save-status')).status).toBe(400);
  });
});

describe('reading a swipefile', () => {
  it('pages 50 at a time, newest saved first, with the exact total', async () => {
    const user = await createUser(t);
    const swipefile = await createSwipefile(t, user);
    await t.database.db.insert(savedVideos).values(
      Array.from({ length: 60 }, (_, i) => ({
        swipefileId: swipefile.id,
        videoId: 100 + i,
        userId: user.id,
        savedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      })),
    );
    const first = await send(user, 'GET', `/api/saved-videos?swipefile_id=${swipefile.id}`);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.pagination).toEqual({ page: 1, limit: 50, total: 60, hasMore: true });
    expect(first.body.data[0].video_id).toBe(159);
    const second = await send(user, 'GET', `/api/saved-videos?swipefile_id=${swipefile.id}&page=2`);
    expect(second.body.data.map((v: { video_id: number }) => v.video_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 109 - i),
    );
    expect(second.body.pagination.hasMore).toBe(false);
  });

  it('lists everything the caller saved with ?user_id= alone', async () => {
    const user = await createUser(t);
    await addSavedVideo(t, await createSwipefile(t, user), 1);
    await addSavedVideo(t, await createSwipefile(t, user), 2);
    const response = await send(user, 'GET', `/api/saved-videos?user_id=${user.id}`);
    expect(response.body.data.map((v: { video_id: number }) => v.video_id).sort()).toEqual([1, 2]);
  });

  it('searches title, notes, hooks and tags, every term, case-insensitively, the same for a viewer', async () => {
    const owner = await createUser(t);
    const viewer = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    await addCollaborator(t, swipefile, viewer);
    await addSavedVideo(t, swipefile, 1, { notes: 'Great for the Q3 campaign' });
    await addSavedVideo(t, swipefile, 2);
    await addSavedVideo(t, swipefile, 3);
    const search = async (user: TestUser, term: string) => {
      const response = await send(
        user,
        'GET',
        `/api/saved-videos?swipefile_id=${swipefile.id}&search=${encodeURIComponent(term)}`,
      );
      expect(response.status).toBe(200);
      return response.body.data.map((v: { video_id: number }) => v.video_id).sort();
    };
    for (const user of [owner, viewer]) {
      expect(await search(user, 'MORNING')).toEqual([2]); // title
      expect(await search(user, 'q3 campaign')).toEqual([1]); // notes, both terms
      expect(await search(user, 'nobody')).toEqual([2]); // verbal hook
      expect(await search(user, 'listicle')).toEqual([2]); // format tag
      expect(await search(user, 'cooking')).toEqual([1, 3]); // topic tag
      expect(await search(user, 'morning cooking')).toEqual([]); // every term must appear
      expect(await search(user, '100%')).toEqual([3]); // % is a character, not a wildcard
      expect(await search(user, 'w_of')).toEqual([3]);
      expect(await search(user, '%')).toEqual([3]);
      expect(await search(user, '_')).toEqual([3]);
    }
    const counted = await send(owner, 'GET', `/api/saved-videos?swipefile_id=${swipefile.id}&search=cooking`);
    expect(counted.body.pagination.total).toBe(2);
    // A page past the last match still says how many there are.
    const past = await send(
      owner,
      'GET',
      `/api/saved-videos?swipefile_id=${swipefile.id}&search=cooking&limit=1&page=3`,
    );
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toMatchObject({ total: 2, hasMore: false });
    const second = await send(
      owner,
      'GET',
      `/api/saved-videos?swipefile_id=${swipefile.id}&search=cooking&limit=1&page=2`,
    );
    expect(second.body.data.map((row: { video_id: number }) => row.video_id)).toHaveLength(1);
    expect(second.body.pagination).toMatchObject({ total: 2, hasMore: false });
  });
});

describe('the 5,000-video limit', () => {
  it('refuses the 5,001st video with limit_reached and writes nothing', async () => {
    const user = await createUser(t);
    const swipefile = await createSwipefile(t, user);
    const max = SWIPEFILE_LIMITS.videosPerSwipefile;
    // Reaching the limit quickly: 5,000 rows of a few real videos would break the one-per-swipefile rule,
    // so the library gets placeholder videos through one insert.
    await t.database.pool.query(
      `INSERT INTO videos (id, platform, url, content_hash)
       SELECT 1000000 + g, 'instagram', 'https://example.com/' || g, 'h' || g FROM generate_series(1, $1) g
       ON CONFLICT DO NOTHING`,
      [max],
    );
    await t.database.pool.query(
      `INSERT INTO saved_videos (swipefile_id, video_id, user_id) SELECT $1, 1000000 + g, $2 FROM generate_series(1, $3) g`,
      [swipefile.id, user.id, max],
    );
    const refused = await send(user, 'POST', '/api/saved-videos', {
      video_id: 1,
      swipefile_id: swipefile.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('limit_reached');
    expect(refused.body.error).toContain('5,000 videos');
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedVideos)
      .where(eq(savedVideos.swipefileId, swipefile.id));
    expect(count?.n).toBe(max);
  });
});
