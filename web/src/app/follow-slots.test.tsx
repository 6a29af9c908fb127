// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TaxonomyItem } from '../../../shared/contracts/taxonomy';
import type { View } from '../../../shared/contracts/views';
import { TaxonomyHeader } from '../features/browse/taxonomy-header';
import { ViewPage } from '../features/browse/view-page';
import { FollowAuthorButton } from '../features/video/video-actions';
import type { Tier } from '../session/tiers';
import { fakeApi, json } from '../test/fake-api';
import { signedInSession, WithSession } from '../test/test-session';
import { WithVideoPageSlots } from './save-slots';
import { WithVideoSlots } from './video-slots';

// The working button is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(() => import('../features/follows/signed-in-follow-button'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COOKING: TaxonomyItem = {
  id: 7,
  name: 'Cooking',
  slug: 'cooking',
  description: null,
  structural_description: null,
  usage_count: 12,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const VIEW: View = {
  id: 3,
  name: 'Bread and butter',
  slug: 'bread-and-butter',
  description: null,
  tag_filter: 'Baking',
  video_count: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderAs(tier: Tier | null, ui: ReactNode, path = '/') {
  fakeApi({
    'GET /api/follows': () => json(200, { success: true, data: [] }),
    'GET /api/views/public': () => json(200, { success: true, data: VIEW }),
  });
  const tree = (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>
  );
  render(tier ? <WithSession session={signedInSession({ tier })}>{tree}</WithSession> : tree);
}

describe('the follow slots (docs/product/feed.md#follows)', () => {
  it('put a Follow button on a taxonomy page for premium and admin users', async () => {
    renderAs(
      'premium',
      <WithVideoSlots>
        <TaxonomyHeader kind="topics" item={COOKING} />
      </WithVideoSlots>,
    );
    expect(await screen.findByRole('button', { name: 'Follow Cooking', pressed: false })).toBeTruthy();
  });

  it('show basic users and visitors no follow button', () => {
    for (const tier of ['basic', null] as const) {
      renderAs(
        tier,
        <WithVideoSlots saveOnCards>
          <TaxonomyHeader kind="topics" item={COOKING} />
          <FollowAuthorButton username="thrifty.table" />
        </WithVideoSlots>,
      );
      expect(screen.getByRole('heading', { name: 'Cooking' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /follow/i })).toBeNull();
      cleanup();
    }
  });

  it("put a Follow button on a view's page", async () => {
    renderAs(
      'admin',
      <WithVideoSlots>
        <Routes>
          <Route path="/views/:slug" element={<ViewPage />} />
        </Routes>
      </WithVideoSlots>,
      '/views/bread-and-butter',
    );
    expect(await screen.findByRole('button', { name: 'Follow Bread and butter' })).toBeTruthy();
  });

  it("put a Follow button beside the author's chip, in the list's detail and on /v/{id}", async () => {
    renderAs(
      'premium',
      <WithVideoSlots>
        <FollowAuthorButton username="@thrifty.table" />
      </WithVideoSlots>,
    );
    expect(await screen.findByRole('button', { name: 'Follow @thrifty.table' })).toBeTruthy();
    cleanup();
    renderAs(
      'premium',
      <WithVideoPageSlots>
        <FollowAuthorButton username="thrifty.table" />
      </WithVideoPageSlots>,
    );
    expect(await screen.findByRole('button', { name: 'Follow @thrifty.table' })).toBeTruthy();
  });
});
