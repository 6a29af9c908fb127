import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_CONFIG } from '../../shared/contracts/bot';
import { TAXONOMY_KINDS } from '../../shared/contracts/taxonomy-kinds';
import { follows } from '../db/schema';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { type Access, passesAccess, registerAccessControl } from './access';
import type { Auth } from './auth';
import type { ViewerCache } from './viewer-cache';

const ROLES = ['visitor', 'basic', 'premium', 'admin'] as const;
type Role = (typeof ROLES)[number];

let t: TestApp;
let nextAddress = 1;
let users: Record<Exclude<Role, 'visitor'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([videoRecord({ id: 1 })]);
  users = {
    basic: await createUser(t),
    premium: await createUser(t, { tier: 'premium' }),
    admin: await createUser(t, { tier: 'admin' }),
  };
});

interface Case {
  /** The concrete request; `user` is the basic user, for calls that name one. */
  path: (role: Role) => string;
  method?: string;
  body?: (role: Role) => unknown;
  /** Send the role's credentials (default true). */
  withCredentials?: boolean;
  /** Expected status for visitor, basic, premium, admin. */
  expect: [number, number, number, number];
  /** A visitor's status from another site where it differs from `expect` (sign-in checks the origin too). */
  foreignVisitor?: number;
}

/** Unused topics for the admin taxonomy calls that use one up (merge, delete): a fresh one per admin call. */
const spareTopicIds: number[] = [];
beforeAll(async () => {
  const { rows } = await t.database.db.execute<{ id: number }>(
    sql`INSERT INTO topics (name, slug) SELECT 'Matrix ' || n, 'matrix-' || n FROM generate_series(1, 30) AS n RETURNING id`,
  );
  spareTopicIds.push(...rows.map((r) => r.id));
});
/** What premium and admin follow before the matrix runs: their POST /api/follows of it answers 200 each time. */
const MATRIX_FOLLOW = { kind: 'format', value: 'Tutorial / How-To' } as const;
beforeAll(async () => {
  await t.database.db
    .insert(follows)
    .values([users.premium, users.admin].map((user) => ({ userId: user.id, ...MATRIX_FOLLOW })));
});
const spareTopic = (role: Role) => (role === 'admin' ? (spareTopicIds.shift() ?? 0) : 1);

/** The admin taxonomy routes of each kind (issue 16); their behaviour is server/taxonomies/taxonomy-admin-routes.test.ts. */
function taxonomyAdminCases(): Record<string, Case> {
  const cases: Record<string, Case> = {};
  for (const kind of TAXONOMY_KINDS) {
    const base = `/api/admin/taxonomies/${kind}`;
    cases[`GET ${base}`] = get(base, ADMIN);
    // Entry 1 of each kind exists (the video the matrix imports); a description edit can be repeated.
    cases[`PUT ${base}/:id`] = {
      path: () => `${base}/1`,
      method: 'PUT',
      body: () => ({ description: 'Edited by the access matrix' }),
      expect: ADMIN,
    };
    const mergeInto = new Map<Role, number>();
    cases[`POST ${base}/:id/merge`] =
      kind === 'topics'
        ? {
            // body is built before path: the target first, then the source that goes into it.
            body: (role) => {
              mergeInto.set(role, spareTopic(role));
              return { into_id: mergeInto.get(role) };
            },
            path: (role) => `${base}/${role === 'admin' ? spareTopic(role) : 2}/merge`,
            method: 'POST',
            expect: ADMIN,
          }
        : {
            path: () => `${base}/1/merge`,
            method: 'POST',
            body: () => ({ into_id: 1 }),
            expect: [401, 403, 403, 400],
          };
    cases[`DELETE ${base}/:id`] =
      kind === 'topics'
        ? { path: (role) => `${base}/${spareTopic(role)}`, method: 'DELETE', expect: ADMIN }
        : { path: () => `${base}/1`, method: 'DELETE', expect: [401, 403, 403, 409] };
  }
  return cases;
}

