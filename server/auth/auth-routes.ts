import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCodeBodySchema, verifyCodeBodySchema } from '../../shared/contracts/account';
import { apiErrorSchema, errorResponses } from '../../shared/contracts/api-envelope';
import { AppError, errors } from '../errors';
import { type Auth, mailOutcome } from './auth';
import { translateAuthError } from './auth-errors';
import { type CodeRequestMark, carriesCodeRequestMark, setCodeRequestCookie } from './code-request-cookie';
import {
  claimCodeSend,
  findLiveSignInCode,
  releaseCodeSend,
  rememberSignInAddress,
} from './sign-in-code-repository';
import {
  admitCodeCheck,
  chargeCodeRequest,
  forgetWrongCodes,
  recordWrongCode,
  SIGN_IN_LIMITS,
  type SignInLimits,
} from './sign-in-limits';
import { maySignIn, type PendingInvitations } from './sign-up-policy';

export interface AuthRoutesOptions {
  auth: Auth;
  /** Who holds an invitation: under invite-only they may sign up (sign-up-policy.ts). */
  invitations: PendingInvitations;
  /** How a sign-in code is stored (auth.ts signInCodeHasher): a code is checked against it here first. */
  hashCode: (code: string) => Promise<string>;
  /** Marks the client that asked for a code (code-request-cookie.ts), keyed like hashCode. */
  codeRequestMark: CodeRequestMark;
  /** Tests tighten these to reach a limit in a few calls. */
  limits?: Partial<SignInLimits>;
}

const PUBLIC = { access: 'public' } as const;

const routeErrors = errorResponses(400, 403, 429);
const sessionUserSchema = z.looseObject({ id: z.string(), email: z.string(), name: z.string() });

/**
 * The better-auth calls the web app makes (docs/product/calls.md#sign-in-and-account), under /api/auth. Each checks what is ours
 * to check — the address, the rate limits, the resend timer, the sign-up mode — then hands the request to
 * better-auth as a Web Request and passes its answer back with every Set-Cookie intact. Errors reach the
 * client in the API's shape. Other better-auth endpoints are not exposed.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, invitations, hashCode, codeRequestMark, limits },
) => {
  const limit = { ...SIGN_IN_LIMITS, ...limits };
  // Sessions, codes and who is signed in: no answer here may be kept by a browser's or a proxy's cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/email-otp/send-verification-otp',
    {
      config: PUBLIC,
      schema: {
        tags: ['Auth'],
        summary: 'Send a sign-in code to an e-mail address',
        description: `A 6-digit code, valid for 10 minutes, by e-mail (or, with no SMTP server set, in the server log). A new code replaces the last one; it may be requested once a minute, and once six went out within an hour, once every five minutes. Rate-limited per client IP.`,
        body: sendCodeBodySchema,
        response: { 200: z.object({ success: z.boolean() }), ...routeErrors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const email = checkedEmail(request.body.email);
      await chargeCodeRequest(app.db, request.ip, limit);
      if (!(await maySignIn(app.db, app.config, invitations, email))) throw errors.noAccount();
      const wait = await claimCodeSend(app.db, email, request.ip, limit);
      if (wait > 0) throw errors.resendTooSoon(wait);
      const outcome = { failed: false };
      const response = await mailOutcome.run(outcome, () =>
        forward(auth, app.config.publicUrl, request, { email, type: 'sign-in' }),
      );
      if (!response.ok || outcome.failed) {
        await releaseCodeSend(app.db, email);
        if (outcome.failed && response.ok) throw errors.mailFailed();
      } else {
        await forgetWrongCodes(app.db, email);
        const live = await findLiveSignInCode(app.db, email);
        if (live) setCodeRequestCookie(reply, app.config, codeRequestMark.sign(email, live.hash));
      }
      return relay(response, reply);
    },
  );

  app.post(
    '/auth/sign-in/email-otp',
    {
      config: PUBLIC,
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with the e-mail code',
        description:
          'Sets the httpOnly session cookie. A client that is not a browser (no `Origin` or `Sec-Fetch-Site` header) also gets the session token, for `Authorization: Bearer`; a browser page never sees it. Under SIGNUP_MODE=open a new address gets an account (tier basic). Five wrong codes from one client end its tries at that code.',
        body: verifyCodeBodySchema,
        response: {
          200: z.object({ token: z.string().optional(), user: sessionUserSchema }),
          ...routeErrors,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const email = checkedEmail(request.body.email);
      const live = await findLiveSignInCode(app.db, email);
      const holdsCodeRequest =
        live !== null && carriesCodeRequestMark(request, app.config, codeRequestMark.sign(email, live.hash));
      const ticket = await admitCodeCheck(app.db, email, { ip: request.ip, holdsCodeRequest }, limit);
      // The sign-up mode may have changed since the code was sent.
      if (!(await maySignIn(app.db, app.config, invitations, email))) throw errors.noAccount();
      const code = request.body.otp.trim();
      // A wrong code is caught here: it never reaches the stored code, so it cannot use up the owner's tries.
      if (live && !sameText(await hashCode(code), live.hash)) await recordWrongCode(app.db, email, ticket);
      const { name } = request.body;
      const response = await forward(auth, app.config.publicUrl, request, {
        email,
        otp: code,
        ...(name ? { name } : {}),
      });
      if (!response.ok) {
        const error = translateAuthError(response.status, await response.text());
        if (error instanceof AppError && error.code === 'invalid_code')
          await recordWrongCode(app.db, email, ticket);
        throw error;
      }
      await rememberSignInAddress(app.db, email, request.ip);
      // A browser signs in by the httpOnly cookie: a page script (or an injected one) must not read the token.
      return relay(response, reply, fromBrowser(request) ? withoutSignInToken : undefined);
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: PUBLIC,
      schema: {
        tags: ['Auth'],
        summary: 'Sign out: the session ends on the server, and its cookie is cleared',
        body: z.looseObject({}).optional(),
        response: { 200: z.object({ success: z.boolean() }), 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const response = await forward(auth, app.config.publicUrl, request, {});
      // The session is gone: this instance must not answer its next request from the callers it keeps.
      app.viewers.changed();
      return relay(response, reply);
    },
  );

  app.get(
    '/auth/get-session',
    {
      config: PUBLIC,
      schema: {
        tags: ['Auth'],
        summary: 'The current session and user, or null; extends a session that is due',
        response: {
          200: z
            .object({ session: z.looseObject({ expiresAt: z.string() }), user: sessionUserSchema })
            .nullable(),
        },
      },
    },
    // The token stays in the httpOnly cookie: a page script (or an injected one) must not read it here.
    async (request, reply) =>
      relay(await forward(auth, app.config.publicUrl, request), reply, withoutSessionToken),
  );
};

function checkedEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw errors.invalidEmail();
  return email;
}

/** Compares two hashes in constant time. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The Fastify request as the Web Request better-auth handles, with the JSON body we checked. */
function forward(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  body?: Record<string, unknown>,
): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // better-auth records the client's address with the session; Fastify has already resolved it.
  headers.set('x-forwarded-for', request.ip);
  const url = new URL(request.url, publicUrl);
  if (body === undefined) return auth.handler(new Request(url, { method: request.method, headers }));
  headers.set('content-type', 'application/json');
  return auth.handler(new Request(url, { method: request.method, headers, body: JSON.stringify(body) }));
}

