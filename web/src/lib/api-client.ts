import type { ApiError } from '../../../shared/contracts/api-envelope';

/** spec 000 §9: API time-out 30000 ms. */
export const API_TIMEOUT_MS = 30_000;

/** An API answer that was not a success, carrying the server's message (spec 000 §8: its error field). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** GETs a JSON resource under /api with the spec's time-out; a failure throws an ApiRequestError. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const response = await fetch(`/api${path}`, {
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const body = (await response.json().catch(() => null)) as (T & { success?: boolean }) | ApiError | null;
  if (!response.ok || !body || body.success === false) {
    const error = body as ApiError | null;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'request_failed',
      error?.error ?? response.statusText,
    );
  }
  return body as T;
}
