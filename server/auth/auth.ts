import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, emailOTP } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import {
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_TTL_SECONDS,
} from '../../shared/contracts/account';
import { SITE_NAME } from '../../shared/domain/site';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { deliverSignInCode } from '../mail/sign-in-code-mail';
import type { PendingInvitations } from './sign-up-policy';
import { ensureUserTier } from './user-tiers';

/** Where better-auth answers; the routes in auth-routes.ts forward there. */
export const AUTH_BASE_PATH = '/api/auth';
/** Cookie names start `hookshelf.` (`__Secure-hookshelf.` over https). */
export const AUTH_COOKIE_PREFIX = 'hookshelf';

/** The session cookie's name: better-auth adds `__Secure-` when cookies are Secure (PUBLIC_URL is https). */
export function sessionCookieName(config: Pick<AppConfig, 'publicUrl'>): string {
  return `${secureCookies(config) ? '__Secure-' : ''}${AUTH_COOKIE_PREFIX}.session_token`;
}

const secureCookies = (config: Pick<AppConfig, 'publicUrl'>) => config.publicUrl.startsWith('https://');

export interface CreateAuthOptions {
  config: AppConfig;
  db: Db;
  secret: string;
  mailer: Mailer | null;
  /** Accepted after each new session (see databaseHooks below). */
  invitations: Pick<PendingInvitations, 'accept'>;
  log: FastifyBaseLogger;
}

/** Set while better-auth handles one request: its mail sender records a failure here (see auth-routes.ts). */
export const mailOutcome = new AsyncLocalStorage<{ failed: boolean }>();

/**
 * How a sign-in code is stored: an HMAC keyed with the auth secret. A plain SHA-256 of a 6-digit code
 * is undone by hashing all 10^6 codes; without the secret, a leaked table reveals nothing.
 */
export function signInCodeHasher(secret: string) {
  return async (code: string) =>
    createHmac('sha256', secret).update(`sign-in-code:${code}`).digest('base64url');
}

/**
 * better-auth on our database: e-mail codes (docs/decisions/0011-codes-and-sessions.md: 6 digits, stored as an HMAC, 10 minutes, 5 tries, a
 * resend replaces the code), server-side sessions in an httpOnly SameSite=Lax cookie or a bearer token.
 * Its own rate limiter is off: ours (sign-in-limits.ts) answers in the API's error shape.
 */
export function createAuth({ config, db, secret, mailer, invitations, log }: CreateAuthOptions) {
  return betterAuth({
    appName: SITE_NAME,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      // The metadata role of docs/decisions/0009-admins.md; `input: false` keeps it out of every sign-up and profile body.
      additionalFields: { role: { type: 'string', required: false, input: false } },
    },
    databaseHooks: {
      user: { create: { after: async (user) => ensureUserTier(db, user.id) } },
      // docs/decisions/0017-invitations.md: an invitation to an address with no account yet waits for that address to sign
      // in, so every new session turns the address's pending invitations active. (An invitation to an
      // account that exists is active at once: collaborator-repository.ts inviteCollaborator.)
      // A failure here must not refuse the sign-in itself: the next sign-in accepts them again.
      session: {
        create: {
          after: async (session) => {
            await invitations
              .accept(session.userId)
              .catch((error: unknown) =>
                log.error({ err: error }, 'swipefile invitations could not be accepted'),
              );
          },
        },
      },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) =>
        log[level]({ betterAuth: args.length > 0 ? args : undefined }, message),
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secureCookies(config),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // better-auth skips the Origin check under NODE_ENV=test; the tests must see what production does.
      disableOriginCheck: false,
      database: { generateId: 'uuid' },
    },
    plugins: [
      emailOTP({
        otpLength: SIGN_IN_CODE_LENGTH,
        expiresIn: SIGN_IN_CODE_TTL_SECONDS,
        allowedAttempts: SIGN_IN_CODE_ATTEMPTS,
        storeOTP: { hash: signInCodeHasher(secret) },
        resendStrategy: 'rotate',
        sendVerificationOTP: async ({ email, otp }) => {
          try {
            await deliverSignInCode(mailer, log, {
              publicUrl: config.publicUrl,
              email,
              code: otp,
              minutes: SIGN_IN_CODE_TTL_SECONDS / 60,
            });
          } catch (error) {
            log.error({ err: error }, 'sign-in code e-mail could not be sent');
            const outcome = mailOutcome.getStore();
            if (outcome) outcome.failed = true;
          }
        },
      }),
      bearer(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
