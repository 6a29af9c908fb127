// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedReason, FeedVideo } from '../../../../shared/contracts/feed';
import type { Follow } from '../../../../shared/contracts/follows';
import { type FeatureSlots, FeatureSlotsProvider } from '../../components/feature-slots';
import { notify } from '../../lib/toast-config';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { fullVideo } from '../../test/test-videos';
import { FeedPage } from './feed-page';

vi.mock('../../lib/toast-config', () => ({ notify: vi.fn() }));

// The Manage follows panel is a chunk of its own; loading it once up front keeps each test's waits short.
beforeAll(() => import('./manage-follows-dialog'));

const SKINCARE: Follow = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'topic',
  value: 'Skincare',
  label: 'Skincare',
  created_at: '2026-11-28T10:00:00.000Z',
};
const CREATOR: Follow = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'creator',
  value: 'glow.daily',
  label: '@glow.daily',
  created_at: '2026-11-28T09:00:00.000Z',
};
const MEAL_PREP: Follow = {
  id: '00000000-0000-4000-8000-000000000003',
  kind: 'search',
  value: 'meal prep',
  label: "your search 'meal prep'",
  filters: { format: 'Tutorial', platform: 'tiktok' },
  created_at: '2026-11-28T08:00:00.000Z',
};
const reason = (follow: Follow): FeedReason => ({
  follow_id: follow.id,
  kind: follow.kind,
  label: follow.label,
});

const feedVideo = (id: number, overrides: Partial<FeedVideo> = {}): FeedVideo => ({
  ...fullVideo({ id, simple_description: `Video ${id}` }),
  reasons: [],
  why: null,
  ...overrides,
});
const page = (videos: FeedVideo[]) =>
  json(200, {
    success: true,
    data: videos,
    pagination: { page: 1, limit: 50, total: videos.length, hasMore: false },
  });

// The detail modal is the video feature's; here a stand-in says which video it was given.
const SLOTS: FeatureSlots = {
  renderVideoDetail: ({ videoId }) =>
    videoId === null ? null : <div role="dialog">Detail of {videoId}</div>,
};

let follows: Follow[];
let feedReply: FakeHandler;
let deleteReply: ((id: string) => Response) | null;
let requests: FakeRequest[];

