// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SharedSavedVideo, SharedSwipefilePage } from '../../../../shared/contracts/swipefiles';
import { json, stubFetchEachTest } from '../../test/fake-api';
import { publicVideo } from '../../test/test-videos';
import { SharedSwipefilePage as Page } from './shared-swipefile-page';

stubFetchEachTest();

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shared/swipefiles/:token" element={<Page kind="link" />} />
          <Route path="/public/swipefiles/:slug" element={<Page kind="public" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const saved = (id: number, notes: string): SharedSavedVideo => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  video_id: id,
  notes,
  saved_at: '2026-03-05T10:00:00.000Z',
  video_analysis: { ...publicVideo(), id, simple_description: `Video number ${id}`, author_username: null },
});

const answer = (
  videos: SharedSavedVideo[],
  pagination: Partial<SharedSwipefilePage['pagination']> = {},
  ownerName: string | null = 'Maya Chen',
): SharedSwipefilePage => ({
  success: true,
  data: {
    swipefile: {
      name: 'Openers that work',
      description: 'Cold opens we keep coming back to',
      owner_name: ownerName,
      access_level: 'public',
      video_count: 51,
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-05T10:00:00.000Z',
    },
    videos,
  },
  pagination: { page: 1, limit: 50, total: 51, hasMore: false, ...pagination },
});

describe('SharedSwipefilePage (docs/decisions/0018-shared-links.md)', () => {
  it('shows the loading state, then the swipefile with its curator, count, notes and links', async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, answer([saved(7, 'Steal this pacing')])));
    renderAt('/public/swipefiles/openers-abc');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Openers that work' })).toBeTruthy();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/public/swipefiles/openers-abc');
    expect(screen.getByText('Curated by Maya Chen')).toBeTruthy();
    expect(screen.getByText('Cold opens we keep coming back to')).toBeTruthy();
    expect(screen.getByText('51 videos')).toBeTruthy();
    expect(screen.getByText('Steal this pacing')).toBeTruthy();
    expect(screen.getByText('Saved Mar 5, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Video number 7' }).getAttribute('href')).toBe('/v/7');
    expect(screen.getByRole('link', { name: /View on Instagram/ }).getAttribute('href')).toBe(
      publicVideo().url,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(document.title).toBe('Openers that work | Hookshelf');
  });

  it("says 'Shared swipefile' when the owner shows no name", async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, answer([saved(7, '')], {}, null)));
    renderAt('/shared/swipefiles/tok');
    expect(await screen.findByText('Shared swipefile')).toBeTruthy();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/shared/swipefiles/tok');
  });

  it("loads the next 50 with 'Load more'", async () => {
    vi.mocked(fetch)
      .mockResolvedValueOnce(json(200, answer([saved(9, 'first page')], { hasMore: true })))
      .mockResolvedValueOnce(json(200, answer([saved(3, 'second page')], { page: 2, hasMore: false })));
    renderAt('/shared/swipefiles/tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('second page')).toBeTruthy();
    expect(String(vi.mocked(fetch).mock.calls[1]?.[0])).toBe('/api/shared/swipefiles/tok?page=2');
    expect(screen.getByText('first page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says 'This link is no longer active' for a dead link, with a way home", async () => {
    vi.mocked(fetch).mockResolvedValue(
      json(404, { success: false, error: 'This link is no longer active.', code: 'share_link_inactive' }),
    );
    renderAt('/shared/swipefiles/dead');
    expect(await screen.findByRole('heading', { name: 'This link is no longer active' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('offers Try Again when the server fails', async () => {
    vi.mocked(fetch).mockResolvedValue(json(500, { success: false, error: 'boom', code: 'internal_error' }));
    renderAt('/shared/swipefiles/tok');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
