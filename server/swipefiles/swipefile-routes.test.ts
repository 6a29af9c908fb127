import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SWIPEFILE_NAME, SWIPEFILE_LIMITS } from '../../shared/contracts/swipefiles';
import { savedVideos, swipefileCollaborators, swipefiles, videos } from '../db/schema';
import { videoRecord } from '../test/factories';
import { addCollaborator, addSavedVideo, createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([
    videoRecord({ id: 1 }),
    videoRecord({
      id: 2,
      simple_description: '=SUM(A1) "quoted", with commas',
      author_username: 'early.riser',
      db_analysis: { topics: [{ match: 'Productivity' }], format: { match: 'Listicle' } },
      hook_title_content: '+5 habits',
    }),
  ]);
  other = await createUser(t);
});

const send = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { ...user.auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const countRows = async (table: typeof swipefiles | typeof savedVideos | typeof swipefileCollaborators) => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe('the default swipefile (docs/decisions/0016-default-swipefile.md)', () => {
  it('is created on the first list, once, even when several first requests race', async () => {
    const user = await createUser(t);
    const lists = await Promise.all(Array.from({ length: 6 }, () => send(user, 'GET', '/api/swipefiles')));
    for (const list of lists) expect(list.status).toBe(200);
    const rows = await t.database.db.select().from(swipefiles).where(eq(swipefiles.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: DEFAULT_SWIPEFILE_NAME, isDefault: true });
    expect(lists[0]?.body.data).toEqual([
      expect.objectContaining({
        name: DEFAULT_SWIPEFILE_NAME,
        is_default: true,
        user_role: 'owner',
        can_edit: true,
      }),
    ]);
  });

  it('cannot be deleted through the API', async () => {
    const user = await createUser(t);
    const [mine] = (await send(user, 'GET', '/api/swipefiles')).body.data;
    const refused = await send(user, 'DELETE', `/api/swipefiles?id=${mine.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('default_swipefile_protected');
    expect((await send(user, 'GET', `/api/swipefiles?id=${mine.id}`)).status).toBe(200);
  });

  it('receives a save with swipefile_id null, and is the list of GET /saved-videos without an id', async () => {
    const user = await createUser(t);
    const saved = await send(user, 'POST', '/api/saved-videos', { video_id: 1, swipefile_id: null });
    expect(saved.status).toBe(201);
    const list = await send(user, 'GET', '/api/saved-videos');
    expect(list.body.data.map((v: { video_id: number }) => v.video_id)).toEqual([1]);
    const [mine] = (await send(user, 'GET', '/api/swipefiles')).body.data;
    expect(mine).toMatchObject({ is_default: true, video_count: 1 });
    expect(saved.body.data.swipefile_id).toBe(mine.id);
  });
});

describe('swipefiles', () => {
  it('lists the default first, then the newest, with owner name and video counts', async () => {
    const user = await createUser(t);
    const first = await send(user, 'POST', '/api/swipefiles', {
      name: '  Hooks  ',
      description: 'Good ones',
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      name: 'Hooks',
      description: 'Good ones',
      is_default: false,
      access_level: 'private',
      share_token: null,
      public_slug: null,
      user_role: 'owner',
      can_edit: true,
      video_count: 0,
      user_id: user.id,
    });
    const second = await send(user, 'POST', '/api/swipefiles', { name: 'Later' });
    const list = (await send(user, 'GET', '/api/swipefiles')).body.data;
    expect(list.map((s: { name: string }) => s.name)).toEqual([DEFAULT_SWIPEFILE_NAME, 'Later', 'Hooks']);
    expect(list[1].id).toBe(second.body.data.id);
    expect(new Date(list[1].created_at).toISOString()).toBe(list[1].created_at);
  });

  it('names the field of a bad name or description', async () => {
    const user = await createUser(t);
    const long = await send(user, 'POST', '/api/swipefiles', {
      name: 'x'.repeat(SWIPEFILE_LIMITS.nameMax + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toContain('name');
    const empty = await send(user, 'POST', '/api/swipefiles', { name: '   ' });
    expect(empty.status).toBe(400);
    const description = await send(user, 'POST', '/api/swipefiles', {
      name: 'ok',
      description: 'x'.repeat(SWIPEFILE_LIMITS.descriptionMax + 1),
    });
    expect(description.status).toBe(400);
    expect(description.body.error).toContain('description');
    expect(await t.database.db.select().from(swipefiles).where(eq(swipefiles.userId, user.id))).toEqual([]);
  });

  it('lets an editor rename a swipefile and set its description', async () => {
    const owner = await createUser(t);
    const editor = await createUser(t);
    const swipefile = await createSwipefile(t, owner, { name: 'Before' });
    await addCollaborator(t, swipefile, editor, { role: 'editor' });
    const renamed = await send(editor, 'PUT', `/api/swipefiles?id=${swipefile.id}`, {
      name: 'After',
      description: 'New words',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'After', description: 'New words', user_role: 'editor' });
    const cleared = await send(owner, 'PUT', `/api/swipefiles?id=${swipefile.id}`, {
      name: 'After',
      description: '',
    });
    expect(cleared.body.data.description).toBeNull();
  });

  it('deletes a swipefile with its saved rows and collaborators, never the videos', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    await addSavedVideo(t, swipefile, 1);
    await addSavedVideo(t, swipefile, 2);
    await addCollaborator(t, swipefile, other);
    const deleted = await send(owner, 'DELETE', `/api/swipefiles?id=${swipefile.id}`);
    expect(deleted.body).toEqual({ success: true, data: { id: swipefile.id } });
    const db = t.database.db;
    expect(await db.select().from(savedVideos).where(eq(savedVideos.swipefileId, swipefile.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(swipefileCollaborators)
        .where(eq(swipefileCollaborators.swipefileId, swipefile.id)),
    ).toEqual([]);
    expect(await db.select({ id: videos.id }).from(videos).where(eq(videos.id, 1))).toHaveLength(1);
    expect((await send(other, 'GET', '/api/swipefiles/shared')).body.data).toEqual([]);
  });

  it("refuses another user's user_id to a non-admin (403)", async () => {
    const user = await createUser(t);
    const response = await send(user, 'GET', `/api/swipefiles?user_id=${other.id}`);
    expect(response.status).toBe(403);
    expect((await send(user, 'GET', `/api/saved-videos?user_id=${other.id}`)).status).toBe(403);
    expect((await send(user, 'GET', `/api/video-save-status?video_id=1&user_id=${other.id}`)).status).toBe(
      403,
    );
    expect((await send(user, 'GET', `/api/swipefiles?user_id=${user.id}`)).status).toBe(200);
  });
});

describe('sharing (docs/product/sharing.md#access-levels, docs/decisions/0018-shared-links.md)', () => {
  it('goes private → link → public → private → link, issuing, replacing and clearing token and slug', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner, { name: 'Best Hooks 2025!' });
    const share = async (access_level: string) => {
      const response = await send(owner, 'POST', `/api/swipefiles/${swipefile.id}/share`, { access_level });
      expect(response.status).toBe(200);
      return response.body.data;
    };
    const link = await share('link_only');
    expect(link.access_level).toBe('link_only');
    expect(link.share_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(link.public_slug).toBeNull();
    const again = await share('link_only');
    expect(again.share_token).toBe(link.share_token);

    const pub = await share('public');
    expect(pub.share_token).toBeNull();
    expect(pub.public_slug).toMatch(/^best-hooks-2025-[0-9a-f]{32}$/);

    const priv = await share('private');
    expect(priv).toMatchObject({ access_level: 'private', share_token: null, public_slug: null });

    const relinked = await share('link_only');
    expect(relinked.share_token).toBeTruthy();
    expect(relinked.share_token).not.toBe(link.share_token);
    const republic = await share('public');
    expect(republic.public_slug).not.toBe(pub.public_slug);

    const [row] = await t.database.db.select().from(swipefiles).where(eq(swipefiles.id, swipefile.id));
    expect(row).toMatchObject({ accessLevel: 'public', shareToken: null, publicSlug: republic.public_slug });
  });

  it('refuses an access level outside the three', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    const response = await send(owner, 'POST', `/api/swipefiles/${swipefile.id}/share`, {
      access_level: 'everyone',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('access_level');
  });
});

describe('limits (issue 15)', () => {
  it('refuses the 501st swipefile with limit_reached and writes nothing', async () => {
    const user = await createUser(t);
    await t.database.db.insert(swipefiles).values(
      Array.from({ length: SWIPEFILE_LIMITS.swipefilesPerUser }, (_, i) => ({
        userId: user.id,
        name: `S${i}`,
      })),
    );
    const before = await countRows(swipefiles);
    const refused = await send(user, 'POST', '/api/swipefiles', { name: 'One too many' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'limit_reached' });
    expect(refused.body.error).toContain('500 swipefiles');
    expect(await countRows(swipefiles)).toBe(before);
  });
});

describe('export', () => {
  it('downloads CSV with a BOM, RFC 4180 quoting and formulas neutralised, for owner and editors', async () => {
    const owner = await createUser(t);
    const editor = await createUser(t);
    const swipefile = await createSwipefile(t, owner, { name: 'Café hooks' });
    await addCollaborator(t, swipefile, editor, { role: 'editor' });
    await addSavedVideo(t, swipefile, 1, { notes: '@mention me', savedAt: new Date('2025-05-01T10:00:00Z') });
    await addSavedVideo(t, swipefile, 2, {
      notes: 'line one\nline "two"',
      savedAt: new Date('2025-05-02T10:00:00Z'),
    });

    const response = await fetch(`${t.baseUrl}/api/swipefiles/${swipefile.id}/export?format=csv`, {
      headers: editor.auth,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''caf%C3%A9-hooks.csv");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'title,platform,url,format,topics,hook_title,hook_verbal,hook_visual,notes,saved_at',
    );
    // Newest saved first; the title follows the docs/product/video-detail.md#page-title-rule; quotes doubled; a formula gets a leading '.
    expect(text).toContain(
      `"'=SUM(A1) ""quoted"", with commas from early.riser",instagram,https://www.instagram.com/reel/TEST2/,Listicle,Productivity,'+5 habits`,
    );
    expect(lines[1]?.startsWith(`"'=SUM(A1)`)).toBe(true);
    expect(text).toContain('"line one\nline ""two"""');
    expect(text).toContain(
      ",Dinner in 12 minutes,You have been cooking rice wrong,,'@mention me,2025-05-01T10:00:00.000Z",
    );
  });

  it('downloads JSON with every field', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner, { name: 'Json one' });
    await addSavedVideo(t, swipefile, 1, { notes: 'kept' });
    const response = await send(owner, 'GET', `/api/swipefiles/${swipefile.id}/export?format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('json-one.json');
    expect(response.body.videos).toEqual([
      {
        title: 'Weeknight dinner idea 1 from weeknight.kitchen',
        platform: 'instagram',
        url: 'https://www.instagram.com/reel/TEST1/',
        format: 'Tutorial / How-To',
        topics: ['Cooking'],
        hook_title: 'Dinner in 12 minutes',
        hook_verbal: 'You have been cooking rice wrong',
        hook_visual: null,
        notes: 'kept',
        saved_at: expect.any(String),
      },
    ]);
  });
});
