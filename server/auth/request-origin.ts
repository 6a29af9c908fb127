import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { errors } from '../errors';
import { sessionCookieName } from './auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser made with the session cookie on behalf of another
 * site (cross-site request forgery): its `Origin` must be one of ours, or, without one, its
 * `Sec-Fetch-Site` must say same-origin. Bearer-token calls are exempt — a page elsewhere cannot send
 * our token — and so are calls without the cookie, which act as a visitor anyway.
 */
export function assertTrustedOrigin(
  request: FastifyRequest,
  config: Pick<AppConfig, 'trustedOrigins' | 'publicUrl'>,
): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (/^bearer\s/i.test(request.headers.authorization ?? '')) return;
  if (!carriesCookie(request.headers.cookie, sessionCookieName(config))) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (config.trustedOrigins.includes(origin)) return;
    throw errors.invalidOrigin();
  }
  if (request.headers['sec-fetch-site'] === 'same-origin') return;
  throw errors.invalidOrigin();
}

function carriesCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}
