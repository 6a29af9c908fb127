import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefCollaborators, briefs, comments } from '../db/schema';
import { newShareToken } from '../swipefiles/share-tokens';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { createBrief } from './brief-repository';

/**
 * Issue 34's authorization matrix for every brief route: each role gets exactly its status, and a refused
 * call leaves the brief and its collaborators as they were. `pending` holds an invitation not yet
 * accepted; `invited` was invited while it had an account (a viewer at once). The link holders carry no
 * session: on these routes they are visitors; the token routes are tested at the end.
 */
const ROLES = [
  'owner',
  'editor',
  'viewer',
  'invited',
  'pending',
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
  // Premium, so that drafting (premium and admin) is a question of the brief, not of the tier.
  users = {
    owner: await createUser(t, { tier: 'premium' }),
    editor: await createUser(t, { tier: 'premium' }),
    viewer: await createUser(t, { tier: 'premium' }),
    invited: await createUser(t, { tier: 'premium' }),
    pending: await createUser(t, { tier: 'premium' }),
    other: await createUser(t, { tier: 'premium' }),
    admin: await createUser(t, { tier: 'admin' }),
  };
});

const collaborator = (briefId: string, user: TestUser, role: 'viewer' | 'editor', status = 'accepted') => ({
  briefId,
  email: user.email.toLowerCase(),
  userId: status === 'accepted' ? user.id : null,
  role,
  status,
  invitedBy: users.owner.id,
});

