// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewShare } from '../../../../shared/contracts/new-shares';
import { type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { SHARED_ID, swipefile } from '../../test/test-swipefiles';
import { SwipefilesPage } from './swipefiles-page';

const SHARE: NewShare = {
  id: '0b9f3c52-7d0e-4a55-9c1e-2f8a6b1d4e01',
  swipefile_id: SHARED_ID,
  swipefile_name: 'Team hooks',
  role: 'editor',
  invited_by: 'Ada Lovelace',
  invited_at: '2025-10-02T09:00:00.000Z',
};

let unseen: NewShare[];
let requests: FakeRequest[];

beforeEach(() => {
  unseen = [SHARE];
  requests = fakeApi({
    'GET /api/swipefiles': () => json(200, { success: true, data: [swipefile()] }),
    'GET /api/swipefiles/shared': () =>
      json(200, {
        success: true,
        data: [swipefile({ id: SHARED_ID, name: 'Team hooks', user_role: 'editor', can_edit: true })],
      }),
    'GET /api/swipefiles/shared/new': () =>
      json(200, { success: true, data: { count: unseen.length, shares: unseen } }),
    'POST /api/swipefiles/shared/seen': (request) => {
      const ids = (request.body as { ids: string[] }).ids;
      unseen = unseen.filter((share) => !ids.includes(share.id));
      return json(200, { success: true, data: { count: unseen.length } });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(url = '/swipefiles') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/swipefiles" element={<SwipefilesPage />} />
          <Route path="/swipefiles/:id" element={<p>Detail screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('new shares on the Shared tab (issue 31)', () => {
  it('counts them on the tab, shows who shared what once opened, and marks them seen', async () => {
    renderPage();
    const tab = await screen.findByRole('tab', { name: 'Shared Swipefiles, 1 new' });
    // Not seen while the user is on My Swipefiles.
    expect(requests.some((r) => r.path === '/api/swipefiles/shared/seen')).toBe(false);

    await userEvent.click(tab);
    const news = within(await screen.findByRole('region', { name: 'New — shared with you' }));
    // The line says who shared what; the Open link is described by it.
    const open = news.getByRole('link', {
      name: 'Open',
      description: 'Ada Lovelace shared Team hooks with you',
    });
    expect(news.getByText('Editor')).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/swipefiles/shared/seen')?.body).toEqual({
        ids: [SHARE.id],
      }),
    );
    // Seen: the tab's count goes, the news stays for this visit, and Open leads to the swipefile.
    await screen.findByRole('tab', { name: 'Shared Swipefiles' });
    await userEvent.click(open);
    expect(await screen.findByText('Detail screen')).toBeTruthy();
  });

  it('shows no news and marks nothing when nothing is new', async () => {
    unseen = [];
    renderPage('/swipefiles?tab=shared');
    await screen.findByRole('link', { name: 'Team hooks' });
    expect(screen.queryByRole('region', { name: 'New — shared with you' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/swipefiles/shared/seen')).toBe(false);
  });
});
