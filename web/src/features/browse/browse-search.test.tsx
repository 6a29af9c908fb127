// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicVideo } from '../../../../shared/contracts/video';
import type { SearchInfo } from '../../../../shared/contracts/video-search';
import { flushAnalytics } from '../../lib/analytics';
import { publicVideo } from '../../test/test-videos';
import { BrowseScreen } from './browse-screen';
import { SEARCH_DEBOUNCE_MS } from './search-box';
import { SEARCH_SETTLED_MS } from './use-search-event';

// Issue 17's search experience on the browse screen, against a scripted API that answers as the contract says.

interface VideoRequest {
  query: URLSearchParams;
  signal: AbortSignal | null | undefined;
}

type Reply = (request: VideoRequest) => Response | Promise<Response>;
let videoReply: Reply;
let videoRequests: VideoRequest[];
let eventBatches: { events: { type: string; query?: string; result_count?: number }[] }[];

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/filters/public') {
    return Response.json({
      success: true,
      data: {
        topics: [],
        formats: [{ name: 'Listicle', count: 3 }],
        concepts: [],
        elements: [],
        accountTypes: [],
      },
    });
  }
  if (url.pathname === '/api/events') {
    eventBatches.push(JSON.parse(String(init?.body)));
    return Response.json({ success: true });
  }
  const request = { query: url.searchParams, signal: init?.signal };
  videoRequests.push(request);
  return videoReply(request);
});

/** A list answer: the videos, the total, and (for a search) what it matched on. */
function listAnswer(
  videos: PublicVideo[],
  { total = videos.length, search }: { total?: number; search?: SearchInfo } = {},
) {
  return Response.json({
    success: true,
    data: videos,
    pagination: { page: 1, limit: 50, total, hasMore: total > videos.length },
    ...(search ? { search } : {}),
  });
}

const GROCERY = publicVideo({
  id: 1011,
  simple_description: 'Three grocery swaps that halve a weekly food bill',
});