/** A fresh brief per cell: shared by link, one cited video with a hook, beat and shot, and its people. */
async function fixture() {
  const brief = await createBrief(t.database.db, users.owner.id, {
    title: 'Matrix brief',
    goal: 'A goal',
    audience: '',
    brandName: 'Acme',
    brandLine: 'Pans that last',
    platform: 'both',
    videos: [{ video_id: 1, why: 'It works' }],
    hooks: [{ id: 'h1', text: 'A hook', video_id: 1, device: 'question' }],
    beats: [{ id: 'b1', name: 'Hook', description: 'Open', video_id: 1 }],
    shots: [{ id: 's1', description: 'Close-up', on_screen_text: '', duration_s: 3 }],
    cta: 'Follow',
    notes: 'Team notes',
  });
  await t.database.db
    .update(briefs)
    .set({ accessLevel: 'link_only', shareToken: newShareToken() })
    .where(eq(briefs.id, brief.id));
  const rows = await t.database.db
    .insert(briefCollaborators)
    .values([
      collaborator(brief.id, users.editor, 'editor'),
      collaborator(brief.id, users.viewer, 'viewer'),
      collaborator(brief.id, users.invited, 'viewer'),
      collaborator(brief.id, users.pending, 'editor', 'pending'),
    ])
    .returning();
  const [row] = await t.database.db.select().from(briefs).where(eq(briefs.id, brief.id));
  const [comment] = await t.database.db
    .insert(comments)
    .values({
      briefId: brief.id,
      anchorKind: 'hook',
      anchorItem: 'h1',
      userId: users.owner.id,
      body: 'Owner note',
    })
    .returning();
  return { brief: row ?? brief, collaborator: rows[1] ?? rows[0], comment };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

async function snapshot(briefId: string) {
  const db = t.database.db;
  return {
    brief: await db.select().from(briefs).where(eq(briefs.id, briefId)),
    collaborators: await db
      .select()
      .from(briefCollaborators)
      .where(eq(briefCollaborators.briefId, briefId))
      .orderBy(asc(briefCollaborators.id)),
    comments: await db.select().from(comments).where(eq(comments.briefId, briefId)).orderBy(asc(comments.id)),
  };
}

interface Cell {
  method: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** owner, editor, viewer, invited, pending, other, visitor, admin, live token, dead token */
  expect: [number, number, number, number, number, number, number, number, number, number];
}

const READ = [200, 200, 200, 200, 404, 404, 401, 404, 401, 401] as Cell['expect'];
const EDIT = [200, 200, 403, 403, 404, 404, 401, 404, 401, 401] as Cell['expect'];
const OWN = [200, 403, 403, 403, 404, 404, 401, 404, 401, 401] as Cell['expect'];
const ANY_SIGNED_IN = [200, 200, 200, 200, 200, 200, 401, 200, 401, 401] as Cell['expect'];
/** The fixture's comment is the owner's: only they may edit or delete it. */
const AUTHOR = [200, 403, 403, 403, 404, 404, 401, 404, 401, 401] as Cell['expect'];
const created = (row: Cell['expect']) => row.map((s) => (s === 200 ? 201 : s)) as Cell['expect'];

const MATRIX: Record<string, Cell> = {
  'GET /api/briefs': { method: 'GET', path: () => '/api/briefs', expect: ANY_SIGNED_IN },
  'POST /api/briefs': {
    method: 'POST',
    path: () => '/api/briefs',
    body: () => ({ title: 'Matrix brief' }),
    expect: created(ANY_SIGNED_IN),
  },
  // Drafting from videos is any premium user's; from a swipefile, see brief-routes.test.ts.
  'POST /api/briefs/draft': {
    method: 'POST',
    path: () => '/api/briefs/draft',
    body: () => ({ video_ids: [1, 2] }),
    expect: created(ANY_SIGNED_IN),
  },
  'GET /api/briefs/:id': { method: 'GET', path: (f) => `/api/briefs/${f.brief.id}`, expect: READ },
  'PUT /api/briefs/:id': {
    method: 'PUT',
    path: (f) => `/api/briefs/${f.brief.id}`,
    body: () => ({ title: 'Changed', hooks: [] }),
    expect: EDIT,
  },
  'GET /api/briefs/:id/export': {
    method: 'GET',
    path: (f) => `/api/briefs/${f.brief.id}/export?format=md`,
    expect: READ,
  },
  'GET /api/briefs/:id/comments': {
    method: 'GET',
    path: (f) => `/api/briefs/${f.brief.id}/comments`,
    expect: READ,
  },
  'POST /api/briefs/:id/comments': {
    method: 'POST',
    path: (f) => `/api/briefs/${f.brief.id}/comments`,
    body: () => ({ body: 'A thought', anchor: { kind: 'beat', index: 0 } }),
    expect: created(READ),
  },
  'PUT /api/briefs/:id/comments/:commentId': {
    method: 'PUT',
    path: (f) => `/api/briefs/${f.brief.id}/comments/${f.comment?.id}`,
    body: () => ({ body: 'Changed' }),
    expect: AUTHOR,
  },
  'DELETE /api/briefs/:id/comments/:commentId': {
    method: 'DELETE',
    path: (f) => `/api/briefs/${f.brief.id}/comments/${f.comment?.id}`,
    expect: AUTHOR,
  },
  'POST /api/briefs/:id/comments/:commentId/resolve': {
    method: 'POST',
    path: (f) => `/api/briefs/${f.brief.id}/comments/${f.comment?.id}/resolve`,
    body: () => ({ resolved: true }),
    expect: EDIT,
  },
  'DELETE /api/briefs/:id': { method: 'DELETE', path: (f) => `/api/briefs/${f.brief.id}`, expect: OWN },
  'POST /api/briefs/:id/share': {
    method: 'POST',
    path: (f) => `/api/briefs/${f.brief.id}/share`,
    body: () => ({ access_level: 'public' }),
    expect: OWN,
  },
  'GET /api/briefs/:id/collaborators': {
    method: 'GET',
    path: (f) => `/api/briefs/${f.brief.id}/collaborators`,
    expect: OWN,
  },
  'POST /api/briefs/:id/collaborators': {
    method: 'POST',
    path: (f) => `/api/briefs/${f.brief.id}/collaborators`,
    body: () => ({ email: `matrix-brief-${nextInvitee++}@example.com` }),
    expect: created(OWN),
  },
  'POST /api/briefs/:id/invite': {
    method: 'POST',
    path: (f) => `/api/briefs/${f.brief.id}/invite`,
    body: () => ({ email: `matrix-brief-${nextInvitee++}@example.com`, role: 'editor' }),
    expect: created(OWN),
  },
  'PUT /api/briefs/:id/collaborators/:collaboratorId': {
    method: 'PUT',
    path: (f) => `/api/briefs/${f.brief.id}/collaborators/${f.collaborator?.id}`,
    body: () => ({ role: 'editor' }),
    expect: OWN,
  },
  'DELETE /api/briefs/:id/collaborators/:collaboratorId': {
    method: 'DELETE',
    path: (f) => `/api/briefs/${f.brief.id}/collaborators/${f.collaborator?.id}`,
    expect: OWN,
  },
};

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

describe('brief route × role matrix', () => {
  it('covers every signed-in brief route the app registers', () => {
    const registered = new Set(
      t.app.accessControl.routes
        .filter((r) => /^\/api\/briefs/.test(r.url))
        .map((r) => `${r.method} ${r.url}`),
    );
    const covered = new Set(
      Object.entries(MATRIX).map(([name, cell]) => `${cell.method} ${name.split(' ')[1]}`),
    );
    expect([...covered].sort()).toEqual([...registered].sort());
  });

  it.each(Object.entries(MATRIX))('%s answers each role as the table says', async (_, cell) => {
    const statuses: number[] = [];
    for (const role of ROLES) {
      const f = await fixture();
      const before = await snapshot(f.brief.id);
      const response = await call(role, cell, f);
      statuses.push(response.status);
      if (response.status >= 400) {
        expect(await snapshot(f.brief.id), `${role}: ${cell.method} changed rows`).toEqual(before);
      }
    }
    expect(statuses).toEqual(cell.expect);
  });

  it('tells a stranger, a pending invitee and a site admin nothing about a private brief', async () => {
    const f = await fixture();
    const unknown = await t.get(`/api/briefs/${crypto.randomUUID()}`, { headers: users.other.auth });
    expect(unknown.body).toMatchObject({ code: 'brief_not_found' });
    for (const role of ['other', 'pending', 'admin'] as const) {
      const response = await t.get(`/api/briefs/${f.brief.id}`, { headers: users[role].auth });
      expect(response.body, role).toEqual(unknown.body);
    }
  });

  it('gives the share token to the owner only, and each reader their role', async () => {
    const f = await fixture();
    const read = async (role: SignedInRole) =>
      (await t.get(`/api/briefs/${f.brief.id}`, { headers: users[role].auth })).body.data;
    expect(await read('owner')).toMatchObject({
      share_token: f.brief.shareToken,
      user_role: 'owner',
      can_edit: true,
    });
    expect(await read('editor')).toMatchObject({ share_token: null, user_role: 'editor', can_edit: true });
    expect(await read('viewer')).toMatchObject({ share_token: null, user_role: 'viewer', can_edit: false });
  });
});

describe('the link and public routes', () => {
  it('answer a live token and slug, and 404 a dead one the moment sharing changes', async () => {
    const f = await fixture();
    const token = f.brief.shareToken as string;
    const live = await t.get(`/api/shared/briefs/${token}`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(live.body.data).toMatchObject({ title: 'Matrix brief', access_level: 'link_only' });
    // The team's notes and the owner's ids stay private.
    expect(live.body.data).not.toHaveProperty('notes');
    expect(JSON.stringify(live.body)).not.toContain(users.owner.id);
    expect(JSON.stringify(live.body)).not.toContain(users.owner.email);

    const shared = await t.request(`/api/briefs/${f.brief.id}/share`, {
      method: 'POST',
      headers: { ...users.owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ access_level: 'public' }),
    });
    const slug = shared.body.data.public_slug as string;
    expect((await t.get(`/api/shared/briefs/${token}`)).body.code).toBe('share_link_inactive');
    const published = await t.get(`/api/public/briefs/${slug}`);
    expect(published.body.data).toMatchObject({ title: 'Matrix brief', access_level: 'public' });
    // A public brief's cited videos carry public fields only.
    expect(published.body.data.videos[0].video).not.toHaveProperty('transcript');
    expect(published.body.data.videos[0].video).not.toHaveProperty('hook_verbal_content');

    await t.request(`/api/briefs/${f.brief.id}/share`, {
      method: 'POST',
      headers: { ...users.owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ access_level: 'private' }),
    });
    expect((await t.get(`/api/public/briefs/${slug}`)).status).toBe(404);
    expect((await t.get('/api/shared/briefs/never-a-token')).body.code).toBe('share_link_inactive');
  });
});

