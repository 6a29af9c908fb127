// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../shared/contracts/notifications';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notification = (overrides: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  text: '14 new videos in Skincare and 2 more',
  video_count: 14,
  follows: [{ kind: 'topic', label: 'Skincare', count: 12 }],
  videos: [
    { id: 101, title: 'Daily SPF routine from glow.lab' },
    { id: 102, title: 'Night serum layering' },
  ],
  read: false,
  created_at: '2026-12-01T09:00:00.000Z',
  updated_at: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

const OLDER = notification({
  id: '00000000-0000-4000-8000-000000000002',
  text: '1 new video from @crumb.club',
  videos: [{ id: 7, title: 'Sourdough in a day' }],
  read: true,
});

/** GET and POST /api/notifications over an in-memory list. */
function fakeNotifications(list: Notification[]) {
  let data = [...list];
  const unread = () => data.filter((n) => !n.read).length;
  return fakeApi({
    'GET /api/notifications': () => json(200, { success: true, data, unread: unread() }),
    'POST /api/notifications/read': (request) => {
      const ids = (request.body as { ids?: string[] }).ids;
      data = data.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
      return json(200, { success: true, data: { unread: unread() } });
    },
  });
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/videos']}>
        <NotificationBell />
        <Routes>
          <Route path="/videos" element={<p>All videos</p>} />
          <Route path="/v/:id" element={<p>Video page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationBell', () => {
  it('shows the unread count and lists the notifications, newest first', async () => {
    fakeNotifications([notification({}), OLDER]);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread notification' });
    expect(bell.textContent).toBe('1');
    await user.click(bell);
    const list = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        '14 new videos in Skincare and 2 more (unread)Daily SPF routine from glow.lab and more',
      ),
      expect.stringContaining('1 new video from @crumb.clubSourdough in a day'),
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/v/101', '/v/7']);
  });

  it('opens the first video of a notification, marks it read and closes the list', async () => {
    const requests = fakeNotifications([notification({}), OLDER]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: /^Notifications, 1 unread/ }));
    await user.click(await screen.findByRole('link', { name: /14 new videos in Skincare/ }));
    expect(await screen.findByText('Video page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(posts).toEqual([{ ids: ['00000000-0000-4000-8000-000000000001'] }]);
  });

  it('marks all read at once', async () => {
    const requests = fakeNotifications([
      notification({}),
      notification({ id: '00000000-0000-4000-8000-000000000003' }),
    ]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText(/\(unread\)/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{}]));
  });

  it('says when there is nothing yet', async () => {
    fakeNotifications([]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByText('When new videos match what you follow, they show up here.')).toBeTruthy();
  });

  it('says when the list could not load, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/notifications': () =>
        fail
          ? apiError(500, 'Something went wrong', 'internal_error')
          : json(200, { success: true, data: [OLDER], unread: 0 }),
    });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your notifications.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /1 new video from @crumb.club/ })).toBeTruthy();
  });
});