beforeEach(() => {
  videoRequests = [];
  eventBatches = [];
  videoReply = () => listAnswer([GROCERY]);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderScreen(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <BrowseScreen title="Browse the Library" />
        <Location />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search videos' });
const heading = () => document.querySelector('#video-list-heading')?.textContent;
const marks = (root: ParentNode = document) => [...root.querySelectorAll('mark')].map((m) => m.textContent);
const searchedTexts = () => videoRequests.map((r) => r.query.get('search'));

describe('searching the browse list', () => {
  it('marks the words the search matched in the tiles and in the cards', async () => {
    videoReply = () =>
      listAnswer(
        [
          GROCERY,
          publicVideo({ id: 1012, simple_description: 'Morning stretches for desk workers' }),
          publicVideo({
            id: 1013,
            simple_description: 'A grocery haul',
            thumbnail: null,
            thumbnail_srcset: null,
          }),
        ],
        { search: { terms: ['groceri', 'food'], totalIsCapped: false, suggestions: [] } },
      );
    renderScreen('/public-beta?search=grocery+food');
    await waitFor(() => expect(heading()).toBe('3 videos'));
    // The default view (tiles) shows a matched description, marked; a tile that matched no word shows none.
    const tile = (id: number) => document.querySelector(`[data-video-id="${id}"]`) as HTMLElement;
    // The highlighter loads with the first search (search-highlight.tsx), so the marks come a moment later.
    await waitFor(() => expect(marks(tile(1011))).toEqual(['grocery', 'food']));
    expect(tile(1012).querySelector('[data-matched-description]')).toBeNull();
    // A video without an image shows its description on the placeholder already: no second copy.
    expect(tile(1013).querySelector('[data-matched-description]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    const title = within(tile(1011)).getByRole('heading');
    expect(title.textContent).toBe('Three grocery swaps that halve a weekly food bill');
    expect(marks(title)).toEqual(['grocery', 'food']);
    expect(marks(tile(1012))).toEqual([]);
  });

  it('marks nothing in a list that was not searched', async () => {
    renderScreen('/public-beta');
    await waitFor(() => expect(heading()).toBe('1 video'));
    expect(marks()).toEqual([]);
  });

  it('says "1,000+ videos" when the search stopped counting', async () => {
    videoReply = () =>
      listAnswer(
        Array.from({ length: 50 }, (_, i) => publicVideo({ id: i + 1 })),
        { total: 1000, search: { terms: ['tip'], totalIsCapped: true, suggestions: [] } },
      );
    renderScreen('/public-beta?search=tips');
    await waitFor(() => expect(heading()).toBe('1,000+ videos'));
    expect(screen.getByRole('button', { name: /Load More Videos/ }).textContent).toContain(
      'Showing 50 of 1,000+',
    );
  });

  it('says an exact total as it is', async () => {
    videoReply = () =>
      listAnswer(
        Array.from({ length: 50 }, (_, i) => publicVideo({ id: i + 1 })),
        { total: 1000, search: { terms: ['tip'], totalIsCapped: false, suggestions: [] } },
      );
    renderScreen('/public-beta?search=tips');
    await waitFor(() => expect(heading()).toBe('1,000 videos'));
  });

  it('offers the suggested searches when nothing matched, each one a click away', async () => {
    videoReply = ({ query }) =>
      query.get('search') === 'meal prep'
        ? listAnswer([GROCERY], {
            search: { terms: ['meal', 'prep'], totalIsCapped: false, suggestions: [] },
          })
        : listAnswer([], {
            search: { terms: [], totalIsCapped: false, suggestions: ['grocery swaps', 'meal prep'] },
          });
    renderScreen('/public-beta?search=zzqx+snacks');
    expect(await screen.findByRole('heading', { name: 'No videos match “zzqx snacks”' })).toBeTruthy();
    expect(screen.queryByText('No videos found')).toBeNull();
    expect(screen.getByText(/^Try/).textContent).toBe('Try grocery swaps or meal prep');
    // Only the search is on: there are no filters to clear.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'meal prep' }));
    expect(location()).toBe('?search=meal+prep');
    await waitFor(() => expect(heading()).toBe('1 video'));
    expect((searchBox() as HTMLInputElement).value).toBe('meal prep');
  });

  it('clears the filters of a search that found nothing but keeps its words', async () => {
    videoReply = ({ query }) =>
      query.has('format')
        ? listAnswer([], { search: { terms: [], totalIsCapped: false, suggestions: [] } })
        : listAnswer([GROCERY], { search: { terms: ['groceri'], totalIsCapped: false, suggestions: [] } });
    renderScreen('/public-beta?format=Listicle&search=grocery');
    expect(await screen.findByRole('heading', { name: 'No videos match “grocery”' })).toBeTruthy();
    expect(screen.getByText('Try other words, or fewer filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('?search=grocery');
    await waitFor(() => expect(heading()).toBe('1 video'));
  });
});

describe('the sort while searching', () => {
  const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;

  it('is one control: the plain list reads Newest, a search adds Relevance to the same select', async () => {
    renderScreen('/public-beta');
    await waitFor(() => expect(heading()).toBe('1 video'));
    expect(sortSelect().value).toBe('newest');
    expect([...sortSelect().options].map((o) => o.textContent)).toEqual([
      'Newest',
      'Most viewed',
      'Highest engagement',
      'Outliers',
    ]);
    expect(videoRequests[0]?.query.has('sort')).toBe(false);
    cleanup();

    renderScreen('/public-beta?search=budget');
    await waitFor(() => expect(heading()).toBe('1 video'));
    // Issue 31: no second control (the Relevance / Newest switch) beside the select.
    expect(screen.queryByRole('group', { name: 'Order of matches' })).toBeNull();
    expect(screen.getAllByRole('combobox', { name: 'Sort by' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Relevance' })).toBeNull();
    expect(sortSelect().value).toBe('relevance');
  });

  it('keeps the chosen order in the URL and asks the API for it', async () => {
    renderScreen('/public-beta?search=budget');
    await waitFor(() => expect(heading()).toBe('1 video'));
    // A search with no sort in the URL is ranked by relevance.
    expect(sortSelect().value).toBe('relevance');
    expect(videoRequests[0]?.query.has('sort')).toBe(false);

    await userEvent.selectOptions(sortSelect(), 'Newest');
    expect(location()).toBe('?search=budget&sort=newest');
    await waitFor(() => expect(videoRequests.at(-1)?.query.get('sort')).toBe('newest'));

    // Relevance is the default: it leaves the URL.
    await userEvent.selectOptions(sortSelect(), 'Relevance');
    expect(location()).toBe('?search=budget');

    await userEvent.selectOptions(sortSelect(), 'Most viewed');
    expect(location()).toBe('?search=budget&sort=views');
  });
});

describe('search as you type', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('applies the typed words once, after a pause, in one history entry', async () => {
    renderScreen('/public-beta');
    await waitFor(() => expect(heading()).toBe('1 video'));
    const before = window.history.length;
    await userEvent.type(searchBox(), 'save money');
    // Typing faster than the debounce applies nothing yet.
    expect(location()).toBe('');
    await waitFor(() => expect(location()).toBe('?search=save+money'));
    await waitFor(() => expect(videoRequests).toHaveLength(2));
    expect(searchedTexts()).toEqual([null, 'save money']);
    expect(window.history.length).toBe(before + 1);

    // Typing on after the pause rewrites that entry instead of adding one per pause.
    await userEvent.type(searchBox(), ' on food  ');
    await waitFor(() => expect(location()).toBe('?search=save+money+on+food'));
    expect(window.history.length).toBe(before + 1);
    // The trailing spaces being typed stay in the box; only the applied search is trimmed.
    expect((searchBox() as HTMLInputElement).value).toBe('save money on food  ');
    await pause(SEARCH_DEBOUNCE_MS * 2);
    expect(searchedTexts()).toEqual([null, 'save money', 'save money on food']);
  });

  it('applies at once on Enter', async () => {
    renderScreen('/public-beta');
    await waitFor(() => expect(heading()).toBe('1 video'));
    await userEvent.type(searchBox(), 'grocery{Enter}');
    expect(location()).toBe('?search=grocery');
    await pause(SEARCH_DEBOUNCE_MS * 2);
    expect(searchedTexts()).toEqual([null, 'grocery']);
  });

  it('cancels the request of a search that typing has moved past', async () => {
    // The first search hangs until it is aborted, as a slow server would.
    videoReply = ({ query, signal }) =>
      query.get('search') === 'sav'
        ? new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
        : listAnswer([GROCERY], { search: { terms: ['save'], totalIsCapped: false, suggestions: [] } });
    renderScreen('/public-beta');
    await waitFor(() => expect(heading()).toBe('1 video'));
    await userEvent.type(searchBox(), 'sav');
    await waitFor(() => expect(searchedTexts()).toContain('sav'));
    const slow = videoRequests.at(-1);
    expect(slow?.signal?.aborted).toBe(false);
    await userEvent.type(searchBox(), 'e');
    await waitFor(() => expect(searchedTexts()).toContain('save'));
    expect(slow?.signal?.aborted).toBe(true);
    await waitFor(() => expect(heading()).toBe('1 video'));
  });

  it("records one 'search' event for the search the user stopped at, not one per pause", async () => {
    // The settling wait runs on a faked setTimeout. Testing Library's waits and user-event move a faked
    // clock on only when they see `jest` (they drain with setTimeout), so it is named for them: they then
    // step the clock as they wait, and the settling below moves it on at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const settle = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_SETTLED_MS));
    try {
      renderScreen('/public-beta');
      await waitFor(() => expect(heading()).toBe('1 video'));
      await user.type(searchBox(), 'sav');
      await waitFor(() => expect(searchedTexts()).toContain('sav'));
      await waitFor(() => expect(heading()).toBe('1 video'));
      // A pause long enough to fetch, too short to count: the searcher types on.
      await user.type(searchBox(), 'e money');
      await waitFor(() => expect(searchedTexts()).toContain('save money'));
      await settle();
      // Re-sorting the same search does not count it again.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most viewed');
      await settle();
      flushAnalytics();
      const searches = eventBatches
        .flatMap((batch) => batch.events)
        .filter((event) => event.type === 'search');
      expect(searches).toEqual([expect.objectContaining({ query: 'save money', result_count: 1 })]);
    } finally {
      vi.useRealTimers();
    }
  });
});
