// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../session/session-context';
import { signedInSession, WithSession } from '../test/test-session';
import { ChatSlot } from './chat-slot';

afterEach(cleanup);

function renderSlot(session?: Session) {
  const slot = (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ChatSlot />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(session ? <WithSession session={session}>{slot}</WithSession> : slot);
}

describe('who sees the chat (docs/product/video-detail.md#gated-fields: premium and admin)', () => {
  it.each(['premium', 'admin'] as const)(
    'shows a %s user the floating Open Chat Bot button',
    async (tier) => {
      renderSlot(signedInSession({ tier }));
      // The dock's chunk (with the video modal) is transformed on first import: a slow first load here.
      expect(await screen.findByRole('button', { name: 'Open Chat Bot' }, { timeout: 15_000 })).toBeTruthy();
    },
  );

  it("draws nothing on a premium user's first render (the server's HTML), then the button once idle", async () => {
    const { container } = renderSlot(signedInSession({ tier: 'premium' }));
    expect(container.innerHTML).toBe('');
    expect(await screen.findByRole('button', { name: 'Open Chat Bot' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows a basic user, a user whose tier failed to load, and a visitor nothing', async () => {
    for (const session of [signedInSession({ tier: 'basic' }), signedInSession({ tier: null }), undefined]) {
      const { container, unmount } = renderSlot(session);
      // A premium user's slot beside it: once its button is drawn, the idle moment has come and the
      // chat's chunk is in, so a slot wrongly started for this user would be drawn too.
      const premium = renderSlot(signedInSession({ tier: 'premium' }));
      expect(
        await within(premium.container).findByRole('button', { name: 'Open Chat Bot' }, { timeout: 15_000 }),
      ).toBeTruthy();
      expect(container.innerHTML).toBe('');
      premium.unmount();
      unmount();
    }
  });
});
