import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Tier } from '../../shared/contracts/account';
import { ADMIN_REQUIRED_MESSAGE } from '../../shared/contracts/error-codes';
import { errors } from '../errors';
import type { Auth } from './auth';
import { assertTrustedOrigin } from './request-origin';
import { findEffectiveTier } from './user-tiers';
import type { ViewerCache } from './viewer-cache';

/**
 * What a route requires (STYLE.md 3: each route states it; this module alone enforces it):
 * - 'public': anyone; the caller is not looked up (unless the route sets `identifyViewer`);
 * - 'signed-in': any signed-in user, whatever the tier;
 * - { tiers }: a signed-in user whose tier in effect is listed (admins pass every list);
 * - 'admin': admins only.
 */
export type Access = 'public' | 'signed-in' | 'admin' | { tiers: readonly Tier[] };

/** The signed-in caller, from the session (a tier change applies from the next request: viewer-cache.ts). */
export interface Viewer {
  id: string;
  email: string;
  name: string | null;
  tier: Tier;
  isAdmin: boolean;
}

/** One registered route and what it requires; the authorization tests walk this list. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** On a public route: look the caller up anyway, so the handler can record who acted. */
    identifyViewer?: boolean;
  }
  interface FastifyRequest {
    /** The caller, or null for a visitor (and on public routes that do not identify the caller). */
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    accessControl: { routes: RouteAccess[]; publicDepth: number };
  }
}

/**
 * Installs access control on the root instance, before any route: every route registered later must
 * declare `config.access` (start-up fails otherwise), and an onRequest hook refuses cookie-carrying
 * state changes from other sites, resolves the caller from the session cookie or `Authorization: Bearer`
 * and enforces the requirement before anything else runs.
 */
export function registerAccessControl(app: FastifyInstance, auth: Auth, viewers: ViewerCache): void {
  const state = { routes: [] as RouteAccess[], publicDepth: 0 };
  app.decorate('accessControl', state);
  app.decorateRequest('viewer', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.config?.access) {
      if (state.publicDepth === 0) {
        throw new Error(
          `${methods.join(',')} ${route.url} declares no access: add config.access ('public', 'signed-in', { tiers }, 'admin')`,
        );
      }
      route.config = Object.assign(route.config ?? {}, { access: 'public' as const });
    }
    const access = route.config.access as Access;
    if (route.config.libraryCache && access !== 'public') {
      throw new Error(`${route.url}: only public answers may go into the shared response cache`);
    }
    for (const method of methods) {
      if (method !== 'HEAD') state.routes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    // Before the caller is looked up: a forged cross-site request gets nowhere.
    assertTrustedOrigin(request, app.config);
    const config = request.routeOptions.config;
    const access = config?.access;
    // No route matched (the not-found handler): nothing to guard.
    if (!access) return;
    if (access === 'public' && !config.identifyViewer) return;
    request.viewer = await resolveViewer(app, auth, viewers, request);
    if (access === 'public') return;
    enforce(access, request.viewer);
  });
}

/**
 * True when `viewer` may call a route that requires `access`: the rule `enforce` applies, for a read made
 * outside a route on a viewer's behalf (a page's first screen, server/pages/page-data.ts).
 */
export function passesAccess(access: Access, viewer: Viewer | null): boolean {
  if (access === 'public') return true;
  if (!viewer) return false;
  if (access === 'signed-in' || viewer.isAdmin) return true;
  return access !== 'admin' && access.tiers.includes(viewer.tier);
}

function enforce(access: Exclude<Access, 'public'>, viewer: Viewer | null): void {
  if (!viewer) throw errors.unauthorized();
  if (access === 'signed-in' || viewer.isAdmin) return;
  if (access === 'admin') throw errors.forbidden(ADMIN_REQUIRED_MESSAGE);
  if (!access.tiers.includes(viewer.tier)) {
    throw errors.forbidden(`Access denied: this needs a ${access.tiers.join(' or ')} account`);
  }
}

/**
 * The caller behind the request's cookie or bearer token, with their tier now: kept between requests
 * (viewer-cache.ts) until a session, user or tier changes.
 */
async function resolveViewer(
  app: FastifyInstance,
  auth: Auth,
  viewers: ViewerCache,
  request: FastifyRequest,
): Promise<Viewer | null> {
  const { authorization, cookie } = request.headers;
  // A visitor without credentials costs no query.
  if (!cookie && !authorization) return null;
  // Every header better-auth reads the session from: the same headers are the same caller.
  return viewers.resolve(`${authorization ?? ''}\n${cookie ?? ''}`, async () => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    const { user } = session;
    const tier = await findEffectiveTier(app.db, user.id, app.config.adminEmails);
    const viewer = {
      id: user.id,
      email: user.email,
      name: user.name || null,
      tier,
      isAdmin: tier === 'admin',
    };
    return { viewer, expiresAt: session.session.expiresAt };
  });
}

/**
 * Registers third-party plugins whose routes are public by nature (the built web app, thumbnails, the API
 * reference) and that cannot take a route config of ours: their routes count as declared 'public'.
 */
export async function asPublicRoutes(
  app: FastifyInstance,
  register: () => PromiseLike<unknown>,
): Promise<void> {
  app.accessControl.publicDepth += 1;
  try {
    await register();
  } finally {
    app.accessControl.publicDepth -= 1;
  }
}

/**
 * docs/decisions/0014-client-supplied-ids.md: a call carrying `user_id` acts as the caller. Returns the user to act on — the caller
 * when none is given — and refuses another user's id unless the caller is an admin.
 */
export function actingUserId(viewer: Viewer, requestedUserId: string | undefined): string {
  if (!requestedUserId || requestedUserId === viewer.id) return viewer.id;
  if (!viewer.isAdmin) throw errors.forbidden('Access denied: you can only act for your own account');
  return requestedUserId;
}

/** The caller on a route whose access is not 'public' (the hook has made sure there is one). */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw errors.unauthorized();
  return request.viewer;
}
