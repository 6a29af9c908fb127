// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchEachTest } from '../../test/fake-api';
import { sharedBrief } from '../../test/test-briefs';
import { SharedBriefPage } from './shared-brief-page';

stubFetchEachTest();

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shared/briefs/:token" element={<SharedBriefPage kind="link" />} />
          <Route path="/public/briefs/:slug" element={<SharedBriefPage kind="public" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SharedBriefPage (issue 34)', () => {
  it('shows the brief to read, with who wrote it and its cited videos linked', async () => {
    vi.mocked(fetch).mockResolvedValue(json(200, { success: true, data: sharedBrief() }));
    renderAt('/public/briefs/spring-launch-abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring launch' })).toBeTruthy();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/public/briefs/spring-launch-abc');
    expect(screen.getByText('Brief by Basil Brown')).toBeTruthy();
    expect(screen.getByText('I was spending $140 a week')).toBeTruthy();
    expect(screen.getByText('Instagram Reels')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Cites Three grocery swaps' })[0]?.getAttribute('href')).toBe(
      '/v/1042',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.title).toBe('Spring launch | Hookshelf');
  });

  it("says 'This link is no longer active' for a dead link", async () => {
    vi.mocked(fetch).mockResolvedValue(
      json(404, { success: false, error: 'This link is no longer active.', code: 'share_link_inactive' }),
    );
    renderAt('/shared/briefs/dead');
    expect(await screen.findByRole('heading', { name: 'This link is no longer active' })).toBeTruthy();
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/shared/briefs/dead');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('offers Try Again when the server fails', async () => {
    vi.mocked(fetch).mockResolvedValue(json(500, { success: false, error: 'boom', code: 'internal_error' }));
    renderAt('/shared/briefs/tok');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
