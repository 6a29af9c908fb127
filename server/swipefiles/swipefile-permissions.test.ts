import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, savedVideos, swipefileCollaborators, swipefiles } from '../db/schema';
import { videoRecord } from '../test/factories';
import { addCollaborator, addSavedVideo, createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { inviteCollaborator } from './collaborator-repository';
import { newShareToken } from './share-tokens';

/**
 * Issue 15's authorization matrix for every signed-in swipefile route: each role gets exactly its status,
 * and a refused state change leaves the swipefile, its saved videos and its collaborators as they were.
 * The link holders (live and dead token) carry no session here: on these routes they are visitors (the
 * token routes are tested with the shared and public pages).
 */
const ROLES = [
  'owner',
  'editor',
  'viewer',
  'invited',
  'other',
  'visitor',
  'admin',
  'liveToken',
  'deadToken',
] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, 'visitor' | 'liveToken' | 'deadToken'>;

let t: TestApp;
let users: Record<SignedInRole, TestUser>;
let nextInvitee = 1;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([videoRecord({ id: 1 }), videoRecord({ id: 2 })]);
  users = {
    owner: await createUser(t),
    editor: await createUser(t),
    viewer: await createUser(t),
    invited: await createUser(t),
    other: await createUser(t),
    admin: await createUser(t, { tier: 'admin' }),
  };
});

/**
 * A fresh swipefile per cell: shared by link, one saved video, an editor, a viewer, and an account invited
 * while signed in (issue 31: a viewer at once, through the same call the invite route makes).
 */
