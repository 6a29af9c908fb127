// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FeatureSlots, FeatureSlotsProvider } from '../../components/feature-slots';
import { publicVideo } from '../../test/test-videos';
import { BrowseScreen, type BrowseScreenProps } from './browse-screen';

const FILTER_LISTS = {
  success: true,
  data: {
    topics: [{ name: 'Fitness', count: 37 }],
    formats: [
      { name: 'Listicle', count: 37 },
      { name: 'Talking Head', count: 12 },
    ],
    concepts: [{ name: 'Challenge', count: 21 }],
    elements: [{ name: 'Captions', count: 170 }],
    accountTypes: [{ name: 'Agency', count: 10 }],
  },
};

type Reply = () => Response | Promise<Response>;
let videoReply: Reply;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith('/api/filters/public')) return Response.json(FILTER_LISTS);
  return videoReply();
});
const videoPage = (count: number, total = count) =>
  Response.json({
    success: true,
    data: Array.from({ length: count }, (_, i) => publicVideo({ id: i + 1 })),
    pagination: { page: 1, limit: 50, total, hasMore: total > count },
  });
const videoRequests = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/videos/public'));

beforeEach(() => {
  fetchMock.mockClear();
  videoReply = () => videoPage(3);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderScreen(url = '/public-beta', props: Partial<BrowseScreenProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A browser router on jsdom's history: the filters read the live URL, as in the app.
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <BrowseScreen title="Browse the Library" {...props} />
        <Location />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('BrowseScreen', () => {
  it('prefills the filters and the search from the URL and asks the API for them', async () => {
    renderScreen('/public-beta?format=Listicle&topics=Fitness&search=budget');
    await screen.findByText('3');
    expect(select('Format').value).toBe('Listicle');
    expect((screen.getByRole('searchbox', { name: 'Search videos' }) as HTMLInputElement).value).toBe(
      'budget',
    );
    const query = new URL(videoRequests()[0] ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      format: 'Listicle',
      topic: 'Fitness',
      search: 'budget',
      page: '1',
      limit: '50',
    });
  });

  it('disables the selects until the filter lists arrive', async () => {
    renderScreen();
    expect(select('Format').disabled).toBe(true);
    await waitFor(() => expect(select('Format').disabled).toBe(false));
    expect([...select('Format').options].map((o) => o.textContent)).toEqual([
      'All formats',
      'Listicle (37)',
      'Talking Head (12)',
    ]);
  });

  it('puts a filter change and an Enter search into the URL', async () => {
    renderScreen();
    await waitFor(() => expect(select('Concept').disabled).toBe(false));
    await userEvent.selectOptions(select('Concept'), 'Challenge (21)');
    expect(screen.getByTestId('location').textContent).toBe('?concept=Challenge');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'hotel workout{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('?concept=Challenge&search=hotel+workout');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('location').textContent).toBe('');
  });

  it('keeps both of two changes made before the screen re-renders', async () => {
    renderScreen();
    await waitFor(() => expect(select('Concept').disabled).toBe(false));
    act(() => {
      fireEvent.change(select('Concept'), { target: { value: 'Challenge' } });
      fireEvent.change(select('Format'), { target: { value: 'Listicle' } });
    });
    expect(screen.getByTestId('location').textContent).toBe('?format=Listicle&concept=Challenge');
  });

  it('writes a chosen sort to the URL and asks the API for that order, keeping the filters', async () => {
    renderScreen('/public-beta?format=Listicle');
    await screen.findByText('3');
    expect(select('Sort by').value).toBe('newest');
    expect(new URL(videoRequests()[0] ?? '', 'http://x').searchParams.has('sort')).toBe(false);
    await userEvent.selectOptions(select('Sort by'), 'Most viewed');
    expect(screen.getByTestId('location').textContent).toBe('?format=Listicle&sort=views');
    await waitFor(() => expect(videoRequests()).toHaveLength(2));
    const query = new URL(videoRequests()[1] ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ format: 'Listicle', sort: 'views', page: '1' });
    // Newest is the default: it leaves the URL and the API query.
    await userEvent.selectOptions(select('Sort by'), 'Newest');
    expect(screen.getByTestId('location').textContent).toBe('?format=Listicle');
  });

  it('reads the sort from the URL, and offers Relevance first while searching', async () => {
    renderScreen('/public-beta?sort=engagement&search=budget');
    await screen.findByText('3');
    expect(select('Sort by').value).toBe('engagement');
    expect([...select('Sort by').options].map((o) => o.textContent)).toEqual([
      'Relevance',
      'Newest',
      'Most viewed',
      'Highest engagement',
      'Outliers',
    ]);
    expect(new URL(videoRequests()[0] ?? '', 'http://x').searchParams.get('sort')).toBe('engagement');
  });

  it("shows the server's error message with Try Again, which reloads", async () => {
    videoReply = () =>
      Response.json(
        { success: false, error: "No view has the slug 'nope'", code: 'view_not_found' },
        { status: 404 },
      );
    renderScreen();
    expect(await screen.findByText('Error Loading Videos')).toBeTruthy();
    expect(screen.getByText("No view has the slug 'nope'")).toBeTruthy();
    videoReply = () => videoPage(2);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('2')).toBeTruthy();
    expect(screen.queryByText('Error Loading Videos')).toBeNull();
  });

  it("falls back to 'Failed to load videos' when the server sent no error field", async () => {
    videoReply = () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    renderScreen();
    expect(await screen.findByText('Failed to load videos')).toBeTruthy();
  });

  it("falls back to 'Failed to load videos' when the network fails", async () => {
    videoReply = () => Promise.reject(new TypeError('Failed to fetch'));
    renderScreen();
    expect(await screen.findByText('Failed to load videos')).toBeTruthy();
  });

  it('shows the empty state texts when no video has the filters', async () => {
    videoReply = () => videoPage(0);
    renderScreen('/public-beta?format=Listicle');
    expect(await screen.findByText('No videos found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByTestId('location').textContent).toBe('');
  });

  it('toggles the mobile panel, whose badge counts the active filters', async () => {
    renderScreen('/public-beta?topics=Fitness,Cooking&format=Listicle');
    const toggle = screen.getByRole('button', { name: /Show Search & Filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.querySelector('[data-filter-count]')?.textContent).toBe('3 active');
    await userEvent.click(toggle);
    expect(toggle.textContent).toContain('Hide Search & Filters');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it("applies a page's fixed filter on top of the user's, locked and ignoring the URL's value for its kind", async () => {
    renderScreen('/public-beta?format=Listicle&concept=Challenge', {
      fixedFilter: { kind: 'formats', name: 'Talking Head' },
    });
    await screen.findByText('3');
    const query = new URL(videoRequests()[0] ?? '', 'http://x').searchParams;
    expect(query.get('format')).toBe('Talking Head');
    expect(query.get('concept')).toBe('Challenge');
    expect(select('Format').value).toBe('Talking Head');
    expect(select('Format').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Remove Format/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Browse the Library' })).toBeTruthy();
  });

  it('sends the view slug of a view page', async () => {
    renderScreen('/views/skin', { viewSlug: 'skin' });
    await screen.findByText('3');
    expect(new URL(videoRequests()[0] ?? '', 'http://x').searchParams.get('view')).toBe('skin');
  });
});

describe('BrowseScreen: follow this search (docs/product/feed.md#follows)', () => {
  /** The follow slot as a stand-in that shows what the screen hands it. */
  const FOLLOW_SLOT: FeatureSlots = {
    renderFollowButton: ({ target, name, look }) => (
      <output aria-label="follow slot">{JSON.stringify({ target, name, look })}</output>
    ),
  };
  const renderWithSlot = (url: string, props: Partial<BrowseScreenProps> = {}) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    window.history.replaceState(null, '', url);
    render(
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <FeatureSlotsProvider slots={FOLLOW_SLOT}>
            <BrowseScreen title="Browse the Library" {...props} />
          </FeatureSlotsProvider>
        </BrowserRouter>
      </QueryClientProvider>,
    );
  };
  const offered = () => JSON.parse(screen.getByRole('status', { name: 'follow slot' }).textContent ?? '');

  it('offers no follow without words to search for', async () => {
    renderWithSlot('/videos?format=Listicle');
    await screen.findByText('3');
    expect(screen.queryByRole('status', { name: 'follow slot' })).toBeNull();
  });

  it("offers the search with the filters the list runs with, a page's own entry and view included", async () => {
    renderWithSlot('/formats/listicle?search=%20meal%20%20prep&topics=Fitness,Cooking&platform=tiktok', {
      fixedFilter: { kind: 'formats', name: 'Listicle' },
      viewSlug: 'bread',
    });
    await screen.findByText('3');
    expect(offered()).toEqual({
      target: {
        kind: 'search',
        value: 'meal prep',
        filters: { topics: ['Cooking', 'Fitness'], format: 'Listicle', platform: 'tiktok', view: 'bread' },
      },
      name: "your search 'meal prep'",
      look: 'search',
    });
  });
});