/**
 * True for a call a browser makes: every browser sends `Origin` on a POST, and current ones
 * `Sec-Fetch-Site` on every request; a page script can remove neither. A script's HTTP client sends
 * neither (Node's fetch sends `Sec-Fetch-Mode` alone).
 */
function fromBrowser(request: FastifyRequest): boolean {
  return request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;
}

/** The sign-in answer without the session token (relay also drops bearer's `set-auth-token` header). */
function withoutSignInToken(body: string): string {
  const parsed = JSON.parse(body || 'null') as Record<string, unknown> | null;
  if (parsed) delete parsed.token;
  return JSON.stringify(parsed);
}

/** get-session's answer without the session token, in the body or in bearer's `set-auth-token` header. */
function withoutSessionToken(body: string): string {
  const parsed = JSON.parse(body || 'null') as { session?: Record<string, unknown> } | null;
  if (parsed?.session) delete parsed.session.token;
  return JSON.stringify(parsed);
}

// Bearer's `Access-Control-Expose-Headers: set-auth-token` is for pages on other origins; we serve none.
const UNRELAYED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'access-control-expose-headers',
]);

/**
 * Sends better-auth's answer on: status, headers (each Set-Cookie separately) and body; errors in our
 * shape. `rewrite`, when given, changes the body and drops the bearer token header.
 */
async function relay(
  response: Response,
  reply: FastifyReply,
  rewrite?: (body: string) => string,
): Promise<FastifyReply> {
  const raw = await response.text();
  if (!response.ok) throw translateAuthError(response.status, raw);
  const body = rewrite ? rewrite(raw) : raw;
  for (const [name, value] of response.headers) {
    if (UNRELAYED_HEADERS.has(name) || (rewrite && name === 'set-auth-token')) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply
    .code(response.status)
    .type('application/json; charset=utf-8')
    .send(body || 'null');
}
