// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/contracts/account';
import { apiGet } from '../../lib/api-client';
import { useSession } from '../../session/session-context';
import { SessionProvider } from '../../session/session-provider';
import { ADMIN_TIERS, FEED_TIERS } from '../../session/tiers';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { testUser, tierRecord } from '../../test/test-users';
import { RequireAuth } from './require-auth';

let user: CurrentUser | null;
let tierReply: FakeHandler;
let meReply: FakeHandler | null;
let requests: FakeRequest[];
let extra: Record<string, FakeHandler>;

function install() {
  requests = fakeApi({
    'GET /api/me': (request) =>
      meReply
        ? meReply(request)
        : user
          ? json(200, { success: true, data: user })
          : apiError(401, 'Sign in first', 'unauthorized'),
    'GET /api/user-tier': (request) => tierReply(request),
    ...extra,
  });
}

beforeEach(() => {
  user = testUser();
  meReply = null;
  extra = {};
  tierReply = ({ query }) => json(200, tierRecord(query.get('user_id') ?? '', user?.tier ?? 'basic'));
  install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The answer of GET /api/protected, an endpoint of this test only, so no contract declares it. */
type ProtectedAnswer = { data: string };

/** A protected page that calls the API, as the real ones do. */
function ProtectedData() {
  const query = useQuery({ queryKey: ['protected'], queryFn: () => apiGet<ProtectedAnswer>('/protected') });
  return <p>{query.data?.data ?? 'Loading data'}</p>;
}

function SignOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <Routes>
            <Route path="/login" element={<p>Login page</p>} />
            <Route element={<RequireAuth />}>
              <Route path="/videos" element={<p>All Videos page</p>} />
              <Route path="/data" element={<ProtectedData />} />
            </Route>
            <Route element={<RequireAuth tiers={FEED_TIERS} />}>
              <Route path="/feed" element={<p>Feed page</p>} />
            </Route>
            <Route element={<RequireAuth tiers={ADMIN_TIERS} />}>
              <Route path="/admin/users" element={<p>Users page</p>} />
            </Route>
          </Routes>
          <SignOutButton />
          <Location />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const location = () => screen.getByTestId('location').textContent;

describe('the route guard (docs/product/sign-in.md#route-guard)', () => {
  it('waits for the session, then sends a visitor to /login with the original path and query', async () => {
    user = null;
    let answer: (response: Response) => void = () => {};
    meReply = () => new Promise((resolve) => (answer = resolve));
    renderAt('/videos?format=Listicle&topics=A,B');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(location()).toBe('/videos?format=Listicle&topics=A,B');
    answer(apiError(401, 'Sign in first', 'unauthorized'));
    await screen.findByText('Login page');
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/videos?format=Listicle&topics=A,B')}`);
  });

  it('lets any signed-in user into a route without a required tier', async () => {
    renderAt('/videos');
    expect(await screen.findByText('All Videos page')).toBeTruthy();
  });

  it('sends a basic user away from the premium and admin routes to /videos', async () => {
    renderAt('/feed');
    await screen.findByText('All Videos page');
    expect(location()).toBe('/videos');
    cleanup();
    renderAt('/admin/users');
    await screen.findByText('All Videos page');
  });

  it('lets premium users into the Feed and admins into user management', async () => {
    user = testUser({ tier: 'premium' });
    renderAt('/feed');
    expect(await screen.findByText('Feed page')).toBeTruthy();
    cleanup();
    user = testUser({ tier: 'admin', isAdmin: true });
    renderAt('/admin/users');
    expect(await screen.findByText('Users page')).toBeTruthy();
  });

  it('treats a failed tier lookup as no tier: tier routes go to /videos, the rest stay open', async () => {
    user = testUser({ tier: 'premium' });
    tierReply = () => apiError(500, 'Database unavailable', 'internal');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/feed');
    await screen.findByText('All Videos page');
    expect(location()).toBe('/videos');
  });
  it("opens a premium user's Feed on the tier /api/me named, before the tier lookup answers", async () => {
    user = testUser({ tier: 'premium' });
    let answer: (response: Response) => void = () => {};
    tierReply = () => new Promise((resolve) => (answer = resolve));
    renderAt('/feed');
    expect(await screen.findByText('Feed page')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/user-tier')).toBe(true);
    answer(json(200, tierRecord(user.id, 'premium')));
    await waitFor(() => expect(screen.getByText('Feed page')).toBeTruthy());
  });

  it('follows the tier lookup when it answers another tier than /api/me named', async () => {
    user = testUser({ tier: 'premium' });
    tierReply = ({ query }) => json(200, tierRecord(query.get('user_id') ?? '', 'basic'));
    renderAt('/feed');
    await screen.findByText('All Videos page');
    expect(location()).toBe('/videos');
  });
});

describe('an expired session (docs/product/errors.md#session-expiry HTTP 401)', () => {
  it('refreshes the session once and retries the call', async () => {
    let calls = 0;
    extra = {
      'GET /api/protected': () =>
        ++calls === 1 ? apiError(401, 'Expired', 'unauthorized') : json(200, { data: 'Secret data' }),
      'GET /api/auth/get-session': () => json(200, { session: { id: 's' }, user: { id: user?.id } }),
    };
    install();
    renderAt('/data');
    expect(await screen.findByText('Secret data')).toBeTruthy();
    expect(requests.map((r) => r.path).filter((p) => p !== '/api/user-tier')).toEqual([
      '/api/me',
      '/api/protected',
      '/api/auth/get-session',
      '/api/protected',
    ]);
  });

  it('goes to /login with the current page as the redirect when the refresh finds no session', async () => {
    extra = {
      'GET /api/protected': () => apiError(401, 'Expired', 'unauthorized'),
      'GET /api/auth/get-session': () => json(200, null),
    };
    install();
    renderAt('/data?x=1');
    await screen.findByText('Login page');
    expect(location()).toBe(`/login?redirect=${encodeURIComponent('/data?x=1')}`);
    // No session left to retry with: the one refresh decides.
    expect(requests.filter((r) => r.path === '/api/auth/get-session')).toHaveLength(1);
  });
});

describe('signing out (docs/product/sign-in.md#sessions)', () => {
  it('ends the server session, forgets cached data and goes to /login without a redirect', async () => {
    extra = { 'POST /api/auth/sign-out': () => json(200, { success: true }) };
    install();
    const client = renderAt('/videos');
    await screen.findByText('All Videos page');
    client.setQueryData(['cached', 'for', 'this', 'user'], 'private');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByText('Login page');
    expect(location()).toBe('/login');
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/auth/sign-out')).toBe(true);
    expect(client.getQueryData(['cached', 'for', 'this', 'user'])).toBeUndefined();
  });

  it('still signs out in the browser when the server call fails, logging the failure', async () => {
    extra = { 'POST /api/auth/sign-out': () => apiError(500, 'Down', 'internal') };
    install();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/videos');
    await screen.findByText('All Videos page');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByText('Login page');
    expect(location()).toBe('/login');
    expect(logged).toHaveBeenCalledWith('Sign-out failed:', expect.anything());
    await waitFor(() => expect(screen.queryByText('All Videos page')).toBeNull());
  });
});
