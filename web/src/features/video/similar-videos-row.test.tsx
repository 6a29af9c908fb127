// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { track } from '../../lib/analytics';
import { apiError, type FakeHandler, fakeApi, json } from '../../test/fake-api';
import { signedInSession, WithSession } from '../../test/test-session';
import { fullVideo, publicVideo } from '../../test/test-videos';
import { VideoDetailModal } from './video-detail-modal';
import { VideoPage } from './video-page';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Issue 17's "Similar videos" row, in the detail modal and on /v/{id}, against a scripted API.

const OPENED = publicVideo({ id: 1042 });
const MEAL_PREP = publicVideo({
  id: 1076,
  simple_description: 'Meal prep that costs less than takeout',
  author_username: 'budget.bites',
});
const PANTRY = publicVideo({
  id: 1137,
  simple_description: 'A pantry list for lean weeks',
  author_username: null,
});

const similarAnswer = (videos: PublicVideo[]) => () => json(200, { success: true, data: videos });

function wrap(children: ReactNode, { signedIn = false, path = '/public-beta' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return signedIn ? <WithSession session={signedInSession()}>{tree}</WithSession> : tree;
}

const row = () => screen.getByRole('region', { name: 'Similar videos' });
const cardIds = () =>
  [...row().querySelectorAll('li[data-video-id]')].map((item) => Number(item.getAttribute('data-video-id')));

describe('the Similar videos row in the detail modal', () => {
  it('shows a skeleton, then the similar videos, and switches the modal to the one clicked', async () => {
    let answer: (response: Response) => void = () => {};
    const routes: Record<string, FakeHandler> = {
      'GET /api/videos/public/1042/similar': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/videos/public/1076/similar': similarAnswer([PANTRY, OPENED]),
    };
    const requests = fakeApi(routes);
    render(wrap(<VideoDetailModal videoId={1042} initialVideo={OPENED} onClose={() => {}} />));

    // While it loads, six placeholders hold the row's place.
    expect(row().getAttribute('aria-busy')).toBe('true');
    expect(row().querySelectorAll('ul[aria-hidden] > li')).toHaveLength(6);
    answer(json(200, { success: true, data: [MEAL_PREP, PANTRY] }));
    await waitFor(() => expect(cardIds()).toEqual([1076, 1137]));
    expect(row().getAttribute('aria-busy')).toBe('false');

    const card = within(row()).getByRole('link', { name: /Meal prep that costs less than takeout/ });
    expect(card.textContent).toContain('@budget.bites');
    expect(card.getAttribute('href')).toBe('/v/1076');
    expect(within(row()).getByRole('link', { name: /A pantry list/ }).textContent).toContain(
      'Unknown creator',
    );

    fireEvent.click(card);
    expect(screen.getByRole('dialog', { name: 'Meal prep that costs less than takeout' })).toBeTruthy();
    expect(track).toHaveBeenCalledWith({ type: 'view', video_id: 1076, source: 'similar_videos' });
    // The switched video gets its own row, and the row never lists the video it belongs to.
    await waitFor(() => expect(cardIds()).toEqual([1137, 1042]));
    expect(requests.map((request) => request.path)).toEqual([
      '/api/videos/public/1042/similar',
      '/api/videos/public/1076/similar',
    ]);
    // Focus stays inside the dialog rather than falling to the page behind it.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('asks the signed-in endpoint for a signed-in reader', async () => {
    const requests = fakeApi({ 'GET /api/videos/1042/similar': similarAnswer([MEAL_PREP]) });
    render(
      wrap(<VideoDetailModal videoId={1042} initialVideo={fullVideo()} onClose={() => {}} />, {
        signedIn: true,
      }),
    );
    await waitFor(() => expect(cardIds()).toEqual([1076]));
    expect(requests.map((request) => request.path)).toEqual(['/api/videos/1042/similar']);
  });

  it.each([
    ['no similar videos (embeddings not ready)', similarAnswer([])],
    ['a failed request', () => apiError(500, 'Internal server error', 'internal_error')],
  ])('shows no row for %s', async (_, handler) => {
    const requests = fakeApi({ 'GET /api/videos/public/1042/similar': handler });
    render(wrap(<VideoDetailModal videoId={1042} initialVideo={OPENED} onClose={() => {}} />));
    expect(row()).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Similar videos' })).toBeNull());
    expect(requests).toHaveLength(1);
    expect(screen.queryByText('Similar videos')).toBeNull();
  });
});

function Location() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

describe('the Similar videos row on /v/{id}', () => {
  it('links each similar video to its own page', async () => {
    fakeApi({
      'GET /api/videos/public/1042': () => json(200, { success: true, data: OPENED }),
      'GET /api/videos/public/1042/similar': similarAnswer([MEAL_PREP]),
      'GET /api/videos/public/1076': () => json(200, { success: true, data: MEAL_PREP }),
      'GET /api/videos/public/1076/similar': similarAnswer([PANTRY]),
    });
    render(
      wrap(
        <>
          <Routes>
            <Route path="/v/:id" element={<VideoPage />} />
          </Routes>
          <Location />
        </>,
        { path: '/v/1042' },
      ),
    );
    await waitFor(() => expect(cardIds()).toEqual([1076]));
    expect(within(row()).getByRole('heading', { level: 2, name: 'Similar videos' })).toBeTruthy();
    fireEvent.click(within(row()).getByRole('link', { name: /Meal prep/ }));
    expect(screen.getByTestId('path').textContent).toBe('/v/1076');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Meal prep that costs less than takeout/ }),
    ).toBeTruthy();
    await waitFor(() => expect(cardIds()).toEqual([1137]));
  });
});
