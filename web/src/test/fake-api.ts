import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** One request the fake API received. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

/** A JSON answer. */
export const json = (status: number, body: unknown) => Response.json(body, { status });

/** The API's error envelope. */
export const apiError = (status: number, error: string, code = 'error') =>
  json(status, { success: false, error, code });

/**
 * Replaces fetch with a small fake of the API: `routes` maps 'METHOD /api/path' to a handler (the query is
 * not part of the key). Unknown calls answer 404. Returns the list of requests, in order.
 */
export function fakeApi(routes: Record<string, FakeHandler>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : apiError(404, `No route ${method} ${url.pathname}`, 'not_found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

/**
 * For a test file that scripts fetch itself: a fresh mock before each test (read it as vi.mocked(fetch)),
 * and after each test the DOM cleaned up, the stubs undone and every mock cleared and restored.
 */
export function stubFetchEachTest(): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });
}