beforeEach(() => {
  follows = [SKINCARE, CREATOR, MEAL_PREP];
  deleteReply = null;
  feedReply = (request) => {
    const follow = request.query.get('follow');
    if (follow === SKINCARE.id) return page([feedVideo(1, { reasons: [reason(SKINCARE), reason(CREATOR)] })]);
    if (follow === MEAL_PREP.id) return page([]);
    if (follow) return apiError(404, 'Follow not found.', 'follow_not_found');
    const tab = request.query.get('tab');
    if (tab === 'for-you') return page([feedVideo(7, { why: 'Like 3 videos you saved' })]);
    if (tab === 'trending')
      return page([feedVideo(9, { outlier_score: 3.2, outlier_basis: 'author' }), feedVideo(10)]);
    return page([
      feedVideo(1, { reasons: [reason(SKINCARE), reason(CREATOR)] }),
      feedVideo(2, { reasons: [reason(MEAL_PREP)] }),
    ]);
  };
  requests = fakeApi({
    'GET /api/follows': () => json(200, { success: true, data: follows }),
    'GET /api/feed': (request) => feedReply(request),
    'GET /api/topics/public': () =>
      json(200, {
        success: true,
        data: [
          { id: 1, name: 'Fitness', slug: 'fitness', usage_count: 40 },
          { id: 2, name: 'Knitting', slug: 'knitting', usage_count: 0 },
        ],
      }),
    'GET /api/views/public': () =>
      json(200, {
        success: true,
        data: [{ id: 1, name: 'Morning routines', slug: 'morning-routines', video_count: 12 }],
      }),
    ...Object.fromEntries(
      [SKINCARE, CREATOR, MEAL_PREP].map((follow) => [
        `DELETE /api/follows/${follow.id}`,
        () => {
          if (deleteReply) return deleteReply(follow.id);
          follows = follows.filter((item) => item.id !== follow.id);
          return json(200, { success: true, data: { id: follow.id } });
        },
      ]),
    ),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderFeed(url = '/feed') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A browser router on jsdom's history: the page reads the live URL, as in the app.
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <FeatureSlotsProvider slots={SLOTS}>
          <FeedPage />
        </FeatureSlotsProvider>
        <Location />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const feedCalls = () =>
  requests
    .filter((request) => request.path === '/api/feed')
    .map((request) => Object.fromEntries(request.query));
const item = (id: number) => document.querySelector(`[data-video-id="${id}"]`) as HTMLElement;
const tab = (name: string) => screen.getByRole('tab', { name });
/** Waits until the video's tile is in the list (the default thumbnails view names it by its description). */
const shown = (id: number) => screen.findByRole('link', { name: `Open video: Video ${id}` });

describe('FeedPage: Following', () => {
  it('lists the videos of what the user follows, each saying which follows brought it', async () => {
    renderFeed();
    await shown(2);
    expect(tab('Following').getAttribute('aria-selected')).toBe('true');
    expect(feedCalls()[0]).toEqual({ tab: 'following', page: '1', limit: '50' });
    expect(item(1).textContent).toContain('From what you follow: Skincare\u00a0· @glow.daily');
    expect(item(2).textContent).toContain("your search 'meal prep'");
    // The reasons show in every view of the list, not only the default thumbnails.
    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    expect(item(1).textContent).toContain('Skincare\u00a0· @glow.daily');
    await userEvent.click(screen.getByRole('button', { name: 'Hooks' }));
    expect(item(2).textContent).toContain("your search 'meal prep'");
  });

  it('narrows to one follow from the filter, in the URL, and back to everything', async () => {
    renderFeed();
    await shown(2);
    const filter = screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement;
    // Grouped by kind, labelled as the follows list labels them.
    expect([...filter.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Topics',
      'Creators',
      'Searches',
    ]);
    await userEvent.selectOptions(filter, 'Skincare');
    expect(location()).toBe(`?follow=${SKINCARE.id}`);
    await waitFor(() => expect(document.querySelector('[data-video-id="2"]')).toBeNull());
    expect(feedCalls().at(-1)).toMatchObject({ tab: 'following', follow: SKINCARE.id });

    await userEvent.selectOptions(filter, "your search 'meal prep'");
    await screen.findByRole('heading', { name: "No videos for your search 'meal prep' yet" });
    await userEvent.click(screen.getByRole('button', { name: 'Show all follows' }));
    expect(location()).toBe('');
    await shown(2);
  });

  it('says a follow in the URL is no longer followed, and offers everything followed', async () => {
    renderFeed('/feed?follow=00000000-0000-4000-8000-00000000dead');
    await screen.findByRole('heading', { name: 'You no longer follow this' });
    await userEvent.click(screen.getByRole('button', { name: 'Show all follows' }));
    await shown(2);
  });

  it('shows a user who follows nothing where to follow things', async () => {
    follows = [];
    renderFeed();
    await screen.findByRole('heading', { name: 'You follow nothing yet' });
    expect(screen.getByText(/Follow topics, creators, views or searches/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Fitness' })).getAttribute('href')).toBe(
      '/topics/fitness',
    );
    expect(screen.getByRole('link', { name: 'Morning routines' }).getAttribute('href')).toBe(
      '/views/morning-routines',
    );
    // A topic without videos is no place to start.
    expect(screen.queryByRole('link', { name: 'Knitting' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse All Videos' }).getAttribute('href')).toBe('/videos');
  });

  it('shows the error with Try Again, which loads the list', async () => {
    let failing = true;
    const working = feedReply;
    feedReply = (request) =>
      failing ? apiError(500, 'Something went wrong on our side.', 'internal_error') : working(request);
    renderFeed();
    await screen.findByRole('heading', { name: 'Error Loading Videos' });
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await shown(2);
  });

  it('opens a video in the detail modal', async () => {
    renderFeed();
    await shown(2);
    await userEvent.click(within(item(2)).getByRole('link'));
    expect(screen.getByRole('dialog').textContent).toBe('Detail of 2');
  });
});

describe('FeedPage: tabs in the URL', () => {
  it('switches tabs with the tab buttons and the arrow keys, each tab in the URL', async () => {
    renderFeed();
    await shown(2);
    await userEvent.click(tab('For you'));
    expect(location()).toBe('?tab=for-you');
    await shown(7);
    expect(item(7).textContent).toContain('Like 3 videos you saved');
    expect(feedCalls().at(-1)).toMatchObject({ tab: 'for-you' });

    await userEvent.keyboard('{ArrowRight}');
    expect(location()).toBe('?tab=trending');
    expect(document.activeElement).toBe(tab('Trending'));
    await userEvent.keyboard('{ArrowRight}');
    expect(location()).toBe('');
    expect(tab('Following').getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab the URL names; Trending gives a score the badge leaves out, and narrows to follows', async () => {
    renderFeed('/feed?tab=trending');
    expect(tab('Trending').getAttribute('aria-selected')).toBe('true');
    await shown(9);
    expect(item(9).textContent).toContain("3.2× the author's usual");
    expect(feedCalls()[0]).toMatchObject({ tab: 'trending', scope: 'all' });
    await userEvent.click(screen.getByRole('button', { name: 'My follows' }));
    expect(location()).toBe('?tab=trending&scope=follows');
    await waitFor(() => expect(feedCalls().at(-1)).toMatchObject({ tab: 'trending', scope: 'follows' }));
  });

  it('ignores what the URL says that does not fit its tab', async () => {
    renderFeed(`/feed?tab=nonsense&scope=follows&follow=not-a-uuid`);
    await shown(2);
    expect(tab('Following').getAttribute('aria-selected')).toBe('true');
    expect(feedCalls()[0]).toEqual({ tab: 'following', page: '1', limit: '50' });
  });

  it('says For you has nothing to go on yet, and offers Trending', async () => {
    const working = feedReply;
    feedReply = (request) => (request.query.get('tab') === 'for-you' ? page([]) : working(request));
    renderFeed('/feed?tab=for-you');
    await screen.findByRole('heading', { name: 'Nothing to go on yet' });
    await userEvent.click(screen.getByRole('button', { name: 'See what is trending' }));
    expect(location()).toBe('?tab=trending');
    await shown(9);
  });
});

describe('FeedPage: Manage follows', () => {
  const openPanel = async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^Manage follows/ }));
    return screen.findByRole('dialog', { name: 'Manage follows' });
  };

  it('lists the follows by kind, and unfollows one: gone from the panel, the filter and the list', async () => {
    renderFeed(`/feed?follow=${SKINCARE.id}`);
    await shown(1);
    expect(screen.getByRole('button', { name: /^Manage follows/ }).textContent).toContain('3');
    const panel = await openPanel();
    const groups = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Topics (1)', 'Creators (1)', 'Searches (1)']);
    // A saved search shows the filters it runs with.
    expect(within(panel).getByText('Format: Tutorial · Platform: TikTok')).toBeTruthy();

    const before = feedCalls().length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Unfollow Skincare' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Unfollow Skincare' })).toBeNull(),
    );
    expect(
      requests.some((request) => request.method === 'DELETE' && request.path.endsWith(SKINCARE.id)),
    ).toBe(true);
    expect(notify).toHaveBeenCalledWith('success', 'Unfollowed Skincare');
    // Focus stays in the panel, on the next follow's button (moved on the next animation frame).
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole('button', { name: 'Unfollow @glow.daily' }),
      ),
    );
    // The list narrowed to it shows everything followed again, read afresh.
    await waitFor(() => expect(location()).toBe(''));
    await waitFor(() => expect(feedCalls().length).toBeGreaterThan(before));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Manage follows/ }).textContent).toContain('2');
    expect(screen.queryByRole('option', { name: 'Skincare' })).toBeNull();
    expect(screen.getByRole('option', { name: '@glow.daily' })).toBeTruthy();
  });

  it('keeps a follow whose unfollow failed, and says so', async () => {
    deleteReply = () => apiError(503, 'The database is busy. Try again in a moment.', 'service_unavailable');
    renderFeed();
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Unfollow @glow.daily' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'The database is busy. Try again in a moment.'),
    );
    expect(within(panel).getByRole('button', { name: 'Unfollow @glow.daily' })).toBeTruthy();
  });

  it('says where to follow things when nothing is followed', async () => {
    follows = [];
    renderFeed();
    const panel = await openPanel();
    expect(within(panel).getByText(/You follow nothing yet/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Browse All Videos' }).getAttribute('href')).toBe(
      '/videos',
    );
  });
});
