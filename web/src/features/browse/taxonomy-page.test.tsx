// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxonomyItem } from '../../../../shared/contracts/taxonomy';
import type { BrowseScreenProps } from './browse-screen';
import { TaxonomyPage } from './taxonomy-page';

// The browse screen has its own tests; here it only has to receive the page's fixed filter.
vi.mock('./browse-screen', () => ({
  BrowseScreen: ({ title, fixedFilter }: BrowseScreenProps) => (
    <section aria-label="browse screen">
      {title} / {fixedFilter?.kind}: {fixedFilter?.name}
    </section>
  ),
}));

const ITEM: TaxonomyItem = {
  id: 1,
  name: 'Talking Head',
  slug: 'talking-head',
  description: 'The creator speaks directly to camera.',
  structural_description: 'A tight face-to-camera shot opens on a spoken hook.',
  usage_count: 74,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/formats/:slug" element={<TaxonomyPage kind="formats" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a taxonomy page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches the entry by slug and shows it above the browse screen filtered to it', async () => {
    answer(200, { success: true, data: ITEM });
    renderAt('/formats/talking-head');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Talking Head');
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/formats/public/talking-head');
    expect(screen.getByText(ITEM.description ?? '')).toBeTruthy();
    expect(screen.getByText(ITEM.structural_description ?? '')).toBeTruthy();
    expect(screen.getByText('74 videos')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'browse screen' }).textContent).toBe(
      'Talking Head videos / formats: Talking Head',
    );
    expect(document.title).toBe('Talking Head Format Videos | Instagram and TikTok Video Library');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      ITEM.description,
    );
  });

  it('moves an old slug (the entry was merged or renamed) to the entry it answers with, replacing the history entry', async () => {
    answer(200, { success: true, data: ITEM });
    renderAt('/formats/face-cam');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Talking Head');
    expect(vi.mocked(fetch).mock.calls.map((call) => call[0])).toContain('/api/formats/public/talking-head');
  });

  it('shows a not-found state with a link to the browse screen for an unknown slug', async () => {
    answer(404, { success: false, error: "No format has the slug 'nope'", code: 'taxonomy_not_found' });
    renderAt('/formats/nope');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'We couldn’t find that format',
    );
    // "Not found" will not change on a retry, so it is asked once.
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Browse all videos' }).getAttribute('href')).toBe('/public-beta');
    expect(screen.queryByRole('region', { name: 'browse screen' })).toBeNull();
    expect(document.title).toContain('Format not found');
  });

  it('offers Try Again when the entry cannot be loaded for another reason', async () => {
    answer(500, { success: false, error: 'Something went wrong on our side', code: 'internal' });
    renderAt('/formats/talking-head');
    // A failure other than "not found" is retried once (about a second later) before it shows.
    expect(await screen.findByText('Something went wrong on our side', {}, { timeout: 5_000 })).toBeTruthy();
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