async function fixture() {
  const swipefile = await createSwipefile(t, users.owner, {
    accessLevel: 'link_only',
    shareToken: newShareToken(),
  });
  const saved = await addSavedVideo(t, swipefile, 1, { notes: 'first notes' });
  await addCollaborator(t, swipefile, users.editor, { role: 'editor' });
  const viewer = await addCollaborator(t, swipefile, users.viewer, { role: 'viewer' });
  await inviteCollaborator(t.database.db, {
    swipefileId: swipefile.id,
    email: users.invited.email,
    role: 'viewer',
    invitedBy: users.owner.id,
  });
  const [comment] = await t.database.db
    .insert(comments)
    .values({
      swipefileId: swipefile.id,
      savedVideoId: saved.id,
      anchorKind: 'saved_video',
      userId: users.owner.id,
      body: 'Owner note',
    })
    .returning();
  return { swipefile, saved, collaborator: viewer, comment };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

/** Everything a call could change about a swipefile. */
async function snapshot(swipefileId: string) {
  const db = t.database.db;
  return {
    swipefile: await db.select().from(swipefiles).where(eq(swipefiles.id, swipefileId)),
    saved: await db
      .select()
      .from(savedVideos)
      .where(eq(savedVideos.swipefileId, swipefileId))
      .orderBy(asc(savedVideos.id)),
    collaborators: await db
      .select()
      .from(swipefileCollaborators)
      .where(eq(swipefileCollaborators.swipefileId, swipefileId))
      .orderBy(asc(swipefileCollaborators.id)),
    comments: await db
      .select()
      .from(comments)
      .where(eq(comments.swipefileId, swipefileId))
      .orderBy(asc(comments.id)),
  };
}

interface Cell {
  method: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** owner, editor, viewer, invited, other, visitor, admin, live token, dead token */
  expect: [number, number, number, number, number, number, number, number, number];
}

// Shorthands for the common rows: [owner, editor, viewer, invited, other, visitor, admin, live, dead].
const READ = [200, 200, 200, 200, 404, 401, 404, 401, 401] as Cell['expect'];
const EDIT = [200, 200, 403, 403, 404, 401, 404, 401, 401] as Cell['expect'];
const OWN = [200, 403, 403, 403, 404, 401, 404, 401, 401] as Cell['expect'];
const ANY_SIGNED_IN = [200, 200, 200, 200, 200, 401, 200, 401, 401] as Cell['expect'];
/** The fixture's comment is the owner's: only they may edit or delete it. */
const AUTHOR = [200, 403, 403, 403, 404, 401, 404, 401, 401] as Cell['expect'];
const created = (row: Cell['expect']) => row.map((s) => (s === 200 ? 201 : s)) as Cell['expect'];

const MATRIX: Record<string, Cell> = {
  'GET /api/swipefiles?id=': {
    method: 'GET',
    path: (f) => `/api/swipefiles?id=${f.swipefile.id}`,
    expect: READ,
  },
  'GET /api/swipefiles': { method: 'GET', path: () => '/api/swipefiles', expect: ANY_SIGNED_IN },
  'GET /api/swipefiles/shared': {
    method: 'GET',
    path: () => '/api/swipefiles/shared',
    expect: ANY_SIGNED_IN,
  },
  'POST /api/swipefiles': {
    method: 'POST',
    path: () => '/api/swipefiles',
    body: () => ({ name: 'Matrix swipefile' }),
    expect: created(ANY_SIGNED_IN),
  },
  'PUT /api/swipefiles?id=': {
    method: 'PUT',
    path: (f) => `/api/swipefiles?id=${f.swipefile.id}`,
    body: () => ({ name: 'Renamed', description: 'Changed' }),
    expect: EDIT,
  },
  'DELETE /api/swipefiles?id=': {
    method: 'DELETE',
    path: (f) => `/api/swipefiles?id=${f.swipefile.id}`,
    expect: OWN,
  },
  'POST /api/swipefiles/:id/share': {
    method: 'POST',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/share`,
    body: () => ({ access_level: 'public' }),
    expect: OWN,
  },
  'GET /api/swipefiles/:id/comments': {
    method: 'GET',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/comments`,
    expect: READ,
  },
  'POST /api/swipefiles/:id/comments': {
    method: 'POST',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/comments`,
    body: (f) => ({ body: 'A thought', anchor: { kind: 'saved_video', id: f.saved.id } }),
    expect: created(READ),
  },
  'PUT /api/swipefiles/:id/comments/:commentId': {
    method: 'PUT',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/comments/${f.comment?.id}`,
    body: () => ({ body: 'Changed' }),
    expect: AUTHOR,
  },
  'DELETE /api/swipefiles/:id/comments/:commentId': {
    method: 'DELETE',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/comments/${f.comment?.id}`,
    expect: AUTHOR,
  },
  'POST /api/swipefiles/:id/comments/:commentId/resolve': {
    method: 'POST',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/comments/${f.comment?.id}/resolve`,
    body: () => ({ resolved: true }),
    expect: EDIT,
  },
  'GET /api/swipefiles/:id/export': {
    method: 'GET',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/export?format=csv`,
    expect: EDIT,
  },
  'GET /api/saved-videos': {
    method: 'GET',
    path: (f) => `/api/saved-videos?swipefile_id=${f.swipefile.id}`,
    expect: READ,
  },
  'POST /api/saved-videos': {
    method: 'POST',
    path: () => '/api/saved-videos',
    body: (f) => ({ video_id: 2, swipefile_id: f.swipefile.id }),
    expect: created(OWN),
  },
  'DELETE /api/saved-videos (body)': {
    method: 'DELETE',
    path: () => '/api/saved-videos',
    body: (f) => ({ video_id: 1, swipefile_id: f.swipefile.id }),
    expect: EDIT,
  },
  'DELETE /api/saved-videos?id=': {
    method: 'DELETE',
    path: (f) => `/api/saved-videos?id=${f.saved.id}`,
    expect: EDIT,
  },
  'PUT /api/saved-videos/:id/notes': {
    method: 'PUT',
    path: (f) => `/api/saved-videos/${f.saved.id}/notes`,
    body: () => ({ notes: 'changed notes' }),
    expect: EDIT,
  },
  'GET /api/video-save-status?video_id=': {
    method: 'GET',
    path: () => '/api/video-save-status?video_id=1',
    expect: ANY_SIGNED_IN,
  },
  'GET /api/video-save-status?video_ids=': {
    method: 'GET',
    path: () => '/api/video-save-status?video_ids=1,2',
    expect: ANY_SIGNED_IN,
  },
  'GET /api/swipefiles/:id/collaborators': {
    method: 'GET',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/collaborators`,
    expect: OWN,
  },
  'POST /api/swipefiles/:id/collaborators': {
    method: 'POST',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/collaborators`,
    body: () => ({ email: `matrix-invitee-${nextInvitee++}@example.com` }),
    expect: created(OWN),
  },
  'POST /api/swipefiles/:id/invite': {
    method: 'POST',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/invite`,
    body: () => ({ email: `matrix-invitee-${nextInvitee++}@example.com`, role: 'editor' }),
    expect: created(OWN),
  },
  'PUT /api/swipefiles/:id/collaborators/:collaboratorId': {
    method: 'PUT',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/collaborators/${f.collaborator.id}`,
    body: () => ({ role: 'editor' }),
    expect: OWN,
  },
  'GET /api/swipefiles/shared/new': {
    method: 'GET',
    path: () => '/api/swipefiles/shared/new',
    expect: ANY_SIGNED_IN,
  },
  'POST /api/swipefiles/shared/seen': {
    method: 'POST',
    path: () => '/api/swipefiles/shared/seen',
    // The viewer's invitation: only the viewer's own call marks it; for anyone else it matches nothing.
    body: (f) => ({ ids: [f.collaborator.id] }),
    expect: ANY_SIGNED_IN,
  },
  'DELETE /api/swipefiles/:id/collaborators/:collaboratorId': {
    method: 'DELETE',
    path: (f) => `/api/swipefiles/${f.swipefile.id}/collaborators/${f.collaborator.id}`,
    expect: OWN,
  },
};

/** Sends a cell's call as a role: signed-in roles with their session, the rest with none. */
async function call(role: Role, cell: Cell, f: Fixture) {
  const headers: Record<string, string> = {};
  if (role in users) Object.assign(headers, users[role as SignedInRole].auth);
  const body = cell.body?.(f);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.request(cell.path(f), {
    method: cell.method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

describe('swipefile route × role matrix', () => {
  it('covers every swipefile route the app registers', () => {
    const registered = new Set(
      t.app.accessControl.routes
        .filter((r) => /^\/api\/(swipefiles|saved-videos|video-save-status)/.test(r.url))
        .map((r) => `${r.method} ${r.url}`),
    );
    const covered = new Set(
      Object.entries(MATRIX).map(([name, cell]) => {
        const url = name.split(' ')[1]?.replace(/\?.*$/, '') ?? '';
        return `${cell.method} ${url}`;
      }),
    );
    expect([...covered].sort()).toEqual([...registered].sort());
  });

  it.each(Object.entries(MATRIX))('%s answers each role as the table says', async (_, cell) => {
    const statuses: number[] = [];
    for (const role of ROLES) {
      const f = await fixture();
      const before = await snapshot(f.swipefile.id);
      const response = await call(role, cell, f);
      statuses.push(response.status);
      if (response.status >= 400) {
        // A refused call changes nothing.
        expect(await snapshot(f.swipefile.id), `${role}: ${cell.method} changed rows`).toEqual(before);
      }
    }
    expect(statuses).toEqual(cell.expect);
  });

  it('lets an account invited while signed in read at once, and tells a stranger nothing', async () => {
    const f = await fixture();
    const invited = await t.get(`/api/swipefiles?id=${f.swipefile.id}`, { headers: users.invited.auth });
    expect(invited.body.data).toMatchObject({ id: f.swipefile.id, user_role: 'viewer', can_edit: false });
    const stranger = await t.get(`/api/swipefiles?id=${f.swipefile.id}`, { headers: users.other.auth });
    expect(stranger.body.code).toBe('swipefile_not_found');
    const unknown = await t.get(`/api/swipefiles?id=${crypto.randomUUID()}`, { headers: users.other.auth });
    expect(unknown.body).toEqual(stranger.body);
  });

  it('gives the share token to the owner only, and the role and can_edit of each reader', async () => {
    const f = await fixture();
    const read = async (role: SignedInRole) =>
      (await t.get(`/api/swipefiles?id=${f.swipefile.id}`, { headers: users[role].auth })).body.data;
    expect(await read('owner')).toMatchObject({
      share_token: f.swipefile.shareToken,
      user_role: 'owner',
      can_edit: true,
    });
    expect(await read('editor')).toMatchObject({ share_token: null, user_role: 'editor', can_edit: true });
    expect(await read('viewer')).toMatchObject({ share_token: null, user_role: 'viewer', can_edit: false });
  });
});

describe('IDOR: another user replays every id the owner saw', () => {
  it('gets nowhere with any method on any route, and changes nothing', async () => {
    const f = await fixture();
    const intruder = users.other;
    const own = await createSwipefile(t, intruder);
    const ids = { s: f.swipefile.id, sv: f.saved.id, c: f.collaborator.id, own: own.id };
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/swipefiles?id=${ids.s}`],
      ['GET', `/api/swipefiles?user_id=${users.owner.id}`],
      ['POST', '/api/swipefiles', { name: 'x', user_id: users.owner.id }],
      ['PUT', `/api/swipefiles?id=${ids.s}`, { name: 'hijacked' }],
      ['DELETE', `/api/swipefiles?id=${ids.s}`],
      ['POST', `/api/swipefiles/${ids.s}/share`, { access_level: 'public' }],
      ['POST', `/api/swipefiles/${ids.s}/share`, { access_level: 'private' }],
      ['GET', `/api/swipefiles/${ids.s}/export?format=json`],
      ['GET', `/api/saved-videos?swipefile_id=${ids.s}`],
      ['GET', `/api/saved-videos?user_id=${users.owner.id}`],
      ['POST', '/api/saved-videos', { video_id: 2, swipefile_id: ids.s }],
      ['POST', '/api/saved-videos', { video_id: 2, user_id: users.owner.id }],
      ['DELETE', '/api/saved-videos', { video_id: 1, swipefile_id: ids.s }],
      ['DELETE', `/api/saved-videos?id=${ids.sv}`],
      ['PUT', `/api/saved-videos/${ids.sv}/notes`, { notes: 'hijacked' }],
      ['GET', `/api/video-save-status?video_id=1&user_id=${users.owner.id}`],
      ['GET', `/api/video-save-status?video_ids=1,2&user_id=${users.owner.id}`],
      ['GET', `/api/swipefiles/${ids.s}/collaborators`],
      ['POST', `/api/swipefiles/${ids.s}/collaborators`, { email: 'idor@example.com' }],
      ['POST', `/api/swipefiles/${ids.s}/invite`, { email: 'idor@example.com' }],
      ['PUT', `/api/swipefiles/${ids.s}/collaborators/${ids.c}`, { role: 'editor' }],
      ['DELETE', `/api/swipefiles/${ids.s}/collaborators/${ids.c}`],
      // The owner's collaborator through the intruder's own swipefile.
      ['PUT', `/api/swipefiles/${ids.own}/collaborators/${ids.c}`, { role: 'editor' }],
      ['DELETE', `/api/swipefiles/${ids.own}/collaborators/${ids.c}`],
    ];
    const before = await snapshot(ids.s);
    for (const [method, path, body] of attempts) {
      const response = await t.request(path, {
        method,
        headers: { ...intruder.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect([403, 404], `${method} ${path} answered ${response.status}`).toContain(response.status);
    }
    expect(await snapshot(ids.s)).toEqual(before);
  });
});