describe('IDOR: another user replays every id the owner saw', () => {
  it('gets nowhere with any method on any route, and changes nothing', async () => {
    const f = await fixture();
    const intruder = users.other;
    const own = await createBrief(t.database.db, intruder.id, {
      title: 'Mine',
      goal: '',
      audience: '',
      brandName: '',
      brandLine: '',
      platform: 'both',
      videos: [],
      hooks: [],
      beats: [],
      shots: [],
      cta: '',
      notes: '',
    });
    const ids = { b: f.brief.id, c: f.collaborator?.id, k: f.comment?.id, own: own.id };
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/briefs/${ids.b}`],
      ['PUT', `/api/briefs/${ids.b}`, { title: 'hijacked' }],
      ['DELETE', `/api/briefs/${ids.b}`],
      ['POST', `/api/briefs/${ids.b}/share`, { access_level: 'public' }],
      ['GET', `/api/briefs/${ids.b}/collaborators`],
      ['POST', `/api/briefs/${ids.b}/invite`, { email: 'idor@example.com' }],
      ['POST', `/api/briefs/${ids.b}/collaborators`, { email: 'idor@example.com' }],
      ['PUT', `/api/briefs/${ids.b}/collaborators/${ids.c}`, { role: 'editor' }],
      ['DELETE', `/api/briefs/${ids.b}/collaborators/${ids.c}`],
      ['GET', `/api/briefs/${ids.b}/comments`],
      ['POST', `/api/briefs/${ids.b}/comments`, { body: 'x' }],
      ['PUT', `/api/briefs/${ids.b}/comments/${ids.k}`, { body: 'hijacked' }],
      ['DELETE', `/api/briefs/${ids.b}/comments/${ids.k}`],
      ['POST', `/api/briefs/${ids.b}/comments/${ids.k}/resolve`, { resolved: true }],
      // The owner's comment through the intruder's own brief.
      ['PUT', `/api/briefs/${ids.own}/comments/${ids.k}`, { body: 'hijacked' }],
      ['DELETE', `/api/briefs/${ids.own}/comments/${ids.k}`],
      ['POST', `/api/briefs/${ids.own}/comments/${ids.k}/resolve`, { resolved: true }],
      ['GET', `/api/briefs/${ids.b}/export?format=md`],
      // The owner's collaborator through the intruder's own brief.
      ['PUT', `/api/briefs/${ids.own}/collaborators/${ids.c}`, { role: 'editor' }],
      ['DELETE', `/api/briefs/${ids.own}/collaborators/${ids.c}`],
    ];
    const before = await snapshot(ids.b);
    for (const [method, path, body] of attempts) {
      const response = await t.request(path, {
        method,
        headers: { ...intruder.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect([403, 404], `${method} ${path} answered ${response.status}`).toContain(response.status);
    }
    expect(await snapshot(ids.b)).toEqual(before);
    const list = await t.get('/api/briefs', { headers: intruder.auth });
    const listed = list.body.data as { id: string; user_role: string }[];
    expect(listed.map((b) => b.id)).toContain(own.id);
    expect(listed.map((b) => b.id)).not.toContain(ids.b);
    expect(new Set(listed.map((b) => b.user_role))).toEqual(new Set(['owner']));
  });
});
