import type { ApiError } from '../../../shared/contracts/api-envelope';

/** docs/product/limits.md#interface-timings: API time-out 30000 ms. */
export const API_TIMEOUT_MS = 30_000;

/** The better-auth call that reads (and, when due, extends) the session behind the session cookie. */
export const SESSION_REFRESH_PATH = '/auth/get-session';

/** An API answer that was not a success, carrying the server's message (docs/product/saving.md#messages: its error field). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A 429's Retry-After, in seconds, when the server sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** True when the error carries words the server wrote for people (not a status text or a network failure). */
export function hasServerMessage(error: unknown): error is ApiRequestError {
  // The client fills `code` from the server's body; 'request_failed' means the body had none (a proxy
  // page, a network failure, a time-out), so its message is a status text rather than the server's words.
  return error instanceof ApiRequestError && error.code !== 'request_failed' && error.message.trim() !== '';
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A 401 is an answer here, not an expired session: no refresh, no trip to /login (GET /api/me tells a
   * visitor apart this way, and the sign-in calls answer 401 for a wrong code).
   */
  unauthorizedIsAnswer?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;
let refreshing: Promise<boolean> | null = null;

/** Called when a 401 survives a session refresh; the session provider sends the user to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/**
 * Asks the server for the session once (docs/decisions/0011-codes-and-sessions.md: on a 401 the web app tries one refresh); calls that
 * fail together share one refresh. True when a session is still there.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch(`/api${SESSION_REFRESH_PATH}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  })
    .then(async (response) => response.ok && Boolean(await response.json().catch(() => null)))
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The 401 rule of every call (docs/product/errors.md#session-expiry): a 401 triggers one session refresh and one retry;
 * if that fails too, the unauthorized handler runs (the user goes to /login with the redirect kept). For
 * calls that read their answer themselves (the chat's stream); apiRequest applies it to the rest.
 */
export async function withSessionRetry(call: () => Promise<Response>): Promise<Response> {
  let response = await call();
  if (response.status === 401) {
    if (await refreshSession()) response = await call();
    if (response.status === 401) onUnauthorized?.();
  }
  return response;
}

/**
 * Calls the API under /api with the spec's time-out and the session cookie; a failure throws an
 * ApiRequestError. docs/product/errors.md#session-expiry / docs/product/errors.md#session-expiry: a 401 triggers one session refresh and one retry; if that
 * fails too, the unauthorized handler runs (the user goes to /login with the redirect kept).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const call = () => send(path, options);
  const response = options.unauthorizedIsAnswer ? await call() : await withSessionRetry(call);
  const body = (await response.json().catch(() => null)) as (T & { success?: boolean }) | ApiError | null;
  if (!response.ok || !body || body.success === false) {
    const error = body as ApiError | null;
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'request_failed',
      error?.error ?? response.statusText,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return body as T;
}

function send(path: string, { method = 'GET', body, signal }: ApiRequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`/api${path}`, {
    method,
    headers,
    // The session lives in an httpOnly cookie (docs/decisions/0011-codes-and-sessions.md); the app and the API share one origin.
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

/**
 * GETs a JSON resource under /api (see apiRequest). The type argument is the answer type the contract
 * exports (shared/contracts, e.g. `apiGet<SwipefileResponse>`), the very schema the server's route
 * declares — never an inline shape such as `{ data: … }`; the same goes for apiRequest.
 */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal });
}
