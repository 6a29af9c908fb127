import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_CODE_TTL_SECONDS } from '../../shared/contracts/account';
import type { AppConfig } from '../config';
import { AUTH_BASE_PATH, AUTH_COOKIE_PREFIX } from './auth';

/**
 * The mark of the client that asked for an address's code in force (issue 31): an httpOnly cookie set
 * with the code request, holding an HMAC of the address and the stored code's hash. The owner's browser
 * keeps it when it changes network, so the sign-in limits know the owner's check from a stranger's; a
 * new code (a resend, or someone else's request) changes the hash, and the old mark is worth nothing.
 * Whoever asks for a code gets the mark of that code alone — strangers gain nothing over asking themselves.
 */
export interface CodeRequestMark {
  /** The cookie's value for the address whose stored code has this hash. */
  sign(email: string, codeHash: string): string;
}

/** Marks keyed with the auth secret: without it, nobody can make one. */
export function codeRequestMark(secret: string): CodeRequestMark {
  return {
    sign: (email, codeHash) =>
      createHmac('sha256', secret).update(`sign-in-request:${email}:${codeHash}`).digest('base64url'),
  };
}

const cookieName = (config: Pick<AppConfig, 'publicUrl'>) =>
  `${config.publicUrl.startsWith('https://') ? '__Secure-' : ''}${AUTH_COOKIE_PREFIX}.sign_in_request`;

/** Sets the mark on the answer to a code request; it lasts as long as the code and goes to /api/auth only. */
export function setCodeRequestCookie(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
  value: string,
): void {
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookieName(config)}=${value}; Path=${AUTH_BASE_PATH}; Max-Age=${SIGN_IN_CODE_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** True when the request carries the mark of this address's code (compared in constant time). */
export function carriesCodeRequestMark(
  request: FastifyRequest,
  config: Pick<AppConfig, 'publicUrl'>,
  expected: string,
): boolean {
  const prefix = `${cookieName(config)}=`;
  const pair = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!pair) return false;
  const given = Buffer.from(pair.slice(prefix.length));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
