// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocaleDate } from '../../../../shared/domain/dates';
import { notify } from '../../lib/toast-config';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import type { AdminUser } from './api/admin-users-api';
import { UsersPage } from './users-page';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

const user = (
  id: string,
  email: string,
  tier: AdminUser['tier'],
  extra: Partial<AdminUser> = {},
): AdminUser => ({
  id,
  email,
  name: null,
  tier,
  subscription_status: null,
  subscription_provider: null,
  created_at: '2025-03-04T10:00:00.000Z',
  ...extra,
});

let users: AdminUser[];
let listReply: FakeHandler | null;
let updateReply: FakeHandler;
let requests: FakeRequest[];

const listBody = (page: number, tier: string | null) => {
  const matching = users.filter((u) => !tier || u.tier === tier);
  return {
    success: true,
    data: matching.slice((page - 1) * 50, page * 50),
    pagination: { page, limit: 50, total: matching.length, hasMore: page * 50 < matching.length },
    counts: {
      all: users.length,
      admin: users.filter((u) => u.tier === 'admin').length,
      premium: users.filter((u) => u.tier === 'premium').length,
      basic: users.filter((u) => u.tier === 'basic').length,
    },
  };
};

beforeEach(() => {
  users = [
    user('a1b2c3d4-0000-4000-8000-000000000001', 'admin@hookshelf.local', 'admin'),
    user('b1b2c3d4-0000-4000-8000-000000000002', 'premium@hookshelf.local', 'premium', {
      subscription_provider: 'stripe',
    }),
    user('c1b2c3d4-0000-4000-8000-000000000003', 'basic@hookshelf.local', 'basic'),
  ];
  listReply = null;
  updateReply = ({ path, body }) => {
    const id = path.split('/')[4];
    const tier = (body as { tier: AdminUser['tier'] }).tier;
    users = users.map((u) => (u.id === id ? { ...u, tier } : u));
    return json(200, { success: true, data: { user_id: id, tier } });
  };
  requests = fakeApi({
    'GET /api/admin/users': (request) =>
      listReply
        ? listReply(request)
        : json(200, listBody(Number(request.query.get('page')), request.query.get('tier'))),
  });
  // PUT /api/admin/users/:id/tier: the fake routes by exact path, so wrap fetch for the id.
  const routed = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'PUT' && /^\/api\/admin\/users\/[^/]+\/tier$/.test(path)) {
        const request = {
          method: 'PUT',
          path,
          query: new URLSearchParams(),
          body: JSON.parse(String(init.body)),
        };
        requests.push(request);
        return updateReply(request);
      }
      return routed(input, init);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(url = '/admin/users') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <UsersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tierSelect = (email: string) =>
  screen.getByRole('combobox', { name: `Tier of ${email}` }) as HTMLSelectElement;
const listCalls = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/users').length;

describe('user management (docs/product/admin-users.md#users-screen)', () => {
  it('lists users with short ids, e-mails, tiers, subscription badges and dates, and counts per tier', async () => {
    renderPage();
    await screen.findByText('admin@hookshelf.local');
    expect(screen.getByText('a1b2c3d4')).toBeTruthy();
    expect(tierSelect('premium@hookshelf.local').value).toBe('premium');
    expect(screen.getByText('Stripe')).toBeTruthy();
    expect(screen.getAllByText('None')).toHaveLength(2);
    expect(screen.getAllByText(browserLocaleDate('2025-03-04T10:00:00.000Z'))).toHaveLength(3);
    const filters = screen.getByRole('group', { name: 'Filter by tier' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All3', 'Admin1', 'Premium1', 'Basic1']);
    const query = requests[0]?.query;
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('50');
  });

  it('filters by tier through the API', async () => {
    renderPage();
    await screen.findByText('admin@hookshelf.local');
    await userEvent.click(screen.getByRole('button', { name: /^Premium/ }));
    await waitFor(() => expect(screen.queryByText('admin@hookshelf.local')).toBeNull());
    expect(screen.getByText('premium@hookshelf.local')).toBeTruthy();
    expect(requests.at(-1)?.query.get('tier')).toBe('premium');
  });

  it('asks before changing a tier; confirming updates it and says so', async () => {
    renderPage();
    await screen.findByText('basic@hookshelf.local');
    await userEvent.selectOptions(tierSelect('basic@hookshelf.local'), 'premium');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change tier?' });
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change tier' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'User tier updated to premium'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/users/c1b2c3d4-0000-4000-8000-000000000003/tier');
    expect(put?.body).toEqual({ tier: 'premium' });
    await waitFor(() => expect(tierSelect('basic@hookshelf.local').value).toBe('premium'));
    expect(screen.getByRole('button', { name: /^Premium/ }).textContent).toBe('Premium2');
  });

  it('cancelling changes nothing and reloads the list', async () => {
    renderPage();
    await screen.findByText('basic@hookshelf.local');
    const before = listCalls();
    await userEvent.selectOptions(tierSelect('basic@hookshelf.local'), 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(tierSelect('basic@hookshelf.local').value).toBe('basic');
  });

  it("reports a failed update with the server's error and reloads the list", async () => {
    updateReply = () => apiError(400, 'An admin cannot remove their own admin tier', 'own_tier');
    renderPage();
    await screen.findByText('admin@hookshelf.local');
    const before = listCalls();
    await userEvent.selectOptions(tierSelect('admin@hookshelf.local'), 'basic');
    await userEvent.click(await screen.findByRole('button', { name: 'Change tier' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Failed to update tier: An admin cannot remove their own admin tier',
      ),
    );
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(tierSelect('admin@hookshelf.local').value).toBe('admin');
  });

  it('shows the details of a user', async () => {
    renderPage();
    await screen.findByText('premium@hookshelf.local');
    await userEvent.click(screen.getByRole('button', { name: 'View Details of premium@hookshelf.local' }));
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    expect(within(dialog).getByText('b1b2c3d4-0000-4000-8000-000000000002')).toBeTruthy();
    expect(within(dialog).getByText('Premium')).toBeTruthy();
    expect(within(dialog).getByText('Created')).toBeTruthy();
  });

  it("says 'Failed to load users. Please try again.' with Try Again, which reloads", async () => {
    listReply = () => apiError(500, 'Database unavailable', 'internal');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load users. Please try again.',
    );
    listReply = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('admin@hookshelf.local')).toBeTruthy();
  });

  it('names the missing privilege on a 403', async () => {
    listReply = () => apiError(403, 'Access denied: Admin privileges required', 'forbidden');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied: Admin privileges required');
  });

  it('shows an empty state for a tier nobody has', async () => {
    users = users.filter((u) => u.tier !== 'premium');
    renderPage('/admin/users?tier=premium');
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('pages through 50 users at a time', async () => {
    users = Array.from({ length: 120 }, (_, i) =>
      user(`id-${String(i).padStart(4, '0')}-xxxx`, `user${i}@example.com`, 'basic'),
    );
    renderPage();
    await screen.findByText('user0@example.com');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('user50@example.com')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(requests.at(-1)?.query.get('page')).toBe('2');
  });
});
