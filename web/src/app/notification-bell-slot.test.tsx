// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../session/session-context';
import { fakeApi, json } from '../test/fake-api';
import { signedInSession, WithSession } from '../test/test-session';
import { NotificationBellSlot } from './notification-bell-slot';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSlot(session?: Session) {
  const slot = (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NotificationBellSlot />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(session ? <WithSession session={session}>{slot}</WithSession> : slot);
}

describe('who sees the notifications bell (docs/product/feed.md#notifications: premium and admin)', () => {
  it.each(['premium', 'admin'] as const)('shows a %s user the bell with their unread count', async (tier) => {
    fakeApi({ 'GET /api/notifications': () => json(200, { success: true, data: [], unread: 3 }) });
    renderSlot(signedInSession({ tier }));
    // The bell's chunk is transformed on first import: a slow first load here.
    expect(
      await screen.findByRole(
        'button',
        { name: 'Notifications, 3 unread notifications' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });

  it('shows a basic user, a user whose tier failed to load, and a visitor nothing, and asks nothing', () => {
    const requests = fakeApi({});
    for (const session of [signedInSession({ tier: 'basic' }), signedInSession({ tier: null }), undefined]) {
      const { container, unmount } = renderSlot(session);
      expect(container.innerHTML).toBe('');
      unmount();
    }
    expect(requests).toEqual([]);
  });
});
