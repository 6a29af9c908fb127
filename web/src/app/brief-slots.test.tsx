// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/toast-config';
import type { Tier } from '../session/tiers';
import { apiError, type FakeHandler, fakeApi, json } from '../test/fake-api';
import { BRIEF_ID, brief } from '../test/test-briefs';
import { signedInSession, WithSession } from '../test/test-session';
import { renderDraftBriefButton } from './brief-slots';

vi.mock('../lib/toast-config', () => ({ notify: vi.fn() }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const SWIPEFILE_ID = '0b9c3f52-7a1e-4c7d-9f1e-6c2d8a4b5e01';

function renderAs(tier: Tier, reply: FakeHandler) {
  const requests = fakeApi({ 'POST /api/briefs/draft': reply });
  render(
    <WithSession session={signedInSession({ tier })}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/swipefiles/x']}>
          <Routes>
            <Route path="/swipefiles/x" element={renderDraftBriefButton(SWIPEFILE_ID)} />
            <Route path="/briefs/:id" element={<p>Brief editor</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </WithSession>,
  );
  return requests;
}

describe('the Draft a brief slot (issue 34)', () => {
  it('lets a premium user draft a brief from the swipefile and opens it', async () => {
    const requests = renderAs('premium', () => json(201, { success: true, data: brief({ id: BRIEF_ID }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Draft a brief' }));
    expect(await screen.findByText('Brief editor')).toBeTruthy();
    expect(requests[0]?.body).toEqual({ swipefile_id: SWIPEFILE_ID });
  });

  it("toasts the server's reason when the draft is refused", async () => {
    renderAs('admin', () => apiError(400, 'This swipefile has no analysed videos yet.', 'validation_error'));
    await userEvent.click(screen.getByRole('button', { name: 'Draft a brief' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'This swipefile has no analysed videos yet.'),
    );
    expect(screen.getByRole('button', { name: 'Draft a brief' })).toBeTruthy();
  });

  it('shows nothing to a basic user', () => {
    renderAs('basic', () => json(500, {}));
    expect(screen.queryByRole('button', { name: 'Draft a brief' })).toBeNull();
  });
});
