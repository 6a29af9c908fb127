import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQuery } from './session-queries';

// Issue 31: a visitor's public pages never ask GET /api/me, whose answer would be a 401 in the console.

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOUR_AGO = () => Date.now() - 60 * 60_000;

function countMeCalls() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return Response.json({ success: false, error: 'Sign in first', code: 'unauthorized' }, { status: 401 });
    }),
  );
  return calls;
}

describe('the session query', () => {
  it("keeps a visitor's known session however old, so nothing asks /api/me again", async () => {
    const calls = countMeCalls();
    const client = new QueryClient();
    // What the server wrote into the page (no session cookie), read an hour ago.
    client.setQueryData(meQuery.queryKey, null, { updatedAt: HOUR_AGO() });
    await client.prefetchQuery(meQuery);
    expect(calls).toEqual([]);
  });

  it("reads a signed-in user's session again once it is five minutes old, to notice one that ended", async () => {
    const calls = countMeCalls();
    const client = new QueryClient();
    const user = { id: 'u1', email: 'a@example.com', name: null, tier: 'basic' as const, isAdmin: false };
    client.setQueryData(meQuery.queryKey, user, { updatedAt: HOUR_AGO() });
    await client.prefetchQuery(meQuery);
    expect(calls).toEqual(['/api/me']);
    expect(client.getQueryData(meQuery.queryKey)).toBeNull();
  });
});