const all = (status: number): Case['expect'] => [status, status, status, status];
const SIGNED_IN: Case['expect'] = [401, 200, 200, 200];
const ADMIN: Case['expect'] = [401, 403, 403, 200];
/** The strategy bot (issue 18): premium users and admins. */
const PREMIUM: Case['expect'] = [401, 403, 200, 200];
const PREMIUM_NOT_FOUND: Case['expect'] = [401, 403, 404, 404];
/** A signed-in route asked about a swipefile, saved video or collaborator that does not exist. */
const SIGNED_IN_NOT_FOUND: Case['expect'] = [401, 404, 404, 404];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const get = (path: string, expected: Case['expect']): Case => ({ path: () => path, expect: expected });

/**
 * Every route under /api and who may call it. A route the app registers that is missing here fails the
 * test, so a new route cannot ship without saying who may call it.
 */
const MATRIX: Record<string, Case> = {
  'GET /api/health': get('/api/health', all(200)),
  'POST /api/auth/email-otp/send-verification-otp': {
    path: () => '/api/auth/email-otp/send-verification-otp',
    method: 'POST',
    // An address per call: a second code within a minute would meet the resend timer.
    body: (role) => ({ email: `matrix-${role}-${nextAddress++}@example.com`, type: 'sign-in' }),
    expect: all(200),
    // better-auth refuses a code request from another site even without a cookie.
    foreignVisitor: 403,
  },
  // Public: a wrong code is a 400 for anyone, never a 401/403.
  'POST /api/auth/sign-in/email-otp': {
    path: () => '/api/auth/sign-in/email-otp',
    method: 'POST',
    // An address per call: five wrong codes from one client end its tries at an address.
    body: () => ({ email: `nobody-${nextAddress++}@example.com`, otp: '000000' }),
    expect: all(400),
  },
  // Public; sent without credentials here so the matrix keeps its sessions (sign-in.test.ts signs out for real).
  'POST /api/auth/sign-out': {
    path: () => '/api/auth/sign-out',
    method: 'POST',
    body: () => ({}),
    withCredentials: false,
    expect: all(200),
  },
  'GET /api/auth/get-session': get('/api/auth/get-session', all(200)),
  'GET /api/me': get('/api/me', SIGNED_IN),
  'GET /api/user-tier': get('/api/user-tier', SIGNED_IN),
  'PUT /api/user-tier': {
    path: () => `/api/user-tier?user_id=${users.basic.id}`,
    method: 'PUT',
    body: () => ({ tier: 'basic' }),
    expect: ADMIN,
  },
  'GET /api/admin/users': get('/api/admin/users', ADMIN),
  'GET /api/admin/audit': get('/api/admin/audit', ADMIN),
  'GET /api/analytics': get('/api/analytics', ADMIN),
  'GET /api/users': get('/api/users', ADMIN),
  'PUT /api/admin/users/:id/tier': {
    path: () => `/api/admin/users/${users.basic.id}/tier`,
    method: 'PUT',
    body: () => ({ tier: 'basic' }),
    expect: ADMIN,
  },
  'GET /api/videos/public': get('/api/videos/public', all(200)),
  // Views (issue 16): public reads; admins write. An unknown view id is a 404 once past the access check.
  'GET /api/views/public': get('/api/views/public', all(200)),
  'POST /api/views/public': {
    path: () => '/api/views/public',
    method: 'POST',
    // A slug per call: only the admin's calls create a view, once per channel.
    body: () => ({ name: 'Matrix view', slug: `matrix-view-${nextAddress++}`, tag_filter: 'Baking' }),
    expect: [401, 403, 403, 201],
  },
  'PUT /api/views/public': {
    path: () => '/api/views/public?id=2147483647',
    method: 'PUT',
    body: () => ({ name: 'Matrix view', slug: 'matrix-view', tag_filter: 'Baking' }),
    expect: [401, 403, 403, 404],
  },
  'DELETE /api/views/public': {
    path: () => '/api/views/public?id=2147483647',
    method: 'DELETE',
    expect: [401, 403, 403, 404],
  },
  // Public reads (docs/decisions/0018-shared-links.md): an unknown token or slug is the same 404 for everyone, never a 401/403;
  // live and dead tokens are covered in server/swipefiles/shared-swipefile-routes.test.ts.
  'GET /api/shared/swipefiles/:token': get('/api/shared/swipefiles/no-such-token', all(404)),
  'GET /api/public/swipefiles/:slug': get('/api/public/swipefiles/no-such-slug', all(404)),
  // Briefs (issue 34): which brief a caller may touch is server/briefs/brief-permissions.test.ts's matrix.
  'GET /api/shared/briefs/:token': get('/api/shared/briefs/no-such-token', all(404)),
  'GET /api/public/briefs/:slug': get('/api/public/briefs/no-such-slug', all(404)),
  'GET /api/briefs': get('/api/briefs', SIGNED_IN),
  'POST /api/briefs': {
    path: () => '/api/briefs',
    method: 'POST',
    body: () => ({ title: 'Matrix brief' }),
    expect: [401, 201, 201, 201],
  },
  'POST /api/briefs/draft': {
    path: () => '/api/briefs/draft',
    method: 'POST',
    body: () => ({ video_ids: [1] }),
    expect: [401, 403, 201, 201],
  },
  'GET /api/briefs/:id': get(`/api/briefs/${UNKNOWN_ID}`, SIGNED_IN_NOT_FOUND),
  'PUT /api/briefs/:id': {
    path: () => `/api/briefs/${UNKNOWN_ID}`,
    method: 'PUT',
    body: () => ({ title: 'Renamed' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'DELETE /api/briefs/:id': {
    path: () => `/api/briefs/${UNKNOWN_ID}`,
    method: 'DELETE',
    expect: SIGNED_IN_NOT_FOUND,
  },
  'POST /api/briefs/:id/share': {
    path: () => `/api/briefs/${UNKNOWN_ID}/share`,
    method: 'POST',
    body: () => ({ access_level: 'public' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'GET /api/briefs/:id/comments': get(`/api/briefs/${UNKNOWN_ID}/comments`, SIGNED_IN_NOT_FOUND),
  'POST /api/briefs/:id/comments': {
    path: () => `/api/briefs/${UNKNOWN_ID}/comments`,
    method: 'POST',
    body: () => ({ body: 'Matrix comment' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'PUT /api/briefs/:id/comments/:commentId': {
    path: () => `/api/briefs/${UNKNOWN_ID}/comments/${UNKNOWN_ID}`,
    method: 'PUT',
    body: () => ({ body: 'Changed' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'DELETE /api/briefs/:id/comments/:commentId': {
    path: () => `/api/briefs/${UNKNOWN_ID}/comments/${UNKNOWN_ID}`,
    method: 'DELETE',
    expect: SIGNED_IN_NOT_FOUND,
  },
  'POST /api/briefs/:id/comments/:commentId/resolve': {
    path: () => `/api/briefs/${UNKNOWN_ID}/comments/${UNKNOWN_ID}/resolve`,
    method: 'POST',
    body: () => ({ resolved: true }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'GET /api/swipefiles/:id/comments': get(`/api/swipefiles/${UNKNOWN_ID}/comments`, SIGNED_IN_NOT_FOUND),
  'POST /api/swipefiles/:id/comments': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/comments`,
    method: 'POST',
    body: () => ({ body: 'Matrix comment', anchor: { kind: 'saved_video', id: UNKNOWN_ID } }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'PUT /api/swipefiles/:id/comments/:commentId': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/comments/${UNKNOWN_ID}`,
    method: 'PUT',
    body: () => ({ body: 'Changed' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'DELETE /api/swipefiles/:id/comments/:commentId': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/comments/${UNKNOWN_ID}`,
    method: 'DELETE',
    expect: SIGNED_IN_NOT_FOUND,
  },
  'POST /api/swipefiles/:id/comments/:commentId/resolve': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/comments/${UNKNOWN_ID}/resolve`,
    method: 'POST',
    body: () => ({ resolved: true }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'GET /api/briefs/:id/export': get(`/api/briefs/${UNKNOWN_ID}/export`, SIGNED_IN_NOT_FOUND),
  'GET /api/briefs/:id/collaborators': get(`/api/briefs/${UNKNOWN_ID}/collaborators`, SIGNED_IN_NOT_FOUND),
  'POST /api/briefs/:id/collaborators': {
    path: () => `/api/briefs/${UNKNOWN_ID}/collaborators`,
    method: 'POST',
    body: () => ({ email: 'matrix-brief@example.com' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'POST /api/briefs/:id/invite': {
    path: () => `/api/briefs/${UNKNOWN_ID}/invite`,
    method: 'POST',
    body: () => ({ email: 'matrix-brief@example.com' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'PUT /api/briefs/:id/collaborators/:collaboratorId': {
    path: () => `/api/briefs/${UNKNOWN_ID}/collaborators/${UNKNOWN_ID}`,
    method: 'PUT',
    body: () => ({ role: 'editor' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'DELETE /api/briefs/:id/collaborators/:collaboratorId': {
    path: () => `/api/briefs/${UNKNOWN_ID}/collaborators/${UNKNOWN_ID}`,
    method: 'DELETE',
    expect: SIGNED_IN_NOT_FOUND,
  },
  'GET /api/videos/public/:id': get('/api/videos/public/1', all(200)),
  'GET /api/videos': get('/api/videos', SIGNED_IN),
  'GET /api/videos/search': get('/api/videos/search?search=dinner', SIGNED_IN),
  'GET /api/videos/:id': get('/api/videos/1', SIGNED_IN),
  'GET /api/videos/public/:id/similar': get('/api/videos/public/1/similar', all(200)),
  'GET /api/videos/:id/similar': get('/api/videos/1/similar', SIGNED_IN),
  'GET /api/topics': get('/api/topics', SIGNED_IN),
  'GET /api/topics/public': get('/api/topics/public', all(200)),
  'GET /api/topics/public/:slug': get('/api/topics/public/cooking', all(200)),
  'GET /api/concepts': get('/api/concepts', SIGNED_IN),
  'GET /api/concepts/public': get('/api/concepts/public', all(200)),
  'GET /api/concepts/public/:slug': get('/api/concepts/public/transformation', all(200)),
  'GET /api/elements': get('/api/elements', SIGNED_IN),
  'GET /api/elements/public': get('/api/elements/public', all(200)),
  'GET /api/elements/public/:slug': get('/api/elements/public/text-hook', all(200)),
  'GET /api/formats': get('/api/formats', SIGNED_IN),
  'GET /api/formats/public': get('/api/formats/public', all(200)),
  'GET /api/formats/public/:slug': get('/api/formats/public/tutorial-how-to', all(200)),
  'GET /api/account-types': get('/api/account-types', SIGNED_IN),
  'GET /api/account-types/public': get('/api/account-types/public', all(200)),
  'GET /api/account-types/public/:slug': get('/api/account-types/public/personal-brand-creator', all(200)),
  'GET /api/filters/public': get('/api/filters/public', all(200)),
  ...taxonomyAdminCases(),
  // The embedding job (issue 17): admins only. Embeddings are off in this app, so an admin's start is the
  // 409 embeddings_off past the access check; the job itself is server/embeddings/embedding-routes.test.ts.
  'POST /api/embeddings/generate': {
    path: () => '/api/embeddings/generate',
    method: 'POST',
    body: () => ({}),
    expect: [401, 403, 403, 409],
  },
  'GET /api/embeddings/status': get('/api/embeddings/status', ADMIN),
  // The strategy bot (issue 18); its behaviour is server/bot/chat-routes.test.ts.
  'POST /api/chat': {
    path: () => '/api/chat',
    method: 'POST',
    body: () => ({ message: 'Weeknight dinner ideas' }),
    expect: PREMIUM,
  },
  'GET /api/chat/conversations': get('/api/chat/conversations', PREMIUM),
  'GET /api/chat/conversations/:id': get(`/api/chat/conversations/${UNKNOWN_ID}`, PREMIUM_NOT_FOUND),
  'DELETE /api/chat/conversations/:id': {
    path: () => `/api/chat/conversations/${UNKNOWN_ID}`,
    method: 'DELETE',
    expect: PREMIUM_NOT_FOUND,
  },
  // Follows (issue 33): premium users and admins; behaviour is server/follows/follow-routes.test.ts. Both
  // follow the format already (see MATRIX_FOLLOW), so every call answers the existing follow.
  'GET /api/follows': get('/api/follows', PREMIUM),
  'POST /api/follows': {
    path: () => '/api/follows',
    method: 'POST',
    body: () => MATRIX_FOLLOW,
    expect: [401, 403, 200, 200],
  },
  'DELETE /api/follows/:id': {
    path: () => `/api/follows/${UNKNOWN_ID}`,
    method: 'DELETE',
    expect: PREMIUM_NOT_FOUND,
  },
  // The Feed's Following tab (issue 33): premium users and admins; behaviour is server/feed/feed-routes.test.ts.
  'GET /api/feed': get('/api/feed?tab=following', PREMIUM),
  // E-mail digests (issue 33): premium users and admins; behaviour is server/digests/digest-routes.test.ts.
  // Their unsubscribe link is a page outside /api, public by design (a signed token, no sign-in).
  'GET /api/me/digest': get('/api/me/digest', PREMIUM),
  'PUT /api/me/digest': {
    path: () => '/api/me/digest',
    method: 'PUT',
    body: () => ({ frequency: 'off' }),
    expect: PREMIUM,
  },
  // Notifications (issue 33): premium users and admins, each only their own; behaviour is
  // server/notifications/notification-routes.test.ts. No body marks all of the caller's read.
  'GET /api/notifications': get('/api/notifications', PREMIUM),
  'POST /api/notifications/read': { path: () => '/api/notifications/read', method: 'POST', expect: PREMIUM },
  // Bot admin (issue 18): admins only; behaviour is server/bot/bot-admin-routes.test.ts.
  'GET /api/bot-admin/chat-prompts': get('/api/bot-admin/chat-prompts', ADMIN),
  'PUT /api/bot-admin/chat-prompts': {
    path: () => '/api/bot-admin/chat-prompts',
    method: 'PUT',
    body: () => ({ prompts: { HOOK_GENERATOR_PROMPT: 'Matrix prompt\n## Hooks' } }),
    expect: ADMIN,
  },
  'GET /api/bot-admin/config': get('/api/bot-admin/config', ADMIN),
  'PUT /api/bot-admin/config': {
    path: () => '/api/bot-admin/config',
    method: 'PUT',
    body: () => ({ config: DEFAULT_BOT_CONFIG }),
    expect: ADMIN,
  },
  'POST /api/bot-admin/reset-defaults': {
    path: () => '/api/bot-admin/reset-defaults',
    method: 'POST',
    expect: ADMIN,
  },
  'POST /api/admin/import': {
    path: () => '/api/admin/import',
    method: 'POST',
    body: () => [],
    expect: ADMIN,
  },
  'POST /api/events': {
    path: () => '/api/events',
    method: 'POST',
    body: () => ({ events: [{ type: 'page_view', path: '/videos' }] }),
    expect: all(202),
  },
  // Swipefiles (issue 15): who may call each route; which swipefile a caller may touch is
  // server/swipefiles/swipefile-permissions.test.ts's matrix. An unknown swipefile is a 404 for anyone.
  'GET /api/swipefiles': get('/api/swipefiles', SIGNED_IN),
  'GET /api/swipefiles/shared': get('/api/swipefiles/shared', SIGNED_IN),
  // Issue 31: the caller's own unseen shares, and marking them seen (an id that is not theirs marks nothing).
  'GET /api/swipefiles/shared/new': get('/api/swipefiles/shared/new', SIGNED_IN),
  'POST /api/swipefiles/shared/seen': {
    path: () => '/api/swipefiles/shared/seen',
    method: 'POST',
    body: () => ({ ids: [UNKNOWN_ID] }),
    expect: SIGNED_IN,
  },
  'POST /api/swipefiles': {
    path: () => '/api/swipefiles',
    method: 'POST',
    body: () => ({ name: 'Matrix swipefile' }),
    expect: [401, 201, 201, 201],
  },
  'PUT /api/swipefiles': {
    path: () => `/api/swipefiles?id=${UNKNOWN_ID}`,
    method: 'PUT',
    body: () => ({ name: 'Renamed' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'DELETE /api/swipefiles': {
    path: () => `/api/swipefiles?id=${UNKNOWN_ID}`,
    method: 'DELETE',
    expect: SIGNED_IN_NOT_FOUND,
  },
  'POST /api/swipefiles/:id/share': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/share`,
    method: 'POST',
    body: () => ({ access_level: 'link_only' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'GET /api/swipefiles/:id/export': get(`/api/swipefiles/${UNKNOWN_ID}/export`, SIGNED_IN_NOT_FOUND),
  'GET /api/saved-videos': get('/api/saved-videos', SIGNED_IN),
  // Each signed-in role saves into its own default swipefile.
  'POST /api/saved-videos': {
    path: () => '/api/saved-videos',
    method: 'POST',
    body: () => ({ video_id: 1, swipefile_id: null }),
    expect: [401, 201, 201, 201],
  },
  'DELETE /api/saved-videos': {
    path: () => '/api/saved-videos',
    method: 'DELETE',
    body: () => ({ video_id: 1, swipefile_id: null }),
    expect: SIGNED_IN,
  },
  'PUT /api/saved-videos/:id/notes': {
    path: () => `/api/saved-videos/${UNKNOWN_ID}/notes`,
    method: 'PUT',
    body: () => ({ notes: 'x' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'GET /api/video-save-status': get('/api/video-save-status?video_ids=1,2', SIGNED_IN),
  'GET /api/swipefiles/:id/collaborators': get(
    `/api/swipefiles/${UNKNOWN_ID}/collaborators`,
    SIGNED_IN_NOT_FOUND,
  ),
  'POST /api/swipefiles/:id/collaborators': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/collaborators`,
    method: 'POST',
    body: () => ({ email: 'matrix-invitee@example.com' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'POST /api/swipefiles/:id/invite': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/invite`,
    method: 'POST',
    body: () => ({ email: 'matrix-invitee@example.com' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'PUT /api/swipefiles/:id/collaborators/:collaboratorId': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/collaborators/${UNKNOWN_ID}`,
    method: 'PUT',
    body: () => ({ role: 'editor' }),
    expect: SIGNED_IN_NOT_FOUND,
  },
  'DELETE /api/swipefiles/:id/collaborators/:collaboratorId': {
    path: () => `/api/swipefiles/${UNKNOWN_ID}/collaborators/${UNKNOWN_ID}`,
    method: 'DELETE',
    expect: SIGNED_IN_NOT_FOUND,
  },
  'GET /api/openapi.json': get('/api/openapi.json', all(200)),
  'GET /api': get('/api', all(200)),
  'GET /api/js/scalar.js': get('/api/js/scalar.js', all(200)),
};

/** How the call is sent: from our site with a bearer token, or from another site with the cookie. */
type Channel = 'site' | 'foreign-site-cookie';
const CHANNELS: Channel[] = ['site', 'foreign-site-cookie'];
const FOREIGN_ORIGIN = 'https://evil.example';

/**
 * What a call from another site carrying the session cookie gets: reads as usual, but every state change
 * a browser sent with the cookie is refused (403) before the caller is looked up.
 */
const expectedFrom = (channel: Channel, c: Case): Case['expect'] => {
  if (channel === 'site' || (c.method ?? 'GET') === 'GET') return c.expect;
  return c.expect.map((status, i) =>
    ROLES[i] === 'visitor' || c.withCredentials === false ? (c.foreignVisitor ?? status) : 403,
  ) as Case['expect'];
};

const call = (role: Role, c: Case, channel: Channel = 'site') => {
  const headers: Record<string, string> = {};
  if (role !== 'visitor' && c.withCredentials !== false) {
    if (channel === 'site') Object.assign(headers, users[role].auth);
    else headers.cookie = users[role].cookie;
  }
  if (channel === 'foreign-site-cookie') headers.origin = FOREIGN_ORIGIN;
  const body = c.body?.(role);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.request(c.path(role), {
    method: c.method ?? 'GET',
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
};

describe('authorization matrix', () => {
  it('lists every /api route the app registers, and only those', () => {
    const registered = t.app.accessControl.routes
      .filter((route) => route.url === '/api' || route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`);
    expect([...registered].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('serves every route outside /api (the web app, thumbnails) publicly', () => {
    const others = t.app.accessControl.routes.filter((route) => !route.url.startsWith('/api'));
    expect(others.length).toBeGreaterThan(0);
    for (const route of others) expect(route.access).toBe('public');
  });

  it.each(
    Object.entries(MATRIX).flatMap(([name, c]) => CHANNELS.map((channel) => [name, channel, c] as const)),
  )('%s answers visitor, basic, premium and admin as the table says (%s)', async (_, channel, c) => {
    const statuses: number[] = [];
    for (const role of ROLES) statuses.push((await call(role, c, channel)).status);
    expect(statuses).toEqual(expectedFrom(channel, c));
  });

  it('refuses a cookie-carrying state change from another site with invalid_origin, and the import as text/plain', async () => {
    const forged = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { cookie: users.admin.cookie, origin: FOREIGN_ORIGIN, 'content-type': 'text/plain' },
      body: '[]',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('invalid_origin');
    const noOrigin = await fetch(`${t.baseUrl}/api/admin/users/${users.basic.id}/tier`, {
      method: 'PUT',
      headers: {
        cookie: users.admin.cookie,
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({ tier: 'premium' }),
    });
    expect(noOrigin.status).toBe(403);
    const sameOrigin = await fetch(`${t.baseUrl}/api/admin/users/${users.basic.id}/tier`, {
      method: 'PUT',
      headers: {
        cookie: users.admin.cookie,
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ tier: 'basic' }),
    });
    expect(sameOrigin.status).toBe(200);
    const plainText = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { ...users.admin.auth, 'content-type': 'text/plain' },
      body: '[]',
    });
    expect(plainText.status).toBe(415);
  });

  it('answers a visitor on a protected route with 401 and a non-admin on an admin route with the spec text', async () => {
    const visitor = await t.get('/api/videos');
    expect(visitor.body).toEqual({ success: false, error: 'Sign in to continue', code: 'unauthorized' });
    const basic = await t.get('/api/admin/users', { headers: users.basic.auth });
    expect(basic.body).toEqual({
      success: false,
      error: 'Access denied: Admin privileges required',
      code: 'forbidden',
    });
  });

  it('treats an unknown or forged bearer token as no session', async () => {
    for (const token of ['not-a-token', `${users.basic.token}x`]) {
      const { status } = await t.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
      expect(status).toBe(401);
    }
  });

  it("refuses another user's user_id to non-admins and allows it to admins (docs/decisions/0014-client-supplied-ids.md)", async () => {
    const path = `/api/user-tier?user_id=${users.premium.id}`;
    expect((await t.get(path, { headers: users.basic.auth })).status).toBe(403);
    expect(
      (await t.get(`/api/user-tier?user_id=${users.basic.id}`, { headers: users.basic.auth })).status,
    ).toBe(200);
    const admin = await t.get(path, { headers: users.admin.auth });
    expect(admin.status).toBe(200);
    expect(admin.body.data).toMatchObject({ user_id: users.premium.id, tier: 'premium' });
  });

  it('gives signed-in readers the gated analysis fields, and visitors none', async () => {
    const full = await t.get('/api/videos/1', { headers: users.basic.auth });
    expect(full.body.data.transcript).toContain('one pan dinner');
    const listed = await t.get('/api/videos', { headers: users.basic.auth });
    expect(listed.body.data[0].hook_overview).toBeTruthy();
    const visitor = await t.get('/api/videos/public/1');
    expect(visitor.body.data).not.toHaveProperty('transcript');
  });
});

describe('access declarations', () => {
  it('refuses at start-up a route that declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as Auth, {} as ViewerCache);
    const register = async () => {
      app.get('/undeclared', async () => 'hi');
      await app.ready();
    };
    await expect(register()).rejects.toThrow(/declares no access/);
    await app.close().catch(() => {});
  });

  it('answers a read made outside a route as the route would (passesAccess: the drawn /feed)', () => {
    const viewer = (tier: 'basic' | 'premium' | 'admin') => ({
      id: tier,
      email: `${tier}@example.com`,
      name: null,
      tier,
      isAdmin: tier === 'admin',
    });
    const cases: [Access, boolean[]][] = [
      // visitor, basic, premium, admin
      ['public', [true, true, true, true]],
      ['signed-in', [false, true, true, true]],
      [{ tiers: ['premium'] }, [false, false, true, true]],
      ['admin', [false, false, false, true]],
    ];
    for (const [access, expected] of cases) {
      const answers = [null, viewer('basic'), viewer('premium'), viewer('admin')].map((v) =>
        passesAccess(access, v),
      );
      expect(answers, JSON.stringify(access)).toEqual(expected);
    }
  });

  it('refuses a non-public route in the shared response cache', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as Auth, {} as ViewerCache);
    const access: Access = 'signed-in';
    const register = async () => {
      app.get('/cached', { config: { access, libraryCache: true } }, async () => 'hi');
      await app.ready();
    };
    await expect(register()).rejects.toThrow(/response cache/);
    await app.close().catch(() => {});
  });
});
